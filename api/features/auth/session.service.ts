import type { SessionUser } from '../../../domain/auth/roles.ts'
import type { Db } from '../../db/client.ts'
import { toSessionUser } from './auth.repo.ts'
import {
  deleteSession,
  deleteUserSessions,
  findSessionWithUser,
  insertSession,
  updateSessionExpiry,
} from './session.repo.ts'
import { generateToken, hashToken, looksLikeToken } from './tokens.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const SESSION_LIFETIME_MS = 30 * DAY_MS
/** Sliding expiry: a session used in its second half is pushed back to the full lifetime. */
const SESSION_RENEW_BELOW_MS = 15 * DAY_MS

export interface CurrentSession {
  id: string
  expiresAt: Date
  /** True when this request extended the session, so the cookie must be sent again. */
  renewed: boolean
}

export function createSession(db: Db, userId: string, now: Date): { token: string; session: CurrentSession } {
  const token = generateToken()
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS)
  const id = hashToken(token)
  insertSession(db, { id, userId, expiresAt: expiresAt.toISOString(), createdAt: now.toISOString() })
  return { token, session: { id, expiresAt, renewed: false } }
}

/** The session a cookie token stands for, renewed if due; null (and an expired row removed) otherwise. */
export function validateSessionToken(
  db: Db,
  token: string,
  now: Date,
): { session: CurrentSession; user: SessionUser } | null {
  if (!looksLikeToken(token)) return null
  const found = findSessionWithUser(db, hashToken(token))
  if (!found) return null
  const expiresAt = new Date(found.session.expiresAt)
  if (now.getTime() >= expiresAt.getTime()) {
    deleteSession(db, found.session.id)
    return null
  }
  const session: CurrentSession = { id: found.session.id, expiresAt, renewed: false }
  if (expiresAt.getTime() - now.getTime() < SESSION_RENEW_BELOW_MS) {
    session.expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS)
    session.renewed = true
    updateSessionExpiry(db, session.id, session.expiresAt.toISOString())
  }
  return { session, user: toSessionUser(found.user) }
}

export function invalidateSession(db: Db, sessionId: string): void {
  deleteSession(db, sessionId)
}

export function invalidateUserSessions(db: Db, userId: string, keepSessionId?: string): void {
  deleteUserSessions(db, userId, keepSessionId)
}
