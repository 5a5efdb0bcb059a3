import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app.ts'
import { ApiError } from '../http/api-error.ts'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function hostOf(origin: string): string | null {
  try {
    return origin === 'null' ? null : new URL(origin).host.toLowerCase()
  } catch {
    return null
  }
}

/**
 * CSRF defence on top of SameSite=Lax: a request that changes state must say where it comes from,
 * and it must come from this very host. Browsers always send Origin on such requests, and a page on
 * another site cannot forge it.
 */
export function originCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (STATE_CHANGING.has(c.req.method)) {
      const origin = c.req.header('origin')
      const forwardedHost = c.var.deps.env.TRUST_PROXY ? c.req.header('x-forwarded-host') : undefined
      const host = (forwardedHost ?? c.req.header('host') ?? new URL(c.req.url).host).toLowerCase()
      if (!origin || hostOf(origin) !== host) throw new ApiError(403, 'crossSiteRequest')
    }
    await next()
  }
}
