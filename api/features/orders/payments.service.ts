import { ORDER_CODES } from '../../../domain/shop/errors.ts'
import type { PlacedOrder } from '../../../domain/shop/order.ts'
import type { AppDeps } from '../../context.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { orderConfirmationMail } from './orders.mails.ts'
import {
  findOrderByNumber,
  findOrderByPaymentReference,
  findUnstartedCardOrders,
  insertOrderEvent,
  isOrderPlaced,
  setCheckoutSession,
  setOrderStatus,
  settleReservations,
  type OrderRow,
} from './orders.repo.ts'
import { placedOf, sendMail, viewOf } from './orders.service.ts'
import type { PaymentEvent, PaymentProviders } from './payments.ts'

/*
 * Card payment of orders (decision 009): the Checkout page of a new card order, the webhook's
 * verdict on its payment, and the release of orders whose payment never started.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer'>

/**
 * How long a card order whose Checkout page could not be created keeps its stock: retries under
 * the same Idempotency-Key come within seconds; after this the order is cancelled (see
 * releaseUnstartedCardOrders). Far above Stripe's own time-out and retries (under a minute).
 */
export const UNSTARTED_CARD_ORDER_MS = 15 * 60 * 1000

/** Checkout Sessions being created, by order id: concurrent copies of one request share one. */
const starting = new Map<string, Promise<void>>()

/**
 * The answer for a placed order: for a card order still without its Checkout page, the page is
 * created first (once, whatever the number of concurrent retries) and kept with the order, so
 * every retry under the same Idempotency-Key answers the same paymentUrl. When Stripe fails,
 * 502 paymentStartFailed: the order stays placed, a retry with the same key tries again, and
 * releaseUnstartedCardOrders cancels it if none succeeds.
 */
export async function withCardPayment(
  deps: Deps,
  payments: PaymentProviders,
  order: PlacedOrder,
  origin: string,
): Promise<PlacedOrder> {
  if (order.paymentMethod !== 'card' || order.status !== 'placed' || order.paymentUrl !== null) return order
  const row = findOrderByNumber(deps.db, order.orderNumber)
  if (!row) return order
  let attempt = starting.get(row.id)
  if (!attempt) {
    attempt = startCheckout(deps, payments, row, origin).finally(() => starting.delete(row.id))
    starting.set(row.id, attempt)
  }
  await attempt
  const updated = findOrderByNumber(deps.db, order.orderNumber)
  return updated ? placedOf(deps, updated) : order
}

async function startCheckout(
  deps: Deps,
  payments: PaymentProviders,
  row: OrderRow,
  origin: string,
): Promise<void> {
  try {
    if (!payments.card) throw new Error('Card payment is not configured')
    const payment = await payments.card.start(placedOf(deps, row), { origin, now: deps.clock() })
    if (!payment.paymentUrl) throw new Error('The provider gave no payment page')
    // False when the order was released meanwhile: it is then answered as cancelled.
    setCheckoutSession(deps.db, row.id, payment.reference, payment.paymentUrl)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    console.error(`Could not start the card payment of order ${row.number}: ${reason}`)
    throw new FeatureError(502, 'paymentStartFailed', ORDER_CODES)
  }
}

/**
 * Moves a placed order to `status` on the payment's account: an order_events row with no actor
 * (the system), paid_at when paid, the stock released when cancelled. False, and nothing written,
 * when the order is no longer placed (a repeated event, or a change that got there first).
 */
function settlePlacedOrder(deps: Deps, orderId: string, status: 'paid' | 'cancelled'): boolean {
  return deps.db.transaction(() => {
    const at = deps.clock().toISOString()
    if (!isOrderPlaced(deps.db, orderId)) return false
    setOrderStatus(deps.db, orderId, status, { at, paid: status === 'paid' })
    insertOrderEvent(deps.db, orderId, status, { actorId: null, at })
    if (status === 'cancelled') settleReservations(deps.db, orderId, 'released', at)
    return true
  })()
}

/**
 * Cancels the card orders whose Checkout page was never created (Stripe failed and no retry
 * succeeded, or the server stopped in between) once UNSTARTED_CARD_ORDER_MS has passed, so that
 * they do not hold stock: nobody can pay them. Runs before each new order takes stock.
 */
export function releaseUnstartedCardOrders(deps: Deps): number {
  const placedUntil = new Date(deps.clock().getTime() - UNSTARTED_CARD_ORDER_MS).toISOString()
  let released = 0
  for (const row of findUnstartedCardOrders(deps.db, placedUntil)) {
    if (!starting.has(row.id) && settlePlacedOrder(deps, row.id, 'cancelled')) released++
  }
  return released
}

/** What a payment event did, for the webhook's answer and the tests. */
export type PaymentOutcome = 'paid' | 'cancelled' | 'unchanged' | 'ignored'

/**
 * Applies what Stripe's webhook says (its signature already verified). Stripe delivers an event at
 * least once, sometimes again and out of order: every step depends only on the order's current
 * state, so a repeated event changes nothing.
 */
export async function applyPaymentEvent(
  deps: Deps,
  event: PaymentEvent,
  origin: string,
): Promise<PaymentOutcome> {
  if (event.kind === 'ignored') return 'ignored'
  // The session the order keeps; a paid session the order does not keep (superseded) still pays it.
  const row =
    findOrderByPaymentReference(deps.db, event.reference) ??
    (event.kind === 'paid' && event.orderNumber ? findOrderByNumber(deps.db, event.orderNumber) : undefined)
  if (!row || row.paymentMethod !== 'card') {
    console.warn(`Stripe event ${event.eventId} names no card order of ours (${event.reference}).`)
    return 'ignored'
  }

  if (event.kind === 'failed') {
    // Only the order's own, current session: another (superseded) one expiring changes nothing.
    if (row.paymentReference !== event.reference) return 'unchanged'
    return settlePlacedOrder(deps, row.id, 'cancelled') ? 'cancelled' : 'unchanged'
  }

  if (event.amountCents !== row.totalCents || event.currency !== 'usd') {
    console.error(
      `Stripe event ${event.eventId}: order ${row.number} of ${row.totalCents} USD cents was paid ` +
        `${String(event.amountCents)} ${String(event.currency)}; left for the team to check.`,
    )
    return 'unchanged'
  }
  if (row.status === 'placed') {
    if (!settlePlacedOrder(deps, row.id, 'paid')) return 'unchanged'
    const paid = findOrderByNumber(deps.db, row.number)
    if (paid)
      void sendMail(
        deps,
        orderConfirmationMail(
          viewOf(deps, paid, null),
          paid.language,
          { note: 'cardPaid', heldForGuest: false },
          origin,
        ),
      )
    return 'paid'
  }
  if (row.status === 'cancelled' || row.status === 'refunded') {
    // Paid on a page still open when the order was cancelled: the money goes back by hand.
    console.error(
      `Order ${row.number} is ${row.status} but was paid by card (${event.reference}): refund it.`,
    )
    return 'unchanged'
  }
  if (row.paidAt === null) {
    // Moved on by an admin before the money came: record the payment, keep the status.
    setOrderStatus(deps.db, row.id, row.status, { at: deps.clock().toISOString(), paid: true })
    return 'paid'
  }
  return 'unchanged'
}
