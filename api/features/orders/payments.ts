import { PAYMENT_METHODS, type PaymentMethod, type PlacedOrder } from '../../../domain/shop/order.ts'

/**
 * The seam for taking payment. An order is stored first (placed, its stock held); then the provider
 * of its payment method starts the payment, outside the database transaction, since a card
 * provider calls out over the network. "Pay by invoice / on delivery" always exists; card payment
 * (Stripe Checkout, ./stripe-checkout.ts, decision 009) only when the server is configured for it.
 */
interface PaymentProvider {
  readonly method: PaymentMethod
  /** The smallest total the provider can take, in cents (card payment has one); none when absent. */
  readonly minimumCents?: number
  start(order: PaymentOrder, context: PaymentContext): Promise<PaymentStart>
}

/** What a provider is told of the order: the server's own figures, never the client's. */
export type PaymentOrder = Pick<PlacedOrder, 'orderNumber' | 'email' | 'shippingMethod' | 'totals' | 'lines'>

export interface PaymentContext {
  /** The app's public origin, for the pages a payment provider sends the customer back to. */
  origin: string
  now: Date
}

interface PaymentStart {
  /** The provider's reference for this payment, kept on the order. */
  reference: string
  /** What the confirmation tells the customer about paying (orders.mails.ts words it in their language). */
  instructions: PaymentNote
  /** Where the customer goes to pay now; null when there is nothing to pay now. */
  paymentUrl: string | null
}

/**
 * What an order's confirmation says about paying: the invoice's terms, a card payment received, or
 * (when the provider failed) that the team will be in touch.
 */
export type PaymentNote = 'invoice' | 'cardPaid' | 'contactUs'

/** Pay by invoice / on delivery: nothing to charge now; the invoice carries the order's number. */
const invoiceProvider: PaymentProvider = {
  method: 'invoice',
  start: ({ orderNumber }) =>
    Promise.resolve({
      reference: `INV-${orderNumber.slice(3)}`,
      instructions: 'invoice',
      paymentUrl: null,
    }),
}

/** What a card provider's webhook says about a payment, once its signature is verified. */
export type PaymentEvent =
  | {
      /** The money is in. */
      kind: 'paid'
      eventId: string
      /** The payment's reference (the Checkout Session's id). */
      reference: string
      orderNumber: string | null
      /** The quote whose deposit the session pays (api/features/quotes); null for an order's. */
      quoteId: string | null
      amountCents: number | null
      currency: string | null
    }
  | {
      /** The payment will not come: the Checkout page expired, or a delayed payment failed. */
      kind: 'failed'
      eventId: string
      reference: string
      orderNumber: string | null
      quoteId: string | null
    }
  /** Anything else the endpoint receives (a pending payment, another event type): acknowledged, no change. */
  | { kind: 'ignored'; eventId: string; type: string }

/** Thrown by readWebhook when a request's signature does not hold: the request is refused, nothing changes. */
export class WebhookSignatureError extends Error {
  constructor(cause?: unknown) {
    super('The webhook signature does not hold', { cause })
    this.name = 'WebhookSignatureError'
  }
}

/** Card payment: the customer pays on the provider's page; a signed webhook says how it went. */
export interface CardPaymentProvider extends PaymentProvider {
  readonly method: 'card'
  /**
   * Verifies the signature of a webhook request (over its raw body, at `receivedAt`) and reads it;
   * throws WebhookSignatureError when the signature is missing or wrong.
   */
  readWebhook(payload: string, signature: string | undefined, receivedAt: Date): Promise<PaymentEvent>
  /** Opens a payment page for a quote's deposit; its events name the quote (quoteId). */
  startDeposit(
    deposit: DepositPayment,
    context: PaymentContext,
  ): Promise<{ reference: string; paymentUrl: string }>
}

/** What a card provider is told of a quote's deposit (or, once installed, its balance): the server's figures. */
export interface DepositPayment {
  quoteId: string
  /** The deposit before the job is installed, the final invoice's balance after. */
  purpose: 'deposit' | 'balance'
  /** 'Q-7K2M-Q9XD v2', on the payment page and the card statement's description. */
  quoteNumber: string
  email: string
  amountCents: number
  /** Where the customer comes back to, paid or not: the quote's page. */
  returnUrl: string
}

export interface PaymentProviders {
  invoice: PaymentProvider
  /** Absent when card payment is not configured: card orders are then refused. */
  card?: CardPaymentProvider
}

export const DEFAULT_PAYMENT_PROVIDERS: PaymentProviders = { invoice: invoiceProvider }

/** The methods a customer may choose now, in PAYMENT_METHODS order. */
export function availablePaymentMethods(payments: PaymentProviders): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => payments[method] !== undefined)
}
