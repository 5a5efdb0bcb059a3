import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isQuoteErrorCode, type QuoteErrorCode } from '../../../domain/quotes/errors.ts'
import type { CustomLineKind, CustomLineUnit } from '../../../domain/quotes/rules.ts'
import type { DepositMethod, DepositState, QuoteStage } from '../../../domain/quotes/state.ts'
import { ApiError, NetworkError } from '../../app/api-client.ts'

/** The translated text of each code of domain/quotes/errors.ts (a Record: a new code without a text fails the type check). */
const QUOTE_ERROR_MESSAGES: Record<QuoteErrorCode, MessageDescriptor> = {
  quoteInvalid: msg`Please check the highlighted fields`,
  idInvalid: msg`This quote has no valid identifier. Reload the page and try again.`,
  codeInvalid: msg`This quote number is not valid`,
  codeTaken: msg`Another quote already has this number. Make the quote again.`,
  versionInvalid: msg`Versions count up from 1, one at a time`,
  tokenInvalid: msg`This quote link is not valid`,
  nameRequired: msg`Please type your full name`,
  emailInvalid: msg`Enter a valid email address`,
  languageInvalid: msg`Choose a language`,
  fieldTooLong: msg`This field is too long`,
  optionsInvalid: msg`A quote offers one to three options, each with its own name`,
  optionInvalid: msg`Choose one of the quote’s options`,
  customLineInvalid: msg`A custom line needs a name, a quantity from 1 to 9,999 and a price`,
  tooManyCustomLines: msg`A quote has at most 10 custom lines`,
  discountTooLarge: msg`This discount is larger than the pricing sheet allows`,
  depositInvalid: msg`A deposit is a percentage from 0 to 100 or an amount of 0 or more`,
  validityInvalid: msg`A quote is valid from 1 to 365 days`,
  windowsRequired: msg`Add at least one window before making a quote`,
  windowsInvalid: msg`A window of this estimate is not valid. Check its measurements.`,
  figuresChanged: msg`Prices changed since this quote was made on the device (the pricing sheet or a tax rate). Make the quote again to see the new figures.`,
  quoteNotFound: msg`No such quote`,
  estimateNotYours: msg`This estimate belongs to someone else`,
  linkExpired: msg`This quote has expired. Ask your installer for a new one.`,
  linkRevoked: msg`This quote link was withdrawn. Ask your installer for a new one.`,
  superseded: msg`There is a newer version of this quote. Open the latest link you received.`,
  alreadyAccepted: msg`This quote was already accepted`,
  snapshotMismatch: msg`This quote changed since it was opened. Reload it and sign again.`,
  signatureRequired: msg`Please sign in the box`,
  signatureInvalid: msg`The signature could not be read. Clear it and sign again.`,
  consentRequired: msg`Please tick the box to agree to the terms`,
  noteRequired: msg`Tell your installer what to change`,
  emailRequired: msg`Enter the customer’s email address to send the quote`,
  notAccepted: msg`This quote has not been accepted yet`,
  depositMethodInvalid: msg`Choose how the deposit is paid`,
  depositNotDue: msg`Nothing is due on this quote now`,
  cardUnavailable: msg`Card payment is not available. Choose an invoice instead.`,
  paymentInvalid: msg`Enter the amount received, from 1 cent up to what is due`,
  notInstalled: msg`This job is not installed yet`,
  reviewInvalid: msg`Give the installation 1 to 5 stars; a comment is up to 2000 characters`,
  alreadyReviewed: msg`You already reviewed this installation. Thank you!`,
}

const FAILED = msg`An error occurred`

/** A code's text in the current language; unknown codes read as the generic error. */
export function translateQuoteCode(i18n: I18n, code: string | undefined): string {
  return isQuoteErrorCode(code) ? i18n._(QUOTE_ERROR_MESSAGES[code]) : i18n._(FAILED)
}

/** What went wrong with a direct request, in words: offline, a refusal with its code, or anything else. */
export function describeQuoteFailure(i18n: I18n, error: unknown): string {
  if (error instanceof NetworkError)
    return i18n._(msg`You are offline. Connect to the internet and try again.`)
  if (error instanceof ApiError) return translateQuoteCode(i18n, error.code)
  return i18n._(FAILED)
}

/**
 * The consent the customer ticks, in the language shown. Its English is domain/quotes/state.ts's
 * CONSENT_TEXT word for word (labels.test.ts): the server keeps that text in the audit trail.
 */
export const CONSENT = msg`I accept this quote and its terms, and I agree that typing my name and drawing my signature here signs it electronically.`

export const STAGE_LABELS: Record<QuoteStage, MessageDescriptor> = {
  draft: msg({ message: 'Not sent', context: 'quote' }),
  sent: msg({ message: 'Sent', context: 'quote' }),
  viewed: msg({ message: 'Viewed', context: 'quote' }),
  changesRequested: msg({ message: 'Changes requested', context: 'quote' }),
  accepted: msg({ message: 'Accepted', context: 'quote' }),
  expired: msg({ message: 'Expired', context: 'quote' }),
  revoked: msg({ message: 'Withdrawn', context: 'quote' }),
  superseded: msg({ message: 'Replaced by a newer version', context: 'quote' }),
}

export const DEPOSIT_STATE_LABELS: Record<DepositState, MessageDescriptor> = {
  none: msg`No deposit`,
  due: msg`Deposit due`,
  deferred: msg`Deposit: pay link sent when the signature arrives`,
  invoiced: msg`Deposit invoiced`,
  paid: msg`Deposit paid`,
}

export const DEPOSIT_METHOD_LABELS: Record<DepositMethod, MessageDescriptor> = {
  card: msg`Card`,
  invoice: msg`Invoice`,
  cash: msg`Cash`,
  check: msg({ message: 'Check', context: 'payment' }),
}

/** What a custom line is called when the installer gave it no name of their own. */
export const CUSTOM_LINE_LABELS: Record<Exclude<CustomLineKind, 'other'>, MessageDescriptor> = {
  removal: msg`Old film removal`,
  travel: msg`Travel`,
  afterHours: msg`After-hours work`,
  disposal: msg`Disposal`,
}

/** "per sq ft": what one of a custom line's quantity counts. */
export const CUSTOM_LINE_UNIT_LABELS: Record<CustomLineUnit, MessageDescriptor> = {
  job: msg`per job`,
  sqFt: msg`per sq ft`,
  mile: msg`per mile`,
}

/** A custom line's name: the installer's words, else its kind's. */
export function customLineLabel(i18n: I18n, line: { kind: CustomLineKind; label: string }): string {
  if (line.label !== '' || line.kind === 'other') return line.label
  return i18n._(CUSTOM_LINE_LABELS[line.kind])
}
