import { describe, expect, it } from 'vitest'
import { canCancel, canChangeStatus, nextStatuses, ORDER_STATUSES, StatusChangeSchema } from './status.ts'

const unpaid = { wasPaid: false }
const paid = { wasPaid: true }

describe('order statuses', () => {
  it('move along placed → paid → processing → shipped → delivered', () => {
    const path = ['placed', 'paid', 'processing', 'shipped', 'delivered'] as const
    for (let i = 1; i < path.length; i++) expect(canChangeStatus(path[i - 1]!, path[i]!, paid)).toBe(true)
  })

  it('let an invoice order be cut before it is paid', () => {
    expect(canChangeStatus('placed', 'processing', unpaid)).toBe(true)
  })

  it('never go back, and never skip shipping', () => {
    expect(canChangeStatus('processing', 'placed', paid)).toBe(false)
    expect(canChangeStatus('delivered', 'shipped', paid)).toBe(false)
    expect(canChangeStatus('processing', 'delivered', paid)).toBe(false)
    expect(canChangeStatus('shipped', 'cancelled', paid)).toBe(false)
    expect(canChangeStatus('placed', 'placed', paid)).toBe(false)
    expect(nextStatuses('refunded', paid)).toEqual([])
  })

  it('refund a cancelled order only if it was paid; a return any time after delivery', () => {
    expect(canChangeStatus('cancelled', 'refunded', paid)).toBe(true)
    expect(canChangeStatus('cancelled', 'refunded', unpaid)).toBe(false)
    expect(canChangeStatus('delivered', 'refunded', unpaid)).toBe(true)
    expect(nextStatuses('placed', unpaid)).toEqual(['paid', 'processing', 'cancelled'])
  })

  it('let the customer cancel until cutting starts, an admin until it ships', () => {
    const byCustomer = ORDER_STATUSES.filter((status) => canCancel(status, false))
    const byAdmin = ORDER_STATUSES.filter((status) => canCancel(status, true))
    expect(byCustomer).toEqual(['placed', 'paid'])
    expect(byAdmin).toEqual(['placed', 'paid', 'processing'])
  })
})

describe('a status change', () => {
  it('needs a tracking number to ship, and reads it in capitals', () => {
    expect(StatusChangeSchema.safeParse({ status: 'shipped' }).error?.issues[0]).toMatchObject({
      message: 'trackingNumberRequired',
      path: ['trackingNumber'],
    })
    expect(StatusChangeSchema.parse({ status: 'shipped', trackingNumber: ' 1z999aa10123456784 ' })).toEqual({
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
    })
    expect(
      StatusChangeSchema.safeParse({ status: 'shipped', trackingNumber: '<script>' }).error?.issues[0]
        ?.message,
    ).toBe('trackingNumberInvalid')
    expect(StatusChangeSchema.safeParse({ status: 'lost' }).error?.issues[0]?.message).toBe('statusInvalid')
  })

  it('records a refund with its amount in cents and a reason', () => {
    expect(StatusChangeSchema.safeParse({ status: 'refunded' }).error?.issues[0]).toMatchObject({
      message: 'refundRequired',
      path: ['refund'],
    })
    const refund = (amountCents: unknown, reason: unknown) =>
      StatusChangeSchema.safeParse({ status: 'refunded', refund: { amountCents, reason } }).error?.issues[0]
        ?.message
    expect(refund(0, 'Damaged in transit')).toBe('refundAmountInvalid')
    expect(refund(12.5, 'Damaged in transit')).toBe('refundAmountInvalid')
    expect(refund(1250, '  ok ')).toBe('refundReasonRequired')
    expect(
      StatusChangeSchema.parse({ status: 'refunded', refund: { amountCents: 1250, reason: ' Wrong tint ' } }),
    ).toEqual({ status: 'refunded', refund: { amountCents: 1250, reason: 'Wrong tint' } })
  })
})
