import { z } from 'zod'
import type { OrderErrorCode } from './errors.ts'

const code = (value: OrderErrorCode) => ({ message: value })

/**
 * An order's life. `placed` on checkout; `paid` when the money is in (an invoice may be paid
 * after delivery: the fulfilment goes on without waiting, see canChangeStatus); `processing` while
 * the hub cuts and packs; `shipped` with the carrier's tracking number; `delivered`; or
 * `cancelled`; and `refunded` once all the money paid is returned, which only refunds do
 * (domain/shop/refunds.ts): a partial refund leaves the status where it is.
 */
export const ORDER_STATUSES = [
  'placed',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  // Pay-by-invoice orders go to the cutting table unpaid.
  placed: ['paid', 'processing', 'cancelled'],
  paid: ['processing', 'cancelled'],
  // Film already cut can still be cancelled by the supplier (not by the customer, see below).
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  refunded: [],
}

/** Whether an order in `from` may be moved to `to` by a status change. */
export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to)
}

/** The statuses an order in `from` may be moved to, in order. */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canChangeStatus(from, to))
}

/** The customer may cancel until the hub starts cutting; an admin until it ships. */
export function canCancel(status: OrderStatus, asAdmin: boolean): boolean {
  return asAdmin ? NEXT[status].includes('cancelled') : status === 'placed' || status === 'paid'
}

/** Carriers' numbers: UPS 1Z…, FedEx and USPS digits, freight PRO numbers with dashes. */
const TRACKING = /^[A-Z0-9][A-Z0-9 -]{2,38}[A-Z0-9]$/

export const StatusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, code('statusInvalid')),
    trackingNumber: z
      .string(code('trackingNumberInvalid'))
      .trim()
      .toUpperCase()
      .regex(TRACKING, code('trackingNumberInvalid'))
      .optional(),
  })
  .refine((change) => change.status !== 'shipped' || change.trackingNumber !== undefined, {
    ...code('trackingNumberRequired'),
    path: ['trackingNumber'],
  })
export type StatusChange = z.output<typeof StatusChangeSchema>
