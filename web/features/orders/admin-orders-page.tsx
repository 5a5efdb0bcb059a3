import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import type { OrderSummary } from '../../../domain/shop/order.ts'
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/shop/status.ts'
import { Button } from '../../ui/button.tsx'
import { ShowOlderButton } from '../../ui/show-older-button.tsx'
import { Loader } from '../../ui/loader.tsx'
import { RefreshButton } from '../../ui/refresh-button.tsx'
import { StatusFilter } from '../../ui/status-filter.tsx'
import { StockHolds } from './stock-holds.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useOrdersList } from './api/admin-orders.ts'
import { useOrderFormats } from './formats.ts'
import { ORDER_STATUS_LABELS } from './labels.ts'
import { describeOrderError } from './order-messages.ts'
import { OrderStatusBadge } from './order-status-badge.tsx'

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)

function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useLingui()
  const { money, date } = useOrderFormats()
  const items = order.itemCount
  return (
    <li>
      <Link
        to="/admin/orders/$number"
        params={{ number: order.orderNumber }}
        aria-label={t`Order ${order.orderNumber}`}
        className="group grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-accent-400 hover:shadow-md focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none md:grid-cols-[9rem_7rem_minmax(0,1fr)_6rem_7rem_auto]"
      >
        <span className="font-mono font-semibold text-brand-800">{order.orderNumber}</span>
        <OrderStatusBadge status={order.status} className="justify-self-end md:justify-self-start" />
        <span className="min-w-0 truncate text-sm text-slate-700">
          {order.shipToName} · {order.shipToState}
          <span className="block truncate text-xs text-slate-500">{order.email}</span>
        </span>
        <span className="text-right text-sm text-slate-600 md:text-left">
          <time dateTime={order.placedAt}>{date(order.placedAt)}</time>
          <span className="block text-xs">
            <Plural value={items} one="# item" other="# items" />
          </span>
        </span>
        <span className="col-start-2 justify-self-end font-bold text-slate-900 tabular-nums md:col-start-auto">
          {money(order.totalCents)}
        </span>
        <ChevronRight className="hidden size-5 text-slate-400 md:block" aria-hidden />
      </Link>
    </li>
  )
}

/** /admin/orders: every order, newest first, filtered by status; each opens the admin's order page. */
export function AdminOrdersPage({ status }: { status: OrderStatus | null }) {
  const { i18n, t } = useLingui()
  const navigate = useNavigate()
  const list = useOrdersList(status)
  const orders = list.data?.pages.flatMap((page) => page.orders) ?? []
  return (
    <>
      <PageHeader
        eyebrow={t`Admin Dashboard`}
        title={t`Orders`}
        description={t`Every order of the shop, newest first.`}
      />
      <section className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-8 sm:px-6">
        <StockHolds />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <StatusFilter
            label={t`Status`}
            allLabel={t`All statuses`}
            value={status}
            statuses={ORDER_STATUSES}
            labelOf={(value) => i18n._(ORDER_STATUS_LABELS[value])}
            onChange={(next) => void navigate({ to: '/admin/orders', search: next ? { status: next } : {} })}
          />
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="ghost">
              <Link to="/admin/tax-rates">
                <Trans>Sales tax rates</Trans>
              </Link>
            </Button>
            <RefreshButton query={list} />
          </div>
        </div>
        {list.isPending ? (
          <Loader label={t`Loading orders…`} className="py-10" />
        ) : list.isError && orders.length === 0 ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
            {describeOrderError(i18n, list.error)}
          </p>
        ) : orders.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            {status ? <Trans>No orders with this status.</Trans> : <Trans>No orders yet.</Trans>}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t`Orders, newest first`}>
            {orders.map((order) => (
              <OrderRow key={order.orderNumber} order={order} />
            ))}
          </ul>
        )}
        <ShowOlderButton list={list} className="flex justify-center">
          <Trans>Show older orders</Trans>
        </ShowOlderButton>
      </section>
    </>
  )
}
