import type { Context } from 'hono'
import type { AppEnv } from '../context.ts'

/** Where links in mail point: APP_URL when configured, else the origin this request came to. */
export function appOrigin<E extends AppEnv>(c: Context<E>): string {
  return c.var.deps.env.APP_URL ?? new URL(c.req.url).origin
}
