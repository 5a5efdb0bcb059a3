import type { MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { matchedRoutes } from 'hono/route'
import type { AppEnv } from '../context.ts'
import { AUTH_CODES } from '../../domain/auth/errors.ts'
import { FeatureError } from '../http/feature-error.ts'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function hostOf(origin: string): string | null {
  try {
    return origin === 'null' ? null : new URL(origin).host.toLowerCase()
  } catch {
    return null
  }
}

/** The routes that declared allowCrossSite(). */
const crossSiteRoutes = new WeakSet<MiddlewareHandler>()

/**
 * Declares a route that another site's server calls (Stripe's webhook): it has no Origin to show
 * and proves itself otherwise (a signature its handler verifies before anything changes), so the
 * Origin check lets it through. Every other route stays checked. Cookies play no part: browsers do
 * not send SameSite=Lax cookies with cross-site POSTs.
 */
export function allowCrossSite(): MiddlewareHandler<AppEnv> {
  const rule = createMiddleware<AppEnv>(async (_c, next) => next())
  crossSiteRoutes.add(rule)
  return rule
}

/**
 * CSRF defence on top of SameSite=Lax: a request that changes state must say where it comes from,
 * and it must come from this very host. Browsers always send Origin on such requests, and a page on
 * another site cannot forge it.
 */
export function originCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const crossSite = () => matchedRoutes(c).some((route) => crossSiteRoutes.has(route.handler))
    if (STATE_CHANGING.has(c.req.method) && !crossSite()) {
      const origin = c.req.header('origin')
      const forwardedHost = c.var.deps.env.TRUST_PROXY ? c.req.header('x-forwarded-host') : undefined
      const host = (forwardedHost ?? c.req.header('host') ?? new URL(c.req.url).host).toLowerCase()
      if (!origin || hostOf(origin) !== host) throw new FeatureError(403, 'crossSiteRequest', AUTH_CODES)
    }
    await next()
  }
}
