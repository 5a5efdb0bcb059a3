import { z } from 'zod'
import type { Cents } from '../money/money.ts'
import type { OrderErrorCode } from './errors.ts'
import { ORDER_LIMITS } from './limits.ts'
import type { OrderStatus } from './status.ts'

/*
 * Money given back on an order. An order may be refunded several times (a damaged roll, then a
 * shipping overcharge), each time with its reason, until what was paid is all returned; only then
 * is it 'refunded'. A refund may take back lines of a shipped order: those units go back on the
 * hub's shelf, and only those. Nothing is refunded of an order that was never paid.
 */

const code = (value: OrderErrorCode) => ({ message: value })

export const RefundInputSchema = z.object({
  amountCents: z
    .number(code('refundAmountInvalid'))
    .int(code('refundAmountInvalid'))
    .positive(code('refundAmountInvalid')),
  reason: z
    .string(code('refundReasonRequired'))
    .trim()
    .min(3, code('refundReasonRequired'))
    .max(500, code('fieldTooLong')),
  /** Lines that came back, by their position in the order, and how many of each. */
  returned: z
    .array(
      z.object({
        line: z.number(code('returnInvalid')).int(code('returnInvalid')).min(0, code('returnInvalid')),
        quantity: z.number(code('returnInvalid')).int(code('returnInvalid')).min(1, code('returnInvalid')),
      }),
      code('returnInvalid'),
    )
    .max(ORDER_LIMITS.lines, code('returnInvalid'))
    .default([]),
})
export type RefundInput = z.output<typeof RefundInputSchema>

interface ReturnedLine {
  line: number
  quantity: number
}

export interface OrderRefund {
  amountCents: Cents
  reason: string
  returned: ReturnedLine[]
  at: string
}

/** What the refund rules need to know of an order. */
export interface RefundableOrder {
  status: OrderStatus
  /** Whether the order ever reached 'paid'. */
  wasPaid: boolean
  totalCents: Cents
  lines: readonly { quantity: number }[]
  refunds: readonly Pick<OrderRefund, 'amountCents' | 'returned'>[]
}

export const refundedCentsOf = (refunds: readonly Pick<OrderRefund, 'amountCents'>[]): Cents =>
  refunds.reduce((sum, refund) => sum + refund.amountCents, 0)

/** Pieces of line `line` already taken back by earlier refunds. */
export function returnedOf(refunds: RefundableOrder['refunds'], line: number): number {
  return refunds.reduce(
    (sum, refund) => sum + refund.returned.reduce((n, r) => n + (r.line === line ? r.quantity : 0), 0),
    0,
  )
}

/** Statuses whose film has left the hub: what comes back of them goes on the shelf again. */
const SENT: readonly OrderStatus[] = ['shipped', 'delivered']

export type RefundCheck =
  | {
      ok: true
      /** The refund returns all that was paid: the order becomes 'refunded'. */
      full: boolean
      /** Returned lines merged by line, for restocking. */
      returned: ReturnedLine[]
    }
  | { ok: false; code: OrderErrorCode; field?: string }

/**
 * Whether `input` may be refunded on `order`: paid, not refunded in full already, at most what is
 * left to return, lines only of a shipped order and never more of a line than it held. An order still
 * at the hub is cancelled before it is refunded in full (cancelling releases its stock).
 */
export function checkRefund(order: RefundableOrder, input: RefundInput): RefundCheck {
  if (!order.wasPaid || order.status === 'placed') return { ok: false, code: 'refundNotPaid' }
  if (order.status === 'refunded') return { ok: false, code: 'refundTooLarge', field: 'amountCents' }
  const left = order.totalCents - refundedCentsOf(order.refunds)
  if (input.amountCents > left) return { ok: false, code: 'refundTooLarge', field: 'amountCents' }
  const full = input.amountCents === left
  if (full && (order.status === 'paid' || order.status === 'processing'))
    return { ok: false, code: 'refundCancelFirst', field: 'amountCents' }

  const returned = new Map<number, number>()
  for (const { line, quantity } of input.returned) returned.set(line, (returned.get(line) ?? 0) + quantity)
  if (returned.size > 0 && !SENT.includes(order.status))
    return { ok: false, code: 'returnNotShipped', field: 'returned' }
  for (const [line, quantity] of returned) {
    const held = order.lines[line]?.quantity
    if (held === undefined || quantity > held - returnedOf(order.refunds, line))
      return { ok: false, code: 'returnTooMany', field: 'returned' }
  }
  return { ok: true, full, returned: [...returned].map(([line, quantity]) => ({ line, quantity })) }
}
