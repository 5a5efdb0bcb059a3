import type {
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '../../../domain/auth/schemas.ts'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import type { Locale } from '../../../domain/i18n/locales.ts'
import type { AppDeps } from '../../context.ts'
import { AUTH_CODES, type AuthErrorCode } from '../../../domain/auth/errors.ts'
import { FeatureError } from '../../http/feature-error.ts'
import type { MailMessage } from '../../mail/mailer.ts'
import {
  findTakenIdentifiers,
  findUsableToken,
  findUserByEmail,
  findUserById,
  findUserByUsernameOrEmail,
  isAccountDisabled,
  insertOneTimeToken,
  insertUser,
  markEmailVerified,
  markTokenUsed,
  markUserTokensUsed,
  toSessionUser,
  updatePasswordHash,
  type TokenPurpose,
} from './auth.repo.ts'
import { passwordResetMail, verifyEmailMail } from './auth.mails.ts'
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts'
import { invalidateUserSessions } from './session.service.ts'
import { generateToken, hashToken, looksLikeToken } from './tokens.ts'

const HOUR_MS = 60 * 60 * 1000
const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = { reset: HOUR_MS, verify: 24 * HOUR_MS }
const TOKEN_PAGE: Record<TokenPurpose, string> = { reset: '/reset-password', verify: '/verify-email' }

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer'>

/**
 * The user for these credentials, or null; unknown users cost the same time as a wrong password.
 * A disabled account is refused (403 accountDisabled) only once its password is right, so the
 * refusal tells nothing to someone guessing.
 */
export async function verifyCredentials(deps: Deps, input: LoginInput): Promise<SessionUser | null> {
  const user = findUserByUsernameOrEmail(deps.db, input.usernameOrEmail)
  if (!user) {
    await verifyAgainstDummy(input.password)
    return null
  }
  if (!(await verifyPassword(user.password_hash, input.password))) return null
  if (isAccountDisabled(deps.db, user.id)) throw new FeatureError(403, 'accountDisabled', AUTH_CODES)
  return toSessionUser(user)
}

function assertIdentifiersFree(deps: Deps, username: string, email: string): void {
  const taken = findTakenIdentifiers(deps.db, username, email)
  if (!taken.username && !taken.email) return
  const fieldErrors: Record<string, AuthErrorCode> = {}
  if (taken.username) fieldErrors.username = 'usernameTaken'
  if (taken.email) fieldErrors.email = 'emailTaken'
  throw new FeatureError(409, taken.username ? 'usernameTaken' : 'emailTaken', AUTH_CODES, fieldErrors)
}

/**
 * Creates the account and mails its verification link, in `language` (the page's, or the browser's):
 * the account's mails are written in it. Team roles and admin are never self-chosen (the schema refuses them).
 */
export async function register(
  deps: Deps,
  input: RegisterInput,
  { origin, language }: { origin: string; language: Locale },
): Promise<SessionUser> {
  assertIdentifiersFree(deps, input.username, input.email)
  const passwordHash = await hashPassword(input.password)
  const now = deps.clock()
  const id = crypto.randomUUID()
  const link = deps.db.transaction(() => {
    // Checked again: another registration may have taken the name while we hashed. better-sqlite3
    // is synchronous, so nothing can slip in between this check and the insert.
    assertIdentifiersFree(deps, input.username, input.email)
    insertUser(deps.db, {
      id,
      username: input.username,
      email: input.email,
      passwordHash,
      userType: input.userType,
      isAdmin: false,
      hasCompletedOnboarding: false,
      emailVerifiedAt: null,
      hubId: null,
      createdAt: now.toISOString(),
      language,
    })
    return issueTokenLink(deps, id, 'verify', origin)
  })()
  const user = findUserById(deps.db, id)
  if (!user) throw new Error('The new user was not saved')
  await sendMail(deps, verifyEmailMail(user.email, user.language, user.username, link))
  return toSessionUser(user)
}

/** Stores a hashed single-use token and returns the link that carries the token itself. */
function issueTokenLink(deps: Deps, userId: string, purpose: TokenPurpose, origin: string): string {
  const token = generateToken()
  const now = deps.clock()
  insertOneTimeToken(deps.db, {
    id: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
    createdAt: now.toISOString(),
  })
  return `${origin}${TOKEN_PAGE[purpose]}?token=${token}`
}

/** Mail problems are logged, never shown: the account change has already been made. */
async function sendMail(deps: Deps, message: MailMessage): Promise<void> {
  try {
    await deps.mailer.send(message)
  } catch (error) {
    console.error(`Could not send the ${message.purpose ?? ''} mail:`, error)
  }
}

/**
 * Mails a reset link when the address belongs to an account, and does nothing visible otherwise.
 * Delivery is not awaited: waiting for SMTP only for real accounts would reveal which exist.
 */
export function requestPasswordReset(deps: Deps, email: string, origin: string): void {
  const user = findUserByEmail(deps.db, email)
  if (!user) return
  const link = issueTokenLink(deps, user.id, 'reset', origin)
  void sendMail(deps, passwordResetMail(user.email, user.language, link))
}

/** Redeems a usable token of this purpose once, inside the caller's transaction; throws `invalid` otherwise. */
function redeemToken(deps: Deps, token: string, purpose: TokenPurpose, invalid: FeatureError): string {
  const now = deps.clock().toISOString()
  const id = hashToken(token)
  const found = looksLikeToken(token) ? findUsableToken(deps.db, id, purpose, now) : undefined
  if (!found || !markTokenUsed(deps.db, id, now)) throw invalid
  return found.userId
}

/**
 * Sets the new password and signs every device out: whoever knew the old password is locked out.
 * Returns whose password it was.
 */
export async function resetPassword(deps: Deps, input: ResetPasswordInput): Promise<string> {
  const invalid = new FeatureError(400, 'resetTokenInvalid', AUTH_CODES, { token: 'resetTokenInvalid' })
  // Fail fast before the slow hash; the token is checked again atomically below.
  if (!findUsableToken(deps.db, hashToken(input.token), 'reset', deps.clock().toISOString())) throw invalid
  const passwordHash = await hashPassword(input.password)
  return deps.db.transaction(() => {
    const userId = redeemToken(deps, input.token, 'reset', invalid)
    const now = deps.clock().toISOString()
    updatePasswordHash(deps.db, userId, passwordHash)
    markUserTokensUsed(deps.db, userId, 'reset', now)
    // The link arrived by mail, so following it proves the address too.
    markEmailVerified(deps.db, userId, now)
    invalidateUserSessions(deps.db, userId)
    return userId
  })()
}

export function verifyEmail(deps: Deps, token: string): void {
  const invalid = new FeatureError(400, 'verifyTokenInvalid', AUTH_CODES, { token: 'verifyTokenInvalid' })
  deps.db.transaction(() => {
    const userId = redeemToken(deps, token, 'verify', invalid)
    markEmailVerified(deps.db, userId, deps.clock().toISOString())
  })()
}

/** A fresh link for a signed-in user whose address is not yet verified; nothing to do otherwise. */
export async function resendVerification(deps: Deps, userId: string, origin: string): Promise<void> {
  const user = findUserById(deps.db, userId)
  if (!user || user.email_verified_at) return
  const link = issueTokenLink(deps, user.id, 'verify', origin)
  await sendMail(deps, verifyEmailMail(user.email, user.language, user.username, link))
}

/** Checks the current password, sets the new one and signs out every other device. */
export async function changePassword(
  deps: Deps,
  userId: string,
  currentSessionId: string,
  input: ChangePasswordInput,
): Promise<void> {
  const user = findUserById(deps.db, userId)
  if (!user || !(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new FeatureError(400, 'currentPasswordWrong', AUTH_CODES, {
      currentPassword: 'currentPasswordWrong',
    })
  }
  const passwordHash = await hashPassword(input.password)
  deps.db.transaction(() => {
    updatePasswordHash(deps.db, userId, passwordHash)
    invalidateUserSessions(deps.db, userId, currentSessionId)
  })()
}
