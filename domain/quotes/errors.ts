import { codeGuard, errorCodes } from '../codes.ts'

/**
 * Error codes of quotes: making a version, sending it, the customer's answer and the deposit. Like
 * domain/auth/errors.ts: the server sends the English text as `message` beside the code, and the web
 * translates by code through its catalogs.
 */
export const QUOTE_ERRORS = {
  quoteInvalid: 'Please check the highlighted fields',
  idInvalid: 'This quote has no valid identifier. Reload the page and try again.',
  codeInvalid: 'This quote number is not valid',
  codeTaken: 'Another quote already has this number. Make the quote again.',
  versionInvalid: 'Versions count up from 1, one at a time',
  tokenInvalid: 'This quote link is not valid',
  nameRequired: 'Please type your full name',
  emailInvalid: 'Enter a valid email address',
  languageInvalid: 'Choose a language',
  fieldTooLong: 'This field is too long',
  optionsInvalid: 'A quote offers one to three options, each with its own name',
  optionInvalid: 'Choose one of the quote’s options',
  customLineInvalid: 'A custom line needs a name, a quantity from 1 to 999 and a price',
  tooManyCustomLines: 'A quote has at most 10 custom lines',
  discountTooLarge: 'This discount is larger than the pricing sheet allows',
  depositInvalid: 'A deposit is a percentage from 0 to 100 or an amount of 0 or more',
  validityInvalid: 'A quote is valid from 1 to 365 days',
  windowsRequired: 'Add at least one window before making a quote',
  windowsInvalid: 'A window of this estimate is not valid. Check its measurements.',
  figuresChanged:
    'Prices changed since this quote was made on the device (the pricing sheet or a tax rate). Make the quote again to see the new figures.',
  quoteNotFound: 'No such quote',
  estimateNotYours: 'This estimate belongs to someone else',
  linkExpired: 'This quote has expired. Ask your installer for a new one.',
  linkRevoked: 'This quote link was withdrawn. Ask your installer for a new one.',
  superseded: 'There is a newer version of this quote. Open the latest link you received.',
  alreadyAccepted: 'This quote was already accepted',
  snapshotMismatch: 'This quote changed since it was opened. Reload it and sign again.',
  signatureRequired: 'Please sign in the box',
  signatureInvalid: 'The signature could not be read. Clear it and sign again.',
  consentRequired: 'Please tick the box to agree to the terms',
  noteRequired: 'Tell your installer what to change',
  emailRequired: 'Enter the customer’s email address to send the quote',
  notAccepted: 'This quote has not been accepted yet',
  depositMethodInvalid: 'Choose how the deposit is paid',
  depositNotDue: 'Nothing is due on this quote now',
  cardUnavailable: 'Card payment is not available. Choose an invoice instead.',
  paymentInvalid: 'Enter the amount received, from 1 cent up to what is due',
  notInstalled: 'This job is not installed yet',
  reviewInvalid: 'Give the installation 1 to 5 stars; a comment is up to 2000 characters',
  alreadyReviewed: 'You already reviewed this installation. Thank you!',
} as const

export type QuoteErrorCode = keyof typeof QUOTE_ERRORS

export const isQuoteErrorCode = codeGuard(QUOTE_ERRORS)

export const QUOTE_CODES = errorCodes(QUOTE_ERRORS, 'quoteInvalid')
