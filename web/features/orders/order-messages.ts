import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isOrderErrorCode, type OrderErrorCode } from '../../../domain/shop/errors.ts'
import { isAuthErrorCode } from '../../../domain/auth/errors.ts'
import { ApiError, NetworkError } from '../../app/api-client.ts'
import { AUTH_ERROR_MESSAGES } from '../../app/error-messages.ts'

/**
 * The translated text of each code of domain/shop/errors.ts. A Record, so a code added there without
 * a text here fails the type check (and order-messages.test.ts).
 */
export const ORDER_ERROR_MESSAGES: Record<OrderErrorCode, MessageDescriptor> = {
  orderInvalid: msg`Please check the highlighted fields`,
  linesRequired: msg`Your cart is empty`,
  tooManyLines: msg`An order can hold at most 30 different items. Split it into two orders.`,
  productNotFound: msg`This item is not in our catalog`,
  productInactive: msg`This item is no longer sold`,
  quantityInvalid: msg`Enter a whole number of at least 1`,
  quantityTooLarge: msg`That is more than one order can hold for this item. Contact us for larger quantities.`,
  optionsInvalid: msg`This item has no such option`,
  cutNotAvailable: msg`This item is sold whole, not cut to length`,
  cutLengthInvalid: msg`Enter the length in whole feet`,
  cutLengthTooShort: msg`Cut lengths start at 5 ft`,
  cutLengthTooLong: msg`A cut cannot be longer than the roll`,
  emailRequired: msg`Enter your email so we can send your order confirmation`,
  emailInvalid: msg`Enter a valid email address`,
  nameRequired: msg`Enter the name to ship to`,
  streetRequired: msg`Enter the street address`,
  cityRequired: msg`Enter the city`,
  stateInvalid: msg`Choose the state`,
  stateNotShipped: msg`We ship to the 48 contiguous states and DC. Call us for Alaska and Hawaii.`,
  zipInvalid: msg`Enter a 5-digit ZIP code`,
  zipNotInState: msg`This ZIP code is not in the chosen state. Check the ZIP code and the state.`,
  phoneInvalid: msg`Enter a valid phone number`,
  phoneRequiredForFreight: msg`Freight carriers call before delivery: enter a phone number`,
  fieldTooLong: msg`This field is too long`,
  shippingMethodInvalid: msg`Choose ground, expedited or freight shipping`,
  freightRequired: msg`Full rolls 60″ wide and over, and orders over 150 lb, ship by freight`,
  freightNotAvailable: msg`Freight is for full wide rolls and heavy orders. Choose ground or expedited.`,
  paymentMethodInvalid: msg`Choose pay by invoice or pay by card`,
  paymentMethodUnavailable: msg`Card payment is not available right now. Choose pay by invoice.`,
  paymentStartFailed: msg`Card payment could not be started. Try again in a moment, or choose pay by invoice.`,
  outOfStock: msg`Not enough of this item in stock`,
  splitShipmentNeeded: msg`None of our hubs has everything in this order. Order the items separately, or contact us.`,
  idempotencyKeyRequired: msg`This order has no request key. Reload the page and try again.`,
  idempotencyKeyReused: msg`An order with different contents was already placed from this page. Reload the page and try again.`,
  orderNotFound: msg`No order matches that number and email`,
  orderNumberInvalid: msg`Enter your order number, like SS-7K2M-Q9XD`,
  statusInvalid: msg`Choose a valid order status`,
  statusChangeNotAllowed: msg`An order cannot move to that status from where it is`,
  trackingNumberRequired: msg`Enter the tracking number of the shipment`,
  trackingNumberInvalid: msg`Tracking numbers are letters and digits, at most 40`,
  refundAmountInvalid: msg`Enter the amount refunded, more than $0`,
  refundTooLarge: msg`A refund cannot be more than what is left of the order’s total`,
  refundNotPaid: msg`Nothing was paid on this order: there is nothing to refund`,
  refundCancelFirst: msg`This order has not shipped: cancel it first, then refund it in full`,
  returnInvalid: msg`Choose the lines that came back and how many of each`,
  guestQuantityLimit: msg`Without an account, an invoice order takes at most 10 of an item: sign in, or pay by card`,
  guestTotalLimit: msg`Without an account, an invoice order is at most $2,500: sign in, or pay by card`,
  returnNotShipped: msg`Only lines of a shipped order can come back`,
  returnTooMany: msg`More pieces than the order holds, less those already returned, cannot come back`,
  refundReasonRequired: msg`Say why the order is refunded (at least 3 characters)`,
  cancelNotAllowed: msg`This order is already being prepared and can no longer be cancelled. Contact us.`,
}

const SOMETHING_WRONG = msg`Something went wrong. Please try again.`
const OFFLINE = msg`You are offline. Check your connection and try again.`
const TOO_MANY = msg`Too many tries from this connection. Please wait a while and try again.`

/**
 * The text of an error code the orders API (or the session and rate-limit checks in front of it)
 * answers, in the reader's language; `fallback` (else a generic text) for a code this app does not know.
 */
export function translateOrderError(i18n: I18n, code: string, fallback?: string): string {
  if (isOrderErrorCode(code)) return i18n._(ORDER_ERROR_MESSAGES[code])
  if (code === 'tooManyAttempts') return i18n._(TOO_MANY)
  if (isAuthErrorCode(code)) return i18n._(AUTH_ERROR_MESSAGES[code])
  return fallback ?? i18n._(SOMETHING_WRONG)
}

/** The text to show for a failed orders call: offline, a known code, the server's text, or a generic one. */
export function describeOrderError(i18n: I18n, error: unknown): string {
  if (error instanceof NetworkError) return i18n._(OFFLINE)
  if (error instanceof ApiError) {
    if (error.status === 429) return i18n._(TOO_MANY)
    return translateOrderError(i18n, error.code ?? '', error.message || undefined)
  }
  return i18n._(SOMETHING_WRONG)
}

/** Field path → translated text, from an orders API answer's fieldErrors. */
export function orderFieldErrors(i18n: I18n, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, code]) => [field, translateOrderError(i18n, code)]),
  )
}
