import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import type { OrderDocument } from '../../../domain/shop/order-document.ts'
import { normalizeOrderNumber } from '../../../domain/shop/order-number.ts'
import type { OrderView } from '../../../domain/shop/order.ts'
import { canCancel } from '../../../domain/shop/status.ts'
import { Loader } from '../../ui/loader.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useMyOrder } from './api/use-my-order.ts'
import { CancelOrder } from './cancel-order.tsx'
import { useOrderFormats } from './formats.ts'
import { GuestOrdersNote } from './my-orders-page.tsx'
import { OrderLines, OrderRefunds, OrderSection, OrderSummary } from './order-details.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { OrderTimeline } from './order-timeline.tsx'

function BackToOrders() {
  return (
    <Link
      to="/orders"
      className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900"
    >
      <ArrowLeft className="size-4" aria-hidden />
      <Trans>All my orders</Trans>
    </Link>
  )
}

/**
 * The server's answer to a cancellation, until the replicated document catches up with it (the
 * stream tells the device at once; this covers the moment in between).
 */
function withCancellation(order: OrderDocument, cancelled: OrderView | null): OrderDocument {
  if (!cancelled || cancelled.orderNumber !== order.number) return order
  if (order.events.length >= cancelled.events.length) return order
  return {
    ...order,
    status: cancelled.status,
    events: cancelled.events,
    trackingNumber: cancelled.trackingNumber,
  }
}

function OrderBody({ order }: { order: OrderDocument }) {
  const { t } = useLingui()
  const { user } = useAuth()
  const { date } = useOrderFormats()
  const [cancelled, setCancelled] = useState<OrderView | null>(null)
  const shown = withCancellation(order, cancelled)
  const placed = date(shown.placedAt)
  const mayCancel = user?.id === shown.ownerId && canCancel(shown.status, false)
  return (
    <>
      <PageHeader
        eyebrow={t`My orders`}
        title={t`Order ${shown.number}`}
        description={t`Placed on ${placed}`}
      >
        <OrderStatusBadge status={shown.status} className="self-start text-sm" />
      </PageHeader>
      <div className="mx-auto grid grid-cols-1 w-full max-w-5xl gap-5 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-5">
          <BackToOrders />
          <OrderSection title={<Trans>Status</Trans>}>
            <OrderTimeline
              status={shown.status}
              events={shown.events}
              trackingNumber={shown.trackingNumber}
            />
          </OrderSection>
          <OrderRefunds order={shown} />
          <OrderSection title={<Trans>Items</Trans>}>
            <OrderLines lines={shown.lines} />
          </OrderSection>
        </div>
        <div className="flex flex-col gap-5 lg:pt-9">
          <OrderSummary order={shown} />
          {mayCancel && (
            <OrderSection title={<Trans>Changed your mind?</Trans>}>
              <p className="mb-4 text-sm text-slate-600">
                <Trans>You can cancel until we start cutting your film.</Trans>
              </p>
              <CancelOrder number={shown.number} onCancelled={setCancelled} />
            </OrderSection>
          )}
        </div>
      </div>
    </>
  )
}

/** /orders/$number: one of the customer's orders, from the replicated collection (offline too). */
export function MyOrderPage({ number }: { number: string }) {
  const { t } = useLingui()
  const normalized = normalizeOrderNumber(number)
  const lookup = useMyOrder(normalized)
  if (lookup.state === 'found') return <OrderBody order={lookup.order} />
  return (
    <>
      <PageHeader eyebrow={t`My orders`} title={t`Order ${normalized ?? number}`} />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8 sm:px-6">
        <BackToOrders />
        {lookup.state === 'loading' ? (
          <Loader label={t`Opening the order…`} className="py-10" />
        ) : (
          <div
            role="status"
            className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 p-6"
          >
            <p className="font-semibold text-slate-900">
              <Trans>This order is not among your orders on this device.</Trans>
            </p>
            <p className="text-sm text-slate-700">
              <Trans>
                If you placed it a moment ago, it appears as soon as this device syncs with a connection.
              </Trans>
            </p>
            <GuestOrdersNote />
          </div>
        )}
      </div>
    </>
  )
}
