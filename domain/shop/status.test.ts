import { describe, expect, it } from 'vitest'
import { canCancel, canChangeStatus, nextStatuses, ORDER_STATUSES, StatusChangeSchema } from './status.ts'

describe('order statuses', () => {
  it('move along placed → paid → processing → shipped → delivered', () => {
    const path = ['placed', 'paid', 'processing', 'shipped', 'delivered'] as const
    for (let i = 1; i < path.length; i++) expect(canChangeStatus(path[i - 1]!, path[i]!)).toBe(true)
  })

  it('let an invoice order be cut before it is paid', () => {
    expect(canChangeStatus('placed', 'processing')).toBe(true)
  })

  it('never go back, and never skip shipping', () => {
    expect(canChangeStatus('processing', 'placed')).toBe(false)
    expect(canChangeStatus('delivered', 'shipped')).toBe(false)
    expect(canChangeStatus('processing', 'delivered')).toBe(false)
    expect(canChangeStatus('shipped', 'cancelled')).toBe(false)
    expect(canChangeStatus('placed', 'placed')).toBe(false)
    expect(nextStatuses('refunded')).toEqual([])
  })

  it('reach refunded only through refunds, never by a status change', () => {
    for (const from of ORDER_STATUSES) expect(canChangeStatus(from, 'refunded')).toBe(false)
    expect(nextStatuses('placed')).toEqual(['paid', 'processing', 'cancelled'])
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
})
