import type { SessionUser } from '../../../domain/auth/roles.ts'
import { accountWriteCount, type Db } from '../../db/client.ts'
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

/*
 * Sessions as last read, by session id, so that a signed-in request does not query the database
 * (the session and its user were a fifth of the time of a request like GET /api/user). A copy is
 * used only while this connection has not written to the users or sessions tables since it was read
 * (db/client.ts counts every such write: sign-out, password change, disabled account, new role) and
 * for a few seconds at most, for writes from another process (the database command line).
 */
interface KnownSession {
  expiresAt: Date
  user: SessionUser
  writeCount: number
  readAt: number
}

const KNOWN_SESSIONS_MAX = 10_000
const KNOWN_SESSION_TTL_MS = 5_000
const knownSessions = new WeakMap<Db, Map<string, KnownSession>>()

function readSession(db: Db, id: string, now: Date): KnownSession | undefined {
  let known = knownSessions.get(db)
  if (!known) knownSessions.set(db, (known = new Map()))
  const writeCount = accountWriteCount(db)
  const copy = known.get(id)
  const age = now.getTime() - (copy?.readAt ?? 0)
  if (copy && copy.writeCount === writeCount && age >= 0 && age < KNOWN_SESSION_TTL_MS) return copy
  known.delete(id)
  const found = findSessionWithUser(db, id)
  if (!found) return undefined
  const fresh: KnownSession = {
    expiresAt: new Date(found.session.expiresAt),
    user: Object.freeze(toSessionUser(found.user)),
    writeCount,
    readAt: now.getTime(),
  }
  if (known.size >= KNOWN_SESSIONS_MAX) known.clear()
  known.set(id, fresh)
  return fresh
}

/** The session a cookie token stands for, renewed if due; null (and an expired row removed) otherwise. */
export function validateSessionToken(
  db: Db,
  token: string,
  now: Date,
): { session: CurrentSession; user: SessionUser } | null {
  if (!looksLikeToken(token)) return null
  const id = hashToken(token)
  const found = readSession(db, id, now)
  if (!found) return null
  if (now.getTime() >= found.expiresAt.getTime()) {
    deleteSession(db, id)
    return null
  }
  const session: CurrentSession = { id, expiresAt: found.expiresAt, renewed: false }
  if (found.expiresAt.getTime() - now.getTime() < SESSION_RENEW_BELOW_MS) {
    session.expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS)
    session.renewed = true
    updateSessionExpiry(db, session.id, session.expiresAt.toISOString())
  }
  return { session, user: found.user }
}

export function invalidateSession(db: Db, sessionId: string): void {
  deleteSession(db, sessionId)
}

export function invalidateUserSessions(db: Db, userId: string, keepSessionId?: string): void {
  deleteUserSessions(db, userId, keepSessionId)
}
