import type { MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { matchedRoutes } from 'hono/route'
import { grantOf, type Action, type Resource } from '../../domain/auth/policies.ts'
import { canAccess, type Audience, type SessionUser } from '../../domain/auth/roles.ts'
import type { AppEnv } from '../context.ts'
import type { CurrentSession } from '../features/auth/session.service.ts'
import { AUTH_CODES } from '../../domain/auth/errors.ts'
import { FeatureError } from '../http/feature-error.ts'

/** What a handler behind requireUser/requireAudience may rely on. */
export type SignedInEnv = { Variables: { user: SessionUser; session: CurrentSession } }

/** Every access rule handed out below, so denyUndeclared can tell whether a route declared one. */
const accessRules = new WeakSet<MiddlewareHandler>()

function accessRule<H extends MiddlewareHandler>(handler: H): H {
  accessRules.add(handler)
  return handler
}

/** Declares a route open to everyone (sign-in, registration, health…). */
export const allowPublic = () => accessRule(createMiddleware<AppEnv>(async (_c, next) => next()))

/** 401 unless signed in. */
export const requireUser = () =>
  accessRule(
    createMiddleware<AppEnv & SignedInEnv>(async (c, next) => {
      if (!c.get('user')) throw new FeatureError(401, 'notAuthenticated', AUTH_CODES)
      await next()
    }),
  )

/** 401 unless signed in, 403 unless domain/auth's canAccess admits the user (admins pass every check). */
export const requireAudience = (audience: Audience) =>
  accessRule(
    createMiddleware<AppEnv & SignedInEnv>(async (c, next) => {
      const user = c.get('user')
      if (!user) throw new FeatureError(401, 'notAuthenticated', AUTH_CODES)
      if (!canAccess(user, audience)) throw new FeatureError(403, 'forbidden', AUTH_CODES)
      await next()
    }),
  )

/**
 * 401 unless signed in, 403 unless domain/auth's policy table lets the user take `action` on some
 * `resource` (their own or any). Whether it is this resource is the service's check, with the resource.
 */
export const requirePermission = <R extends Resource>(resource: R, action: Action<R>) =>
  accessRule(
    createMiddleware<AppEnv & SignedInEnv>(async (c, next) => {
      const user = c.get('user')
      if (!user) throw new FeatureError(401, 'notAuthenticated', AUTH_CODES)
      if (grantOf(user, action, resource) === null) throw new FeatureError(403, 'forbidden', AUTH_CODES)
      await next()
    }),
  )

/**
 * Deny by default: a request that reached an endpoint whose route declares none of the rules above
 * is refused, so a new endpoint that forgets its rule is closed rather than open.
 * Middlewares (registered with `use`, method ALL) and the JSON 404 fallback are not endpoints.
 */
export function denyUndeclared(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const routes = matchedRoutes(c)
    // The web app's catch-all GET also matches /api paths; only API endpoints need a rule.
    const endpoint = routes.find((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    if (endpoint && !routes.some((route) => accessRules.has(route.handler))) {
      console.error(`${endpoint.method} ${endpoint.path} declares no access rule; refused.`)
      throw new FeatureError(403, 'forbidden', AUTH_CODES)
    }
    await next()
  }
}
