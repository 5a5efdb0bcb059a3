import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../../context.ts'

const SESSION_COOKIE = 'session'

/**
 * HttpOnly keeps the token away from scripts; SameSite=Lax keeps it off cross-site POSTs;
 * Secure in production only, because development runs on plain http://localhost.
 */
function cookieOptions<E extends AppEnv>(c: Context<E>) {
  return {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: c.var.deps.env.NODE_ENV === 'production',
  } as const
}

export function readSessionToken<E extends AppEnv>(c: Context<E>): string | undefined {
  return getCookie(c, SESSION_COOKIE)
}

export function setSessionCookie<E extends AppEnv>(c: Context<E>, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c), expires: expiresAt })
}

export function clearSessionCookie<E extends AppEnv>(c: Context<E>): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c))
}
