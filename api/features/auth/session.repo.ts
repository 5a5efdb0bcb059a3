import type { Db } from '../../db/client.ts'
import type { UserRow } from './auth.repo.ts'

export interface SessionRow {
  id: string
  userId: string
  expiresAt: string
}

export function insertSession(db: Db, session: SessionRow & { createdAt: string }): void {
  db.prepare(
    'INSERT INTO sessions (id, user_id, expires_at, created_at) VALUES (@id, @userId, @expiresAt, @createdAt)',
  ).run(session)
}

/** The session and its user in one query: this runs on every API request. */
export function findSessionWithUser(db: Db, id: string): { session: SessionRow; user: UserRow } | undefined {
  const row = db
    .prepare(
      `SELECT s.id AS session_id, s.user_id AS session_user_id, s.expires_at AS session_expires_at,
              u.id, u.username, u.email, u.password_hash, u.user_type, u.is_admin, u.has_completed_onboarding,
              u.email_verified_at, u.hub_id, u.team_id
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = ? AND u.disabled_at IS NULL`, // a disabled account's sessions are deleted too
    )
    .get(id) as
    (UserRow & { session_id: string; session_user_id: string; session_expires_at: string }) | undefined
  if (!row) return undefined
  const { session_id, session_user_id, session_expires_at, ...user } = row
  return { session: { id: session_id, userId: session_user_id, expiresAt: session_expires_at }, user }
}

export function updateSessionExpiry(db: Db, id: string, expiresAt: string): void {
  db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ?').run(expiresAt, id)
}

export function deleteSession(db: Db, id: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(id)
}

/** Every session of the user, or every one but `keepId` (a password change keeps the device that made it). */
export function deleteUserSessions(db: Db, userId: string, keepId?: string): void {
  if (keepId) db.prepare('DELETE FROM sessions WHERE user_id = ? AND id <> ?').run(userId, keepId)
  else db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId)
}
