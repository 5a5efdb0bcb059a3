// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { OrderEventView } from '../../../domain/shop/order.ts'
import type { OrderStatus } from '../../../domain/shop/status.ts'
import { OrderTimeline, upcomingSteps } from './order-timeline.tsx'

afterEach(cleanup)

function renderTimeline(status: OrderStatus, events: OrderEventView[], locale = 'en') {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } })
  render(
    <I18nProvider i18n={i18n}>
      <OrderTimeline status={status} events={events} />
    </I18nProvider>,
  )
  return within(screen.getByRole('list', { name: 'Order status timeline' })).getAllByRole('listitem')
}

const at = (hour: number) => `2025-06-02T${String(hour).padStart(2, '0')}:00:00.000Z`
const event = (status: OrderStatus, hour: number, trackingNumber: string | null = null): OrderEventView => ({
  status,
  at: at(hour),
  trackingNumber,
})

describe('upcomingSteps', () => {
  it('names what is still ahead on the usual way, and nothing after a cancellation or refund', () => {
    expect(upcomingSteps('placed')).toEqual(['processing', 'shipped', 'delivered'])
    expect(upcomingSteps('paid')).toEqual(['processing', 'shipped', 'delivered'])
    expect(upcomingSteps('processing')).toEqual(['shipped', 'delivered'])
    expect(upcomingSteps('shipped')).toEqual(['delivered'])
    expect(upcomingSteps('delivered')).toEqual([])
    expect(upcomingSteps('cancelled')).toEqual([])
    expect(upcomingSteps('refunded')).toEqual([])
  })
})

describe('OrderTimeline', () => {
  it('lists each status reached with its date, the shipment’s tracking number, then what is still ahead', () => {
    const items = renderTimeline('shipped', [
      event('placed', 9),
      event('paid', 10),
      event('processing', 11),
      event('shipped', 12, '1Z999AA10123456784'),
    ])
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Placed',
      'Paid',
      'Cutting and packing',
      'Shipped',
      'Delivered (not yet)',
    ])
    const shipped = items[3]!
    expect(shipped.getAttribute('aria-current')).toBe('step')
    expect(items.filter((item) => item.getAttribute('aria-current') === 'step')).toHaveLength(1)
    expect(shipped.textContent).toContain('Tracking number: 1Z999AA10123456784')
    const time = shipped.querySelector('time')!
    expect(time.getAttribute('dateTime')).toBe(at(12))
    expect(time.textContent).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at(12))),
    )
    expect(items[4]!.querySelector('time')).toBeNull()
  })

  it('ends with the cancellation, with nothing ahead', () => {
    const items = renderTimeline('cancelled', [event('placed', 9), event('cancelled', 10)])
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Placed', 'Cancelled'])
    expect(items[1]!.textContent).toContain('The order was cancelled.')
  })

  it('writes dates the reader’s way', () => {
    const items = renderTimeline('placed', [event('placed', 9)], 'fr')
    expect(items[0]!.querySelector('time')?.textContent).toBe(
      new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at(9))),
    )
  })
})
