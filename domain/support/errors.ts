import { codeGuard, errorCodes } from '../codes.ts'

/**
 * Error codes of the "Talk to a person" requests. Like domain/auth/errors.ts: the server sends the
 * English text as `message` beside the code, and the web translates by code through its catalogs.
 */
export const SUPPORT_ERRORS = {
  supportInvalid: 'Please check the highlighted fields',
  idInvalid: 'This request has no valid identifier. Close the form and try again.',
  nameRequired: 'Please enter your name',
  contactRequired: 'Enter an email address or a phone number so we can reach you',
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a valid phone number',
  noteTooLong: 'A note can hold at most 1000 characters',
  fieldTooLong: 'This field is too long',
  transcriptInvalid: 'The conversation could not be attached. Close the form and try again.',
  statusInvalid: 'Choose open, in progress, answered or closed',
  supportNotFound: 'No such support request',
} as const

export type SupportErrorCode = keyof typeof SUPPORT_ERRORS

export const isSupportErrorCode = codeGuard(SUPPORT_ERRORS)

/** What validation against this table reports when no schema message names the problem. */
export const SUPPORT_CODES = errorCodes(SUPPORT_ERRORS, 'supportInvalid')
