import type { Context, Env } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
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

/** The session cookie in a Cookie header: the first one, as browsers send the most specific first. */
const SESSION_IN_HEADER = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=([^;]*)`)

/**
 * Read on every API request: only this cookie is looked for, where parsing the whole header (every
 * cookie checked and decoded) was a few percent of a signed-in request. A token never needs decoding
 * (tokens.ts: URL-safe characters); anything else fails looksLikeToken.
 */
export function readSessionToken<E extends Env>(c: Context<E>): string | undefined {
  const header = c.req.header('cookie')
  const value = header ? SESSION_IN_HEADER.exec(header)?.[1]?.trim() : undefined
  return value || undefined
}

export function setSessionCookie<E extends AppEnv>(c: Context<E>, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c), expires: expiresAt })
}

export function clearSessionCookie<E extends AppEnv>(c: Context<E>): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c))
}
