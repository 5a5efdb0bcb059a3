import type { Cents } from '../../../domain/money/money.ts'
import type { PaymentMethod } from '../../../domain/shop/order.ts'

/**
 * The seam for taking payment. An order is stored first (placed, its stock held); then the provider
 * of its payment method starts the payment, outside the database transaction, since a card
 * provider calls out over the network. Only "Pay by invoice / on delivery" exists now; a card
 * provider (Stripe) will create a PaymentIntent here with the order number as its idempotency key,
 * return its id as `reference` and a client secret for the browser, and a webhook route will then
 * move the order to 'paid'.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod
  start(order: { orderNumber: string; totalCents: Cents; email: string }): Promise<PaymentStart>
}

export interface PaymentStart {
  /** The provider's reference for this payment, kept on the order. */
  reference: string
  /** What the confirmation tells the customer to do, in English like the other mails. */
  instructions: string
}

/** Days an invoice gives to pay, from shipment. */
export const INVOICE_TERMS_DAYS = 30

export const INVOICE_INSTRUCTIONS = `We email your invoice when the order ships. Pay it within ${INVOICE_TERMS_DAYS} days, or to the driver on delivery.`

/** Pay by invoice / on delivery: nothing to charge now; the invoice carries the order's number. */
export const invoiceProvider: PaymentProvider = {
  method: 'invoice',
  start: ({ orderNumber }) =>
    Promise.resolve({ reference: `INV-${orderNumber.slice(3)}`, instructions: INVOICE_INSTRUCTIONS }),
}

export type PaymentProviders = Record<PaymentMethod, PaymentProvider>

export const DEFAULT_PAYMENT_PROVIDERS: PaymentProviders = { invoice: invoiceProvider }
