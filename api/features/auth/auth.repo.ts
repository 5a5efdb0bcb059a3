import type { SessionUser, UserType } from '../../../domain/auth/roles.ts'
import type { Db } from '../../db/client.ts'
import type { Locale } from '../../../domain/i18n/locales.ts'

/** A users row as SQLite returns it. */
export interface UserRow {
  id: string
  username: string
  email: string
  password_hash: string
  user_type: UserType
  is_admin: 0 | 1
  has_completed_onboarding: 0 | 1
  email_verified_at: string | null
  hub_id: string | null
  team_id: string | null
  /** The language the account's mails are written in. */
  language: Locale
}

const USER_COLUMNS =
  'id, username, email, password_hash, user_type, is_admin, has_completed_onboarding, email_verified_at, hub_id, team_id, language'

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    userType: row.user_type,
    isAdmin: row.is_admin === 1,
    hasCompletedOnboarding: row.has_completed_onboarding === 1,
    emailVerifiedAt: row.email_verified_at,
    hubId: row.hub_id,
    teamId: row.team_id,
  }
}

/** Usernames and emails are unique regardless of case; this is the form they are compared in. */
export function normalizeIdentifier(value: string): string {
  return value.trim().toLowerCase()
}

export function findUserById(db: Db, id: string): UserRow | undefined {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`).get(id) as UserRow | undefined
}

/** Sign-in accepts either; usernames cannot contain "@", so the two never collide. */
export function findUserByUsernameOrEmail(db: Db, identifier: string): UserRow | undefined {
  const normalized = normalizeIdentifier(identifier)
  return db
    .prepare(`SELECT ${USER_COLUMNS} FROM users WHERE username_normalized = ? OR email_normalized = ?`)
    .get(normalized, normalized) as UserRow | undefined
}

/** Set by an admin (api/features/admin): such an account cannot sign in. */
/**
 * Which account a sign-in attempt is for, as the login limits count it: the account's id when the
 * identifier names one (its username and its email are one account), else the identifier itself.
 */
export function loginAccountKey(db: Db, identifier: string): string {
  const user = findUserByUsernameOrEmail(db, identifier)
  return user ? `account ${user.id}` : `name ${normalizeIdentifier(identifier)}`
}

export function isAccountDisabled(db: Db, id: string): boolean {
  return db.prepare('SELECT disabled_at IS NOT NULL FROM users WHERE id = ?').pluck().get(id) === 1
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db
    .prepare(`SELECT ${USER_COLUMNS} FROM users WHERE email_normalized = ?`)
    .get(normalizeIdentifier(email)) as UserRow | undefined
}

export function findTakenIdentifiers(
  db: Db,
  username: string,
  email: string,
): { username: boolean; email: boolean } {
  const exists = (column: 'username_normalized' | 'email_normalized', value: string) =>
    db.prepare(`SELECT 1 FROM users WHERE ${column} = ?`).get(normalizeIdentifier(value)) !== undefined
  return { username: exists('username_normalized', username), email: exists('email_normalized', email) }
}

export interface NewUser {
  id: string
  username: string
  email: string
  passwordHash: string
  userType: UserType
  isAdmin: boolean
  hasCompletedOnboarding: boolean
  emailVerifiedAt: string | null
  hubId: string | null
  createdAt: string
  /** The language its mails are written in; English when not given. */
  language?: Locale
}

export function insertUser(db: Db, user: NewUser): void {
  db.prepare(
    `INSERT INTO users (id, username, username_normalized, email, email_normalized, password_hash, user_type,
       is_admin, has_completed_onboarding, email_verified_at, hub_id, created_at, language)
     VALUES (@id, @username, @usernameNormalized, @email, @emailNormalized, @passwordHash, @userType,
       @isAdmin, @hasCompletedOnboarding, @emailVerifiedAt, @hubId, @createdAt, @language)`,
  ).run({
    ...user,
    language: user.language ?? 'en',
    usernameNormalized: normalizeIdentifier(user.username),
    emailNormalized: normalizeIdentifier(user.email),
    isAdmin: user.isAdmin ? 1 : 0,
    hasCompletedOnboarding: user.hasCompletedOnboarding ? 1 : 0,
  })
}

export function updatePasswordHash(db: Db, userId: string, passwordHash: string): void {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId)
}

export function setUserLanguage(db: Db, userId: string, language: Locale): void {
  db.prepare('UPDATE users SET language = ? WHERE id = ?').run(language, userId)
}

/** The language a user's mails are written in (English for an unknown id). */
export function userLanguage(db: Db, userId: string): Locale {
  return (
    (db.prepare('SELECT language FROM users WHERE id = ?').pluck().get(userId) as Locale | undefined) ?? 'en'
  )
}

/** Keeps the first verification time when a second link is followed. */
export function markEmailVerified(db: Db, userId: string, at: string): void {
  db.prepare('UPDATE users SET email_verified_at = coalesce(email_verified_at, ?) WHERE id = ?').run(
    at,
    userId,
  )
}

export type TokenPurpose = 'reset' | 'verify'

export function insertOneTimeToken(
  db: Db,
  token: { id: string; userId: string; purpose: TokenPurpose; expiresAt: string; createdAt: string },
): void {
  db.prepare(
    `INSERT INTO one_time_tokens (id, user_id, purpose, expires_at, created_at)
     VALUES (@id, @userId, @purpose, @expiresAt, @createdAt)`,
  ).run(token)
}

/** The owner of a token that is unused and unexpired at `now`, if any. */
export function findUsableToken(
  db: Db,
  id: string,
  purpose: TokenPurpose,
  now: string,
): { userId: string } | undefined {
  return db
    .prepare(
      `SELECT user_id AS userId FROM one_time_tokens
       WHERE id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`,
    )
    .get(id, purpose, now) as { userId: string } | undefined
}

/** Returns false when another request used the token first: only one use may win. */
export function markTokenUsed(db: Db, id: string, now: string): boolean {
  return (
    db.prepare('UPDATE one_time_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, id)
      .changes === 1
  )
}

/** After a reset, the other reset links mailed earlier must stop working too. */
export function markUserTokensUsed(db: Db, userId: string, purpose: TokenPurpose, now: string): void {
  db.prepare(
    'UPDATE one_time_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL',
  ).run(now, userId, purpose)
}
