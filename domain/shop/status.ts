import { z } from 'zod'
import type { OrderErrorCode } from './errors.ts'

const code = (value: OrderErrorCode) => ({ message: value })

/**
 * An order's life. `placed` on checkout; `paid` when the money is in (an invoice may be paid
 * after delivery: the fulfilment goes on without waiting, see canChangeStatus); `processing` while
 * the hub cuts and packs; `shipped` with the carrier's tracking number; `delivered`; or
 * `cancelled`, and `refunded` once money paid is returned.
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
  // A return.
  delivered: ['refunded'],
  // Only when money had been paid: there is nothing to give back otherwise.
  cancelled: ['refunded'],
  refunded: [],
}

/** Whether an order in `from` may be moved to `to`; `wasPaid` says whether it ever reached 'paid'. */
export function canChangeStatus(
  from: OrderStatus,
  to: OrderStatus,
  { wasPaid }: { wasPaid: boolean },
): boolean {
  if (!NEXT[from].includes(to)) return false
  return !(from === 'cancelled' && to === 'refunded' && !wasPaid)
}

/** The statuses an order in `from` may be moved to, in order. */
export function nextStatuses(from: OrderStatus, paid: { wasPaid: boolean }): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canChangeStatus(from, to, paid))
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
    /** What was given back and why, recorded with the move to 'refunded' (may be less than the total: a restocking fee). */
    refund: z
      .object({
        amountCents: z
          .number(code('refundAmountInvalid'))
          .int(code('refundAmountInvalid'))
          .positive(code('refundAmountInvalid')),
        reason: z
          .string(code('refundReasonRequired'))
          .trim()
          .min(3, code('refundReasonRequired'))
          .max(500, code('fieldTooLong')),
      })
      .optional(),
  })
  .refine((change) => change.status !== 'shipped' || change.trackingNumber !== undefined, {
    ...code('trackingNumberRequired'),
    path: ['trackingNumber'],
  })
  .refine((change) => change.status !== 'refunded' || change.refund !== undefined, {
    ...code('refundRequired'),
    path: ['refund'],
  })
export type StatusChange = z.output<typeof StatusChangeSchema>
