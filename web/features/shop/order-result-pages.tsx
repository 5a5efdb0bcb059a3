import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { CheckCircle2, CircleSlash, Clock, RotateCcw, WifiOff } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { GUEST_INVOICE_LIMITS, INVOICE_TERMS_DAYS } from '../../../domain/shop/limits.ts'
import type { OrderStatus } from '../../../domain/shop/status.ts'
import type { PlacedOrder } from '../../../domain/shop/order.ts'
import { clearCart } from '../../app/cart.ts'
import { ownerOf, type OutboxRow } from '../../app/device-db.ts'
import { removeOutboxRow, retryOutboxRow, startOutboxSender, useOutboxRow } from '../../app/outbox.ts'
import { Button } from '../../ui/button.tsx'
import { Loader } from '../../ui/loader.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { InstallSuggestion } from '../../app/install/install-app.tsx'
import { useFormats } from '../../app/use-formats.ts'
import { orderLineName } from '../orders/formats.ts'
import { translateOrderError } from '../orders/order-messages.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import type { OrderSummaryShown } from '../orders/api/place-order.ts'
import { useCardOrderStatus } from '../orders/api/card-order-status.ts'
import { placedOrderOf, rememberedCardOrder, restoreCart } from '../orders/api/place-order.ts'
import { formatLocale } from '../../../domain/i18n/locales.ts'

const successRoute = getRouteApi('/order-success')
const cancelledRoute = getRouteApi('/order-cancelled')

/**
 * /order-success: the order a checkout on this device placed (`attempt`, the outbox row — also while
 * it waits for a network), or the card order Stripe sends the customer back with (`order`).
 */
export function OrderSuccessPage() {
  const { t } = useLingui()
  const { attempt, order } = successRoute.useSearch()
  return (
    <>
      <PageHeader eyebrow={t`Shop`} title={t`Thank you for your order`} />
      <div className="bg-slate-50">
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
          {attempt ? (
            <QueuedOrder attemptId={attempt} />
          ) : order ? (
            <CardOrder orderNumber={order} />
          ) : (
            <NoOrder />
          )}
        </div>
      </div>
    </>
  )
}

function NoOrder() {
  return (
    <Notice
      icon={<CircleSlash className="size-6 text-slate-500" aria-hidden />}
      title={<Trans>No order to show</Trans>}
    >
      <p>
        <Trans>
          This page shows an order right after it is placed. To follow an earlier order, use Track Order.
        </Trans>
      </p>
      <Button asChild variant="outline" className="self-start">
        <Link to="/track-order">
          <Trans>Track an order</Trans>
        </Link>
      </Button>
    </Notice>
  )
}

function QueuedOrder({ attemptId }: { attemptId: string }) {
  const { i18n } = useLingui()
  const { user } = useAuth()
  const navigate = useNavigate()
  const row = useOutboxRow(attemptId)
  useEffect(() => {
    if (row?.state === 'pending') startOutboxSender()
  }, [row?.state])

  if (row === undefined) return <Loader size="sm" className="py-16" />
  if (row === null) return <NoOrder />
  const placed = placedOrderOf(row)
  if (placed) return <PlacedOrderDetails order={placed} />
  const shown = row.summary as unknown as OrderSummaryShown
  if (row.state === 'failed') {
    const reason = row.refusal?.code ? translateOrderError(i18n, row.refusal.code) : row.refusal?.message
    return (
      <Notice
        icon={<CircleSlash className="size-6 text-red-700" aria-hidden />}
        title={<Trans>Your order could not be placed</Trans>}
        tone="error"
      >
        <p>{reason}</p>
        <p>
          <Trans>
            Nothing was charged. Put the items back in your cart, fix what is needed and place the order
            again.
          </Trans>
        </p>
        <Button
          className="self-start"
          onClick={async () => {
            await restoreCart(ownerOf(user?.id), row)
            await removeOutboxRow(row.id)
            await navigate({ to: '/checkout' })
          }}
        >
          <RotateCcw aria-hidden />
          <Trans>Back to checkout</Trans>
        </Button>
      </Notice>
    )
  }
  return <WaitingOrder row={row} shown={shown} />
}

