import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { AppEnv } from '../context.ts'

/**
 * The address rate limits are keyed on. X-Forwarded-For is only believed behind a proxy we run
 * (TRUST_PROXY=1), and then only its last entry: the one our proxy appended, which a client cannot forge.
 */
export function clientIp<E extends AppEnv>(c: Context<E>): string {
  if (c.var.deps.env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in tests has no socket.
    return 'unknown'
  }
}
