import { codeGuard, errorCodes } from '../codes.ts'

/**
 * Error codes the estimate-request rules produce. Like domain/auth/errors.ts: the server sends the
 * English text as `message` beside the code, and the web translates by code through its catalogs.
 */
export const ESTIMATE_REQUEST_ERRORS = {
  requestInvalid: 'Please check the highlighted fields',
  idInvalid: 'This request has no valid identifier. Reload the page and try again.',
  nameRequired: 'Please enter your name',
  contactRequired: 'Enter an email address or a phone number so we can reach you',
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a valid phone number',
  streetRequired: 'Please enter your street address',
  cityRequired: 'Please enter your city',
  stateInvalid: 'Choose your state',
  zipInvalid: 'Enter a 5-digit ZIP code',
  propertyTypeInvalid: 'Choose home or business',
  filmInterestInvalid: 'Choose what you are interested in',
  windowCountInvalid: 'Enter how many windows, from 1 to 500',
  largestWindowInvalid: 'Choose the size of your largest window',
  contactTimeInvalid: 'Choose when we should contact you',
  fieldTooLong: 'This field is too long',
  tooManyPhotos: 'You can attach at most 10 photos',
  photoInvalid: 'Photos must be JPEG images of at most 2 MB',
  photosTooLarge: 'Your photos are too large together. Remove some and try again.',
  requestTooLarge: 'This request is too large. Remove some photos and try again.',
  statusInvalid: 'Choose new, contacted, quoted or closed',
  statusChangeNotAllowed: 'A request moves forward, or back one step to undo a change',
  requestNotFound: 'No such estimate request',
} as const

export type EstimateRequestErrorCode = keyof typeof ESTIMATE_REQUEST_ERRORS

export const isEstimateRequestErrorCode = codeGuard(ESTIMATE_REQUEST_ERRORS)

/** What validation against this table reports when no schema message names the problem. */
export const ESTIMATE_REQUEST_CODES = errorCodes(ESTIMATE_REQUEST_ERRORS, 'requestInvalid')
