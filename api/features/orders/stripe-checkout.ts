import Stripe from 'stripe'
import type { ShippingMethod } from '../../../domain/shop/shipping.ts'
import {
  WebhookSignatureError,
  type CardPaymentProvider,
  type DepositPayment,
  type PaymentContext,
  type PaymentEvent,
  type PaymentOrder,
} from './payments.ts'

/*
 * Card payment through Stripe Checkout (decision 009): the server creates a Checkout Session from
 * its own priced order, the customer pays on Stripe's page and comes back to /order-success or
 * /order-cancelled, and Stripe's signed webhook says whether the money is in.
 */

export interface StripeCheckoutConfig {
  secretKey: string
  webhookSecret: string
  /** Stripe's HTTP layer; tests pass `Stripe.createFetchHttpClient(fakeFetch)`, so nothing reaches Stripe. */
  httpClient?: Stripe.HttpClient
}

/**
 * How long the customer has to pay on Stripe's page (Stripe accepts 30 minutes to 24 hours). The
 * order holds its stock meanwhile; when the page expires, the webhook cancels the order and
 * releases the stock.
 */
export const CHECKOUT_LIFETIME_S = 60 * 60

/** Stripe's smallest charge in US dollars: a card order must come to at least this. */
const STRIPE_MINIMUM_CENTS = 50

const SHIPPING_NAME: Record<ShippingMethod, string> = {
  ground: 'Shipping: ground',
  expedited: 'Shipping: expedited',
  freight: 'Shipping: freight',
}

/** 475 → "4.75 %". */
const percent = (basisPoints: number) => `${basisPoints / 100} %`

type LineItem = Stripe.Checkout.SessionCreateParams.LineItem & {
  quantity: number
  price_data: { unit_amount: number }
}

function item(name: string, unitCents: number, quantity = 1): LineItem {
  return { quantity, price_data: { currency: 'usd', unit_amount: unitCents, product_data: { name } } }
}

/**
 * The Checkout Session of an order: its lines, shipping and tax as line items, so that Stripe
 * charges exactly the order's total (checked here before anything is sent).
 */
function checkoutSessionParams(
  order: PaymentOrder,
  { origin, now }: PaymentContext,
): Stripe.Checkout.SessionCreateParams {
  const { totals } = order
  const lineItems = [
    ...order.lines.map((line) =>
      item(
        line.cutLengthFt === null ? line.name : `${line.name}, cut to ${line.cutLengthFt} ft`,
        line.unitCents,
        line.quantity,
      ),
    ),
    ...(totals.shippingCents > 0 ? [item(SHIPPING_NAME[order.shippingMethod], totals.shippingCents)] : []),
    ...(totals.taxCents > 0 ? [item(`Sales tax (${percent(totals.taxRateBp)})`, totals.taxCents)] : []),
  ]
  const charged = lineItems.reduce(
    (sum, { quantity, price_data }) => sum + price_data.unit_amount * quantity,
    0,
  )
  if (charged !== totals.totalCents)
    throw new Error(
      `The Checkout items of ${order.orderNumber} add up to ${charged}, not ${totals.totalCents}`,
    )
  const number = encodeURIComponent(order.orderNumber)
  return {
    mode: 'payment',
    currency: 'usd',
    // Cards only: delayed methods (bank debits) would leave the stock held for days.
    allowed_payment_method_types: ['card'],
    line_items: lineItems,
    customer_email: order.email,
    client_reference_id: order.orderNumber,
    metadata: { order_number: order.orderNumber },
    payment_intent_data: { metadata: { order_number: order.orderNumber } },
    success_url: `${origin}/order-success?order=${number}&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/order-cancelled?order=${number}`,
    expires_at: Math.floor(now.getTime() / 1000) + CHECKOUT_LIFETIME_S,
  }
}

type CheckoutSession = Stripe.Checkout.Session

const quoteIdOf = (session: CheckoutSession) => session.metadata?.quote_id ?? null

/** An order's session names its number; a deposit's (whose client_reference_id is the quote's id) does not. */
const orderNumberOf = (session: CheckoutSession) =>
  session.metadata?.order_number ?? (quoteIdOf(session) === null ? session.client_reference_id : null) ?? null

/**
 * The Checkout Session of a quote's deposit: one line, the deposit, for exactly the amount due; the
 * customer comes back to the quote's page either way, and the webhook says whether it was paid.
 */
function depositSessionParams(
  deposit: DepositPayment,
  { now }: PaymentContext,
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    currency: 'usd',
    allowed_payment_method_types: ['card'],
    line_items: [
      item(
        deposit.purpose === 'balance'
          ? `Balance of quote ${deposit.quoteNumber}`
          : `Deposit for quote ${deposit.quoteNumber}`,
        deposit.amountCents,
      ),
    ],
    ...(deposit.email ? { customer_email: deposit.email } : {}),
    client_reference_id: deposit.quoteId,
    metadata: { quote_id: deposit.quoteId },
    payment_intent_data: { metadata: { quote_id: deposit.quoteId } },
    success_url: `${deposit.returnUrl}?${deposit.purpose}=paid`,
    cancel_url: deposit.returnUrl,
    expires_at: Math.floor(now.getTime() / 1000) + CHECKOUT_LIFETIME_S,
  }
}

/** What an event says about an order's payment; every other event is acknowledged and ignored. */
function paymentEventOf(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      // 'unpaid': a delayed payment still on its way (its own event follows).
      if (session.payment_status !== 'paid') break
      return {
        kind: 'paid',
        eventId: event.id,
        reference: session.id,
        orderNumber: orderNumberOf(session),
        quoteId: quoteIdOf(session),
        amountCents: session.amount_total,
        currency: session.currency,
      }
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object
      return {
        kind: 'failed',
        eventId: event.id,
        reference: session.id,
        orderNumber: orderNumberOf(session),
        quoteId: quoteIdOf(session),
      }
    }
  }
  return { kind: 'ignored', eventId: event.id, type: event.type }
}

export function createStripeCheckout(config: StripeCheckoutConfig): CardPaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...(config.httpClient ? { httpClient: config.httpClient } : {}),
    // Retries carry Stripe's idempotency key, so a lost answer never creates a second session.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'southern-shield' },
  })

  return {
    method: 'card',
    minimumCents: STRIPE_MINIMUM_CENTS,

    async start(order, context) {
      const session = await stripe.checkout.sessions.create(checkoutSessionParams(order, context))
      if (!session.url) throw new Error(`Checkout Session ${session.id} has no page address`)
      return { reference: session.id, paymentUrl: session.url, instructions: 'cardPaid' }
    },

    async startDeposit(deposit, context) {
      const session = await stripe.checkout.sessions.create(depositSessionParams(deposit, context))
      if (!session.url) throw new Error(`Checkout Session ${session.id} has no page address`)
      return { reference: session.id, paymentUrl: session.url }
    },

    async readWebhook(payload, signature, receivedAt) {
      if (!signature) throw new WebhookSignatureError()
      let event: Stripe.Event
      try {
        event = await stripe.webhooks.constructEventAsync(
          payload,
          signature,
          config.webhookSecret,
          undefined,
          undefined,
          receivedAt.getTime(),
        )
      } catch (error) {
        throw new WebhookSignatureError(error)
      }
      return paymentEventOf(event)
    },
  }
}
