/** Order limits: the schemas (./order.ts), the server's checks and the cart all read them here. */
export const ORDER_LIMITS = {
  /** Distinct lines in one order. */
  lines: 30,
  /** Pieces (rolls, cuts, kits) on one line. */
  quantity: 50,
  /** Sample packs in one order, of all films together: a few to compare, not stock to resell. */
  samples: 3,
  /** A service (the onboarding package) is bought once per order, however many lines name it. */
  services: 1,
  /** The shortest cut sold from a roll, in feet. */
  minCutFt: 5,
  name: 100,
  company: 100,
  street: 200,
  city: 100,
  phone: 40,
  email: 254,
  productId: 100,
} as const

/**
 * A visitor's invoice order holds stock before anyone has paid or is known to the shop: it is kept
 * small, and its hold ends if it is not paid in time (decision 008). Accounts and card orders, which
 * pay at once, are not concerned.
 */
export const GUEST_INVOICE_LIMITS = {
  /** Pieces on one line. */
  quantity: 10,
  /** Goods in one order, cents. */
  goodsCents: 250_000,
  /** Hours the order holds its stock unpaid before it is cancelled and the stock goes back. */
  holdHours: 48,
} as const

/** Days an invoice gives to pay, from shipment. */
export const INVOICE_TERMS_DAYS = 30

/** How long a visitor's unpaid invoice order holds its stock, in milliseconds. */
export const GUEST_INVOICE_HOLD_MS = GUEST_INVOICE_LIMITS.holdHours * 60 * 60 * 1000

/** Where a visitor's invoice order goes over its limits, by field; empty when it does not. */
export function guestInvoiceLimitErrors(
  lines: readonly { quantity: number }[],
  goodsCents: number,
): Record<string, 'guestQuantityLimit' | 'guestTotalLimit'> {
  const errors: Record<string, 'guestQuantityLimit' | 'guestTotalLimit'> = {}
  lines.forEach((line, index) => {
    if (line.quantity > GUEST_INVOICE_LIMITS.quantity)
      errors[`lines.${index}.quantity`] = 'guestQuantityLimit'
  })
  if (goodsCents > GUEST_INVOICE_LIMITS.goodsCents) errors.paymentMethod = 'guestTotalLimit'
  return errors
}
