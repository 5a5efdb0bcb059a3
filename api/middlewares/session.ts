import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context.ts'
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../features/auth/session-cookie.ts'
import { validateSessionToken } from '../features/auth/session.service.ts'

/**
 * Puts the signed-in user (or null) and their session in the context of every API request,
 * renewing the cookie when the sliding expiry moved and dropping a cookie that no longer works.
 */
export function loadSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionToken(c)
    // c.get, not c.var: every read of c.var copies all the request's variables into a new object.
    const { db, clock } = c.get('deps')
    const found = token ? validateSessionToken(db, token, clock()) : null
    c.set('user', found?.user ?? null)
    c.set('session', found?.session ?? null)
    if (token && !found) clearSessionCookie(c)
    if (token && found?.session.renewed) setSessionCookie(c, token, found.session.expiresAt)
    await next()
  }
}