function WaitingOrder({ row, shown }: { row: OutboxRow; shown: OrderSummaryShown }) {
  const { money } = useFormats()
  return (
    <Notice
      icon={<WifiOff className="size-6 text-amber-700" aria-hidden />}
      title={<Trans>Your order is saved on this device</Trans>}
      tone="waiting"
    >
      <p>
        <Trans>
          There is no connection right now. The order is placed automatically as soon as this device is back
          online, even if you close the app; the confirmation email follows.
        </Trans>
      </p>
      <p className="text-sm">
        {shown.totalCents === null ? (
          <Plural value={shown.itemCount} one="# item" other="# items" />
        ) : (
          <ItemsAsShown count={shown.itemCount} total={money(shown.totalCents)} />
        )}
      </p>
      {row.state === 'attention' ? (
        <p className="text-sm">
          <Trans>It did not get through after several tries and is not retried by itself any more.</Trans>
        </p>
      ) : (
        row.lastError &&
        row.lastError !== 'offline' && (
          <p className="text-sm">
            <Trans>The last attempt did not get through; it is retried automatically.</Trans>
          </p>
        )
      )}
      <Button variant="outline" className="self-start" onClick={() => void retryOutboxRow(row.id)}>
        <RotateCcw aria-hidden />
        <Trans>Try sending now</Trans>
      </Button>
    </Notice>
  )
}

const STATUS_WORDS: Partial<Record<OrderStatus, ReactNode>> = {
  placed: <Trans>Placed</Trans>,
  paid: <Trans>Paid</Trans>,
}

