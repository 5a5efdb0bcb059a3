import { describe, expect, it } from 'vitest'
import { checkRefund, RefundInputSchema, refundedCentsOf, type RefundableOrder } from './refunds.ts'

const input = (amountCents: number, returned: { line: number; quantity: number }[] = []) =>
  RefundInputSchema.parse({ amountCents, reason: 'Damaged in transit', returned })

/** A $708 order of two lines, paid and delivered. */
const order = (patch: Partial<RefundableOrder> = {}): RefundableOrder => ({
  status: 'delivered',
  wasPaid: true,
  totalCents: 70_800,
  lines: [{ quantity: 2 }, { quantity: 1 }],
  refunds: [],
  ...patch,
})

describe('RefundInputSchema', () => {
  it('takes an amount in cents, a reason and the lines that came back', () => {
    const issue = (body: unknown) => RefundInputSchema.safeParse(body).error?.issues[0]?.message
    expect(issue({ amountCents: 0, reason: 'Damaged in transit' })).toBe('refundAmountInvalid')
    expect(issue({ amountCents: 12.5, reason: 'Damaged in transit' })).toBe('refundAmountInvalid')
    expect(issue({ amountCents: 1250, reason: '  ok ' })).toBe('refundReasonRequired')
    expect(issue({ amountCents: 1250, reason: 'Wrong tint', returned: [{ line: 0, quantity: 0 }] })).toBe(
      'returnInvalid',
    )
    expect(RefundInputSchema.parse({ amountCents: 1250, reason: ' Wrong tint ' })).toEqual({
      amountCents: 1250,
      reason: 'Wrong tint',
      returned: [],
    })
  })
})

describe('checkRefund', () => {
  it('refunds part of an order and leaves its status: $120 of $708 is not the whole order', () => {
    expect(checkRefund(order(), input(12_000))).toEqual({ ok: true, full: false, returned: [] })
  })

  it('allows several refunds up to what was paid, and the last one makes the order refunded', () => {
    const refunds = [{ amountCents: 12_000, returned: [] }]
    expect(checkRefund(order({ refunds }), input(58_801))).toMatchObject({
      ok: false,
      code: 'refundTooLarge',
    })
    expect(checkRefund(order({ refunds }), input(58_800))).toMatchObject({ ok: true, full: true })
    expect(refundedCentsOf([...refunds, { amountCents: 58_800 }])).toBe(70_800)
    expect(checkRefund(order({ status: 'refunded' }), input(1))).toMatchObject({ ok: false })
  })

  it('refunds nothing of an order that was never paid', () => {
    expect(checkRefund(order({ wasPaid: false }), input(100))).toMatchObject({ code: 'refundNotPaid' })
    expect(checkRefund(order({ status: 'placed' }), input(100))).toMatchObject({ code: 'refundNotPaid' })
  })

  it('has an order still at the hub cancelled before it is refunded in full', () => {
    expect(checkRefund(order({ status: 'processing' }), input(70_800))).toMatchObject({
      code: 'refundCancelFirst',
    })
    expect(checkRefund(order({ status: 'processing' }), input(5_000))).toMatchObject({ ok: true })
    expect(checkRefund(order({ status: 'cancelled' }), input(70_800))).toMatchObject({ ok: true, full: true })
  })

  it('takes back only lines of a shipped order, never more pieces than are left of a line', () => {
    expect(
      checkRefund(
        order(),
        input(5_000, [
          { line: 0, quantity: 1 },
          { line: 0, quantity: 1 },
        ]),
      ),
    ).toEqual({
      ok: true,
      full: false,
      returned: [{ line: 0, quantity: 2 }],
    })
    const refunds = [{ amountCents: 5_000, returned: [{ line: 0, quantity: 1 }] }]
    expect(checkRefund(order({ refunds }), input(5_000, [{ line: 0, quantity: 2 }]))).toMatchObject({
      code: 'returnTooMany',
    })
    expect(checkRefund(order(), input(5_000, [{ line: 2, quantity: 1 }]))).toMatchObject({
      code: 'returnTooMany',
    })
    expect(
      checkRefund(order({ status: 'cancelled' }), input(5_000, [{ line: 0, quantity: 1 }])),
    ).toMatchObject({
      code: 'returnNotShipped',
    })
  })
})
