import { codeGuard, errorCodes } from '../codes.ts'

/**
 * Error codes the auth rules produce. The API sends the English text as `message`, plus the code;
 * the web translates by code through its catalogs.
 */
export const AUTH_ERRORS = {
  usernameOrEmailRequired: 'Username or email is required',
  passwordRequired: 'Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  usernameInvalid: 'Usernames are 3 to 32 letters, digits, dots, dashes or underscores',
  usernameTaken: 'That username is already taken',
  emailInvalid: 'Enter a valid email address',
  emailTaken: 'An account with that email already exists',
  passwordTooShort: 'Passwords need at least 10 characters',
  passwordTooLong: 'Passwords can be at most 128 characters',
  userTypeNotAllowed: 'Choose homeowner, installer or member',
  invalidCredentials: 'Invalid credentials',
  accountDisabled: 'This account has been disabled. Please contact support.',
  currentPasswordWrong: 'Your current password is not correct',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  resetTokenInvalid: 'This link is invalid or has expired. Please request a new one.',
  verifyTokenInvalid: 'This verification link is invalid or has expired.',
  notAuthenticated: 'Not authenticated',
  forbidden: 'You do not have access to this',
  notFound: 'This was not found. It may have been removed.',
  crossSiteRequest: 'Cross-site request refused',
  invalidInput: 'Please check the highlighted fields',
  fieldTooLong: 'This field is too long',
  urlInvalid: 'Enter a full web address starting with http:// or https://',
  phoneInvalid: 'Enter a valid phone number',
  imageInvalid: 'Upload a PNG, JPEG or WebP image of at most 1 MB',
} as const

export type AuthErrorCode = keyof typeof AUTH_ERRORS

export const isAuthErrorCode = codeGuard(AUTH_ERRORS)

/** What validation against this table reports when no schema message names the problem. */
export const AUTH_CODES = errorCodes(AUTH_ERRORS, 'invalidInput')