function PlacedOrderDetails({ order, status }: { order: PlacedOrder; status?: OrderStatus }) {
  const { i18n } = useLingui()
  const termsDays = INVOICE_TERMS_DAYS
  const { holdHours } = GUEST_INVOICE_LIMITS
  const { user } = useAuth()
  const { money } = useFormats()
  const placedAt = new Intl.DateTimeFormat(formatLocale(i18n.locale), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(order.placedAt))
  return (
    <>
      <Notice
        icon={<CheckCircle2 className="size-6 text-emerald-700" aria-hidden />}
        title={<Trans>Order {order.orderNumber} is placed</Trans>}
        tone="success"
      >
        <p>
          <Trans>
            Placed {placedAt}. A confirmation is on its way to {order.email}.
          </Trans>
        </p>
        {order.paymentMethod === 'invoice' ? (
          <p>
            <Trans>
              Pay by invoice: we email it when the order ships. Pay it within {termsDays} days, or to the
              driver on delivery. We start preparing your order now.
            </Trans>{' '}
            {!user && (
              <Trans>
                An order placed without an account is held {holdHours} hours: unpaid by then, it is cancelled
                and its stock goes back.
              </Trans>
            )}
          </p>
        ) : status === 'paid' ? (
          <p>
            <Trans>Your card payment is received. We start preparing your order now.</Trans>
          </p>
        ) : (
          <p className="flex items-center gap-2">
            <Clock className="size-4" aria-hidden />
            <Trans>We are confirming your card payment with Stripe. This page updates by itself.</Trans>
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/track-order" search={{ order: order.orderNumber, email: order.email }}>
              <Trans>Track this order</Trans>
            </Link>
          </Button>
          {user && (
            <Button asChild variant="outline">
              <Link to="/orders/$number" params={{ number: order.orderNumber }}>
                <Trans>See it in My orders</Trans>
              </Link>
            </Button>
          )}
          <Button asChild variant="ghost">
            <Link to="/shop" search={{}}>
              <Trans>Continue shopping</Trans>
            </Link>
          </Button>
        </div>
      </Notice>
      <InstallSuggestion />
      <section aria-labelledby="order-lines" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="order-lines" className="text-lg font-semibold text-slate-900">
          <Trans>What you ordered</Trans>
          {status && STATUS_WORDS[status] && (
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {STATUS_WORDS[status]}
            </span>
          )}
        </h2>
        <ul className="mt-3 flex flex-col divide-y divide-slate-100 text-sm">
          {order.lines.map((line) => (
            <li
              key={`${line.productId}-${line.cutLengthFt ?? 'whole'}`}
              className="flex justify-between gap-3 py-2"
            >
              <span>
                {line.quantity} × {orderLineName(i18n, line)}
              </span>
              <span className="shrink-0 font-semibold">{money(line.lineCents)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm">
          <Total label={<Trans>Subtotal</Trans>} value={money(order.totals.subtotalCents)} />
          <Total label={<Trans>Shipping</Trans>} value={money(order.totals.shippingCents)} />
          <Total label={<Trans>Tax</Trans>} value={money(order.totals.taxCents)} />
          <Total label={<Trans>Total</Trans>} value={money(order.totals.totalCents)} strong />
        </dl>
      </section>
    </>
  )
}

/** A card order Stripe returned the customer with: read from the account, or by number and email. */
function CardOrder({ orderNumber }: { orderNumber: string }) {
  const { user } = useAuth()
  const { session_id: sessionId } = successRoute.useSearch()
  const remembered = rememberedCardOrder(orderNumber)
  const order = useCardOrderStatus(orderNumber, user?.id ?? null)
  const owner = ownerOf(user?.id)
  useEffect(() => {
    // Back from a completed Stripe payment: the cart became this order.
    if (sessionId) void clearCart(owner)
  }, [sessionId, owner])

  if (order.isPending) return <Loader size="sm" className="py-16" />
  if (order.data?.order) return <PlacedOrderDetails order={order.data.order} status={order.data.status} />
  if (order.data && remembered) {
    return (
      <Notice
        icon={<CheckCircle2 className="size-6 text-emerald-700" aria-hidden />}
        title={<Trans>Order {orderNumber} is placed</Trans>}
        tone="success"
      >
        <p>
          {order.data.status === 'paid' ? (
            <Trans>Your card payment is received. We start preparing your order now.</Trans>
          ) : (
            <Trans>We are confirming your card payment with Stripe. This page updates by itself.</Trans>
          )}
        </p>
        <Button asChild className="self-start">
          <Link to="/track-order" search={{ order: orderNumber, email: remembered.email }}>
            <Trans>Track this order</Trans>
          </Link>
        </Button>
      </Notice>
    )
  }
  return <NoOrder />
}

/** /order-cancelled: the customer left Stripe's page without paying. */
export function OrderCancelledPage() {
  const { t } = useLingui()
  const { order } = cancelledRoute.useSearch()
  return (
    <>
      <PageHeader eyebrow={t`Shop`} title={t`Payment cancelled`} />
      <div className="bg-slate-50">
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
          <Notice
            icon={<CircleSlash className="size-6 text-slate-600" aria-hidden />}
            title={<Trans>No payment was taken</Trans>}
          >
            {order ? (
              <p>
                <Trans>
                  Order {order} is not paid. We hold its items for an hour, then release them; you do not need
                  to do anything.
                </Trans>
              </p>
            ) : null}
            <p>
              <Trans>
                Your cart still has your items. You can pay by card again, or choose pay by invoice.
              </Trans>
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <Link to="/checkout">
                  <Trans>Back to checkout</Trans>
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/cart">
                  <Trans>View cart</Trans>
                </Link>
              </Button>
            </div>
          </Notice>
        </div>
      </div>
    </>
  )
}

function Notice({
  icon,
  title,
  tone = 'neutral',
  children,
}: {
  icon: ReactNode
  title: ReactNode
  tone?: 'neutral' | 'success' | 'waiting' | 'error'
  children: ReactNode
}) {
  const tones = {
    neutral: 'border-slate-200 bg-white',
    success: 'border-emerald-200 bg-white',
    waiting: 'border-amber-200 bg-amber-50',
    error: 'border-red-200 bg-red-50',
  }
  return (
    <section
      className={`flex flex-col gap-3 rounded-2xl border p-6 text-slate-800 shadow-sm ${tones[tone]}`}
      aria-live="polite"
    >
      <h2 className="flex items-center gap-3 text-xl font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  )
}

function Total({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-bold text-brand-900' : ''}`}>
      <dt className={strong ? '' : 'text-slate-600'}>{label}</dt>
      <dd className={strong ? '' : 'font-semibold text-slate-900'}>{value}</dd>
    </div>
  )
}

/** "3 items, $1,234.00 as shown at checkout": what the customer saw before the server priced it. */
function ItemsAsShown({ count, total }: { count: number; total: string }) {
  return (
    <Plural
      value={count}
      one={`# item, ${total} as shown at checkout`}
      other={`# items, ${total} as shown at checkout`}
    />
  )
}
