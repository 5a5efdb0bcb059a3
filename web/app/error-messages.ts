import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isAuthErrorCode, type AuthErrorCode } from '../../domain/auth/errors.ts'
import { ApiError, NetworkError } from './api-client.ts'

/** The translated text of each domain error code. */
export const AUTH_ERROR_MESSAGES: Record<AuthErrorCode, MessageDescriptor> = {
  usernameOrEmailRequired: msg`Username or email is required`,
  passwordRequired: msg`Password is required`,
  passwordsDoNotMatch: msg`Passwords do not match`,
  usernameInvalid: msg`Usernames are 3 to 32 letters, digits, dots, dashes or underscores`,
  usernameTaken: msg`That username is already taken`,
  emailInvalid: msg`Enter a valid email address`,
  emailTaken: msg`An account with that email already exists`,
  passwordTooShort: msg`Passwords need at least 10 characters`,
  passwordTooLong: msg`Passwords can be at most 128 characters`,
  userTypeNotAllowed: msg`Choose homeowner, installer or member`,
  invalidCredentials: msg`Username or password is incorrect.`,
  accountDisabled: msg`This account has been disabled. Please contact support.`,
  currentPasswordWrong: msg`Your current password is not correct`,
  tooManyAttempts: msg`Too many attempts. Please wait a few minutes and try again.`,
  resetTokenInvalid: msg`This link is invalid or has expired. Please request a new one.`,
  verifyTokenInvalid: msg`This verification link is invalid or has expired.`,
  notAuthenticated: msg`Please sign in to continue.`,
  forbidden: msg`You do not have access to this`,
  notFound: msg`This was not found. It may have been removed.`,
  crossSiteRequest: msg`This request was refused. Please reload the page and try again.`,
  invalidInput: msg`Please check the highlighted fields`,
  fieldTooLong: msg`This field is too long`,
  urlInvalid: msg`Enter a full web address starting with http:// or https://`,
  phoneInvalid: msg`Enter a valid phone number`,
  imageInvalid: msg`Upload a PNG, JPEG or WebP image of at most 1 MB`,
}

const OFFLINE = msg`You are offline. Check your connection and try again.`

export function translateCode(i18n: I18n, code: string): string {
  return isAuthErrorCode(code) ? i18n._(AUTH_ERROR_MESSAGES[code]) : code
}

/**
 * The text to show for a failed call: a known code in the reader's language, otherwise the
 * server's own message, else the fallback.
 */
export function describeError(i18n: I18n, error: unknown, fallback: MessageDescriptor): string {
  if (error instanceof NetworkError) return i18n._(OFFLINE)
  if (error instanceof ApiError) {
    if (error.code && isAuthErrorCode(error.code)) return i18n._(AUTH_ERROR_MESSAGES[error.code])
    if (error.message) return error.message
  }
  return i18n._(fallback)
}
