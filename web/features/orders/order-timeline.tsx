import { Trans, useLingui } from '@lingui/react/macro'
import {
  Circle,
  CircleX,
  CreditCard,
  PackageCheck,
  RotateCcw,
  Scissors,
  ShoppingBag,
  Truck,
  type LucideIcon,
} from 'lucide-react'
import type { OrderEventView } from '../../../domain/shop/order.ts'
import type { OrderStatus } from '../../../domain/shop/status.ts'
import { cn } from '../../ui/cn.ts'
import { useOrderFormats } from './formats.ts'
import { ORDER_STATUS_DESCRIPTIONS, ORDER_STATUS_LABELS } from './labels.ts'

const ICONS: Record<OrderStatus, LucideIcon> = {
  placed: ShoppingBag,
  paid: CreditCard,
  processing: Scissors,
  shipped: Truck,
  delivered: PackageCheck,
  cancelled: CircleX,
  refunded: RotateCcw,
}

/** The way every order goes when nothing goes wrong; 'paid' may come before cutting or not at all (invoices). */
const PATH: readonly OrderStatus[] = ['placed', 'processing', 'shipped', 'delivered']

/** The steps still ahead of an order in `status`: none once it is cancelled or refunded. */
export function upcomingSteps(status: OrderStatus): OrderStatus[] {
  if (status === 'cancelled' || status === 'refunded') return []
  const reached = status === 'paid' ? PATH.indexOf('placed') : PATH.indexOf(status)
  return PATH.slice(reached + 1)
}

const DOT = 'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full'

/**
 * An order's status timeline: each status it reached, when, and what it means (the shipment with its
 * tracking number), then the steps still ahead. Shared by /track-order, My orders and the admin screen.
 */
export function OrderTimeline({
  status,
  events,
  trackingNumber = null,
}: {
  status: OrderStatus
  /** Oldest first, as the API and the replicated document give them. */
  events: readonly OrderEventView[]
  /** The order's own, for a shipment event recorded without one. */
  trackingNumber?: string | null
}) {
  const { i18n, t } = useLingui()
  const { dateTime } = useOrderFormats()
  const upcoming = upcomingSteps(status)
  const steps = events.length + upcoming.length
  return (
    <ol aria-label={t`Order status timeline`} className="flex flex-col">
      {events.map((event, index) => {
        const Icon = ICONS[event.status]
        const current = index === events.length - 1
        const tracking = event.status === 'shipped' ? (event.trackingNumber ?? trackingNumber) : null
        const bad = event.status === 'cancelled' || event.status === 'refunded'
        return (
          <li
            key={`${event.status}-${event.at}-${index}`}
            aria-current={current ? 'step' : undefined}
            className="relative flex gap-3 pb-6 last:pb-0"
          >
            {index < steps - 1 && (
              <span
                aria-hidden
                className="absolute top-8 bottom-0 left-4 w-0.5 -translate-x-1/2 bg-brand-200"
              />
            )}
            <span
              aria-hidden
              className={cn(
                DOT,
                bad
                  ? 'bg-red-100 text-red-700'
                  : current
                    ? 'bg-brand-800 text-white'
                    : 'bg-brand-100 text-brand-800',
              )}
            >
              <Icon className="size-4" />
            </span>
            <div className="flex min-w-0 flex-col gap-0.5 pt-1">
              <p className="font-semibold text-slate-900">{i18n._(ORDER_STATUS_LABELS[event.status])}</p>
              <p className="text-sm text-slate-600">
                <time dateTime={event.at}>{dateTime(event.at)}</time>
              </p>
              <p className="text-sm text-slate-700">{i18n._(ORDER_STATUS_DESCRIPTIONS[event.status])}</p>
              {tracking && (
                <p className="text-sm text-slate-700">
                  <Trans>
                    Tracking number:{' '}
                    <span className="block font-mono font-semibold break-all text-slate-900 sm:inline">
                      {tracking}
                    </span>
                  </Trans>
                </p>
              )}
            </div>
          </li>
        )
      })}
      {upcoming.map((step, index) => (
        <li key={step} className="relative flex gap-3 pb-6 last:pb-0">
          {events.length + index < steps - 1 && (
            <span
              aria-hidden
              className="absolute top-8 bottom-0 left-4 w-0.5 -translate-x-1/2 border-l-2 border-dashed border-slate-200"
            />
          )}
          <span aria-hidden className={cn(DOT, 'border-2 border-slate-200 bg-white text-slate-400')}>
            <Circle className="size-3" />
          </span>
          <div className="flex flex-col gap-0.5 pt-1">
            <p className="font-medium text-slate-500">
              {i18n._(ORDER_STATUS_LABELS[step])}
              <span className="sr-only">
                {' '}
                <Trans>(not yet)</Trans>
              </span>
            </p>
          </div>
        </li>
      ))}
    </ol>
  )
}
