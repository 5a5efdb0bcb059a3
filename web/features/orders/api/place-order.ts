import type { OrderBody, PlacedOrder } from '../../../../domain/shop/order.ts'
import { api, call } from '../../../app/api-client.ts'
import { addToCart } from '../../../app/cart.ts'
import { type JsonValue, type OutboxRow } from '../../../app/device-db.ts'
import { enqueue, sendQueuedRequest } from '../../../app/outbox.ts'

/*
 * Placing an order. By invoice it goes through the device's outbox (web/app/outbox.ts) like an
 * estimate request: stored first, sent at once or as soon as there is a network, retried until the
 * server answers. The checkout attempt's id is the row's id and the Idempotency-Key, so a double tap
 * or a retry after a lost answer is never a second order. A card order needs the network (the
 * customer pays on Stripe's page next), so it is sent directly, with the same key.
 */

export const ORDER_KIND = 'order'

/** What the order-success page shows while the order waits for a network: what the customer saw. */
export interface OrderSummaryShown {
  email: string
  itemCount: number
  /** The total the device computed; the server's may differ (prices, stock) and is the one that counts. */
  totalCents: number | null
}

/**
 * `owner`: the signed-in customer the order is for. It is then sent with their session only, listed
 * under their orders while it waits, and counted by the sign-out warning.
 */
export async function queueInvoiceOrder(
  attemptId: string,
  body: OrderBody,
  shown: OrderSummaryShown,
  owner?: string,
): Promise<OutboxRow | undefined> {
  await enqueue({
    id: attemptId,
    kind: ORDER_KIND,
    method: 'POST',
    url: '/api/orders',
    body: body as unknown as JsonValue,
    summary: shown as unknown as JsonValue,
    ...(owner ? { owner } : {}),
  })
  return sendQueuedRequest(attemptId)
}

export function placeCardOrder(attemptId: string, body: OrderBody): Promise<PlacedOrder> {
  return call(api.orders.$post({ json: body }, { headers: { 'Idempotency-Key': attemptId } }))
}

/** The order the server placed for a sent row. */
export function placedOrderOf(row: OutboxRow): PlacedOrder | null {
  const response = row.response as unknown as PlacedOrder | undefined
  return row.state === 'sent' && response && typeof response.orderNumber === 'string' ? response : null
}

/** Puts a refused order's lines back in the cart, so that the customer can fix it and order again. */
export async function restoreCart(owner: string, row: OutboxRow): Promise<void> {
  const body = row.body as unknown as OrderBody | null
  for (const line of body?.lines ?? []) {
    await addToCart(owner, {
      productId: line.productId,
      quantity: line.quantity,
      options: line.options?.cutLengthFt === undefined ? {} : { cutLengthFt: line.options.cutLengthFt },
    })
  }
}

/** Where the order-success page of a card order finds the email to look the order up with. */
const CARD_ORDER_KEY = 'shop:card-order'

export function rememberCardOrder(order: PlacedOrder): void {
  try {
    sessionStorage.setItem(
      CARD_ORDER_KEY,
      JSON.stringify({ orderNumber: order.orderNumber, email: order.email }),
    )
  } catch {
    // storage blocked: the success page falls back to the signed-in account's orders
  }
}

export function rememberedCardOrder(orderNumber: string): { orderNumber: string; email: string } | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(CARD_ORDER_KEY) ?? 'null') as {
      orderNumber?: unknown
      email?: unknown
    } | null
    return value?.orderNumber === orderNumber && typeof value.email === 'string'
      ? { orderNumber, email: value.email }
      : null
  } catch {
    return null
  }
}
