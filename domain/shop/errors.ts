import { codeGuard, errorCodes } from '../codes.ts'

/**
 * Error codes the shop's rules produce (orders, their limits and their workflow). Like
 * domain/auth/errors.ts: the API sends the English text as `message` beside the code, and the web
 * translates by code through its catalogs.
 */
export const ORDER_ERRORS = {
  orderInvalid: 'Please check the highlighted fields',
  linesRequired: 'Your cart is empty',
  tooManyLines: 'An order can hold at most 30 different items. Split it into two orders.',
  productNotFound: 'This item is not in our catalog',
  productInactive: 'This item is no longer sold',
  quantityInvalid: 'Enter a whole number of at least 1',
  quantityTooLarge: 'That is more than one order can hold for this item. Contact us for larger quantities.',
  optionsInvalid: 'This item has no such option',
  cutNotAvailable: 'This item is sold whole, not cut to length',
  cutLengthInvalid: 'Enter the length in whole feet',
  cutLengthTooShort: 'Cut lengths start at 5 ft',
  cutLengthTooLong: 'A cut cannot be longer than the roll',
  emailRequired: 'Enter your email so we can send your order confirmation',
  emailInvalid: 'Enter a valid email address',
  nameRequired: 'Enter the name to ship to',
  streetRequired: 'Enter the street address',
  cityRequired: 'Enter the city',
  stateInvalid: 'Choose the state',
  stateNotShipped: 'We ship to the 48 contiguous states and DC. Call us for Alaska and Hawaii.',
  zipInvalid: 'Enter a 5-digit ZIP code',
  zipNotInState: 'This ZIP code is not in the chosen state. Check the ZIP code and the state.',
  phoneInvalid: 'Enter a valid phone number',
  phoneRequiredForFreight: 'Freight carriers call before delivery: enter a phone number',
  fieldTooLong: 'This field is too long',
  shippingMethodInvalid: 'Choose ground, expedited or freight shipping',
  freightRequired: 'Full rolls 60″ wide and over, and orders over 150 lb, ship by freight',
  freightNotAvailable: 'Freight is for full wide rolls and heavy orders. Choose ground or expedited.',
  paymentMethodInvalid: 'Choose pay by invoice or pay by card',
  paymentMethodUnavailable: 'Card payment is not available right now. Choose pay by invoice.',
  paymentStartFailed: 'Card payment could not be started. Try again in a moment, or choose pay by invoice.',
  outOfStock: 'Not enough of this item in stock',
  splitShipmentNeeded:
    'None of our hubs has everything in this order. Order the items separately, or contact us.',
  idempotencyKeyRequired: 'This order has no request key. Reload the page and try again.',
  idempotencyKeyReused:
    'An order with different contents was already placed from this page. Reload the page and try again.',
  orderNotFound: 'No order matches that number and email',
  orderNumberInvalid: 'Enter your order number, like SS-7K2M-Q9XD',
  statusInvalid: 'Choose a valid order status',
  statusChangeNotAllowed: 'An order cannot move to that status from where it is',
  trackingNumberRequired: 'Enter the tracking number of the shipment',
  trackingNumberInvalid: 'Tracking numbers are letters and digits, at most 40',
  refundAmountInvalid: 'Enter the amount refunded, more than $0',
  refundTooLarge: 'A refund cannot be more than what is left of the order’s total',
  refundNotPaid: 'Nothing was paid on this order: there is nothing to refund',
  refundCancelFirst: 'This order has not shipped: cancel it first, then refund it in full',
  returnInvalid: 'Choose the lines that came back and how many of each',
  returnNotShipped: 'Only lines of a shipped order can come back',
  returnTooMany: 'More pieces than the order holds, less those already returned, cannot come back',
  refundReasonRequired: 'Say why the order is refunded (at least 3 characters)',
  guestQuantityLimit:
    'Without an account, an invoice order takes at most 10 of an item: sign in, or pay by card',
  guestTotalLimit: 'Without an account, an invoice order is at most $2,500: sign in, or pay by card',
  cancelNotAllowed: 'This order is already being prepared and can no longer be cancelled. Contact us.',
} as const

export type OrderErrorCode = keyof typeof ORDER_ERRORS

export const isOrderErrorCode = codeGuard(ORDER_ERRORS)

/** What validation against this table reports when no schema message names the problem. */
export const ORDER_CODES = errorCodes(ORDER_ERRORS, 'orderInvalid')
