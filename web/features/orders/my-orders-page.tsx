import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLiveQuery } from 'dexie-react-hooks'
import { ChevronRight, CloudOff, Search } from 'lucide-react'
import { useState } from 'react'
import { SyncedRecordState } from '../../app/sync/record-state-line.tsx'
import type { OrderDocument } from '../../../domain/shop/order-document.ts'
import { deviceDb, stillToSend } from '../../app/device-db.ts'
import { Button } from '../../ui/button.tsx'
import { Loader } from '../../ui/loader.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { ORDER_KIND, type OrderSummaryShown } from './api/place-order.ts'
import { useMyOrders } from './api/use-my-orders.ts'
import { useOrderFormats } from './formats.ts'
import { OrderStatusBadge } from './order-status-badge.tsx'

/** Orders shown at first, and added by each "Show more". */
const PAGE_SIZE = 30

/** Where orders placed without an account are found. */
export function GuestOrdersNote() {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600">
      <Search className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
      <span>
        <Trans>
          Orders placed as a guest are found with{' '}
          <Link
            to="/track-order"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Track order
          </Link>
          .
        </Trans>
      </span>
    </p>
  )
}

function OrderCard({ order }: { order: OrderDocument }) {
  const { t } = useLingui()
  const { money, date } = useOrderFormats()
  const items = order.itemCount
  return (
    <li>
      <Link
        to="/orders/$number"
        params={{ number: order.number }}
        aria-label={t`Order ${order.number}`}
        className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-accent-400 hover:shadow-md focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none sm:p-5"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-mono font-semibold text-brand-800">{order.number}</span>
            <OrderStatusBadge status={order.status} />
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-slate-600">
            <span>
              <time dateTime={order.placedAt}>{date(order.placedAt)}</time>
              {' · '}
              <Plural value={items} one="# item" other="# items" />
            </span>
            <span className="text-base font-bold text-slate-900 tabular-nums">
              {money(order.totals.totalCents)}
            </span>
          </div>
          <SyncedRecordState collection="orders" doc={order} className="text-xs" />
        </div>
        <ChevronRight
          className="size-5 shrink-0 text-slate-400 transition group-hover:translate-x-0.5"
          aria-hidden
        />
      </Link>
    </li>
  )
}

/**
 * The customer's invoice orders placed on this device without a connection: listed first, marked
 * waiting, until the outbox has sent them (then they come back as placed orders by the replication).
 */
function WaitingOrders() {
  const { t } = useLingui()
  const { user } = useAuth()
  const { money, date } = useOrderFormats()
  const userId = user?.id
  const rows = useLiveQuery(
    () =>
      deviceDb()
        .outbox.where('kind')
        .equals(ORDER_KIND)
        .filter((row) => stillToSend(row) && row.owner !== undefined && row.owner === userId)
        .sortBy('createdAt'),
    [userId],
  )
  if (!rows?.length) return null
  return (
    <ul className="flex flex-col gap-3" aria-label={t`Orders waiting to be sent`}>
      {rows.toReversed().map((row) => {
        const shown = row.summary as unknown as OrderSummaryShown
        const items = shown.itemCount
        return (
          <li key={row.id}>
            <Link
              to="/order-success"
              search={{ attempt: row.id }}
              className="flex items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 shadow-sm focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none sm:p-5"
            >
              <CloudOff className="size-5 shrink-0" aria-hidden />
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-semibold">
                  <Trans>Waiting to be sent</Trans>
                </span>
                <span className="text-sm">
                  <time dateTime={new Date(row.createdAt).toISOString()}>
                    {date(new Date(row.createdAt).toISOString())}
                  </time>
                  {' · '}
                  <Plural value={items} one="# item" other="# items" />
                  {shown.totalCents !== null && <> · {money(shown.totalCents)}</>}
                  {' · '}
                  <Trans>saved on this device, placed as soon as there is a connection</Trans>
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0" aria-hidden />
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

/** /orders: the signed-in customer's orders, from the replicated collection (offline after one sync). */
export function MyOrdersPage() {
  const { t } = useLingui()
  const [limit, setLimit] = useState(PAGE_SIZE)
  const page = useMyOrders(limit)
  return (
    <>
      <PageHeader
        title={t`My orders`}
        description={t`Your orders and where they are. Once synced, they open on this device without a connection.`}
      />
      <section className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8 sm:px-6">
        <GuestOrdersNote />
        <WaitingOrders />
        {page === null ? (
          <Loader label={t`Opening your orders…`} className="py-10" />
        ) : page.orders.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            <p>
              <Trans>
                No orders on this device yet. Orders you place while signed in appear here, and stay readable
                offline.
              </Trans>
            </p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t`Orders, newest first`}>
            {page.orders.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
        )}
        {page && page.total > page.orders.length && (
          <div className="flex justify-center">
            <Button variant="outline" onClick={() => setLimit((current) => current + PAGE_SIZE)}>
              <Trans>
                Show more ({page.orders.length} of {page.total})
              </Trans>
            </Button>
          </div>
        )}
      </section>
    </>
  )
}
