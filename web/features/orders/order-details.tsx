import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import type { OrderLineView, OrderTotals, PaymentMethod, ShipTo } from '../../../domain/shop/order.ts'
import { refundedCentsOf, type OrderRefund } from '../../../domain/shop/refunds.ts'
import type { ShippingMethod } from '../../../domain/shop/shipping.ts'
import { cn } from '../../ui/cn.ts'
import { orderLineName, useOrderFormats } from './formats.ts'
import { PAYMENT_METHOD_LABELS, SHIPPING_METHOD_LABELS } from './labels.ts'

/*
 * The parts of an order both the customer's page (from the replicated document) and the admin's
 * (from the API) show: its lines, its totals, where it ships and how.
 */

/** A titled card of the order pages. */
export function OrderSection({
  title,
  children,
  className,
}: {
  title: ReactNode
  children: ReactNode
  className?: string
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function OrderLines({ lines }: { lines: readonly OrderLineView[] }) {
  const { t, i18n } = useLingui()
  const { money } = useOrderFormats()
  return (
    <ul aria-label={t`Items`} className="flex flex-col divide-y divide-slate-100">
      {lines.map((line, index) => {
        const { quantity } = line
        const unit = money(line.unitCents)
        return (
          <li
            key={`${line.productId}-${index}`}
            className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0"
          >
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="font-medium text-slate-900">{orderLineName(i18n, line)}</p>
              <p className="text-sm text-slate-600">
                <Trans>
                  {quantity} × {unit}
                </Trans>
              </p>
              <p className="text-xs text-slate-500">
                <Trans>SKU {line.sku}</Trans>
              </p>
            </div>
            <p className="shrink-0 font-semibold text-slate-900 tabular-nums">{money(line.lineCents)}</p>
          </li>
        )
      })}
    </ul>
  )
}

function Row({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex justify-between gap-3',
        strong && 'mt-1 border-t border-slate-200 pt-3 text-base font-bold text-slate-900',
      )}
    >
      <dt className={strong ? undefined : 'text-slate-600'}>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  )
}

function OrderTotalsList({ totals }: { totals: OrderTotals }) {
  const { money, rate } = useOrderFormats()
  const taxRate = rate(totals.taxRateBp)
  return (
    <dl className="flex flex-col gap-1.5 text-sm">
      <Row label={<Trans>Subtotal</Trans>} value={money(totals.subtotalCents)} />
      <Row
        label={<Trans>Shipping</Trans>}
        value={totals.shippingCents === 0 ? <Trans>Free</Trans> : money(totals.shippingCents)}
      />
      <Row label={<Trans>Tax ({taxRate})</Trans>} value={money(totals.taxCents)} />
      <Row label={<Trans>Total</Trans>} value={money(totals.totalCents)} strong />
    </dl>
  )
}

function ShipToAddress({ shipTo }: { shipTo: ShipTo }) {
  const { name, company, street, street2, city, state, zip, phone } = shipTo
  return (
    <address className="flex flex-col text-sm text-slate-800 not-italic">
      <span className="font-semibold">{name}</span>
      {company && <span>{company}</span>}
      <span>{street}</span>
      {street2 && <span>{street2}</span>}
      <span>
        {city}, {state} {zip}
      </span>
      {phone && (
        <span className="mt-1 text-slate-600">
          <Trans>Phone: {phone}</Trans>
        </span>
      )}
    </address>
  )
}

/** How the order ships and is paid, and the email its messages go to. */
function OrderFacts({
  placedAt,
  shippingMethod,
  paymentMethod,
  email,
  children,
}: {
  placedAt: string
  shippingMethod: ShippingMethod
  paymentMethod: PaymentMethod
  email: string
  children?: ReactNode
}) {
  const { i18n } = useLingui()
  const { dateTime } = useOrderFormats()
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-slate-600">
          <Trans>Placed</Trans>
        </dt>
        <dd className="font-medium text-slate-900">
          <time dateTime={placedAt}>{dateTime(placedAt)}</time>
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">
          <Trans>Shipping</Trans>
        </dt>
        <dd className="font-medium text-slate-900">{i18n._(SHIPPING_METHOD_LABELS[shippingMethod])}</dd>
      </div>
      <div>
        <dt className="text-slate-600">
          <Trans>Payment</Trans>
        </dt>
        <dd className="font-medium text-slate-900">{i18n._(PAYMENT_METHOD_LABELS[paymentMethod])}</dd>
      </div>
      <div className="min-w-0">
        <dt className="text-slate-600">
          <Trans>Confirmation email</Trans>
        </dt>
        <dd className="font-medium break-words text-slate-900">{email}</dd>
      </div>
      {children}
    </dl>
  )
}

/** The order's side column on both pages: its total, where it ships, and how; `facts` adds to the last. */
export function OrderSummary({
  order,
  facts,
}: {
  order: {
    totals: OrderTotals
    shipTo: ShipTo
    placedAt: string
    shippingMethod: ShippingMethod
    paymentMethod: PaymentMethod
    email: string
  }
  facts?: ReactNode
}) {
  return (
    <>
      <OrderSection title={<Trans>Total</Trans>}>
        <OrderTotalsList totals={order.totals} />
      </OrderSection>
      <OrderSection title={<Trans>Ship to</Trans>}>
        <ShipToAddress shipTo={order.shipTo} />
      </OrderSection>
      <OrderSection title={<Trans>Details</Trans>}>
        <OrderFacts
          placedAt={order.placedAt}
          shippingMethod={order.shippingMethod}
          paymentMethod={order.paymentMethod}
          email={order.email}
        >
          {facts}
        </OrderFacts>
      </OrderSection>
    </>
  )
}

/**
 * The money given back on an order (nothing when none was), each refund with its amount, date, reason and the lines that
 * came back, then how much of the total that makes. Shared by the customer's order and the admin's.
 */
export function OrderRefunds({
  order: { refunds, lines, totals },
}: {
  order: { refunds: readonly OrderRefund[]; lines: readonly OrderLineView[]; totals: OrderTotals }
}) {
  const { i18n } = useLingui()
  const { money, dateTime } = useOrderFormats()
  if (refunds.length === 0) return null
  const refunded = money(refundedCentsOf(refunds))
  const total = money(totals.totalCents)
  return (
    <OrderSection title={<Trans>Refunds</Trans>}>
      <div className="flex flex-col gap-3 text-sm">
        <ul className="flex flex-col gap-3">
          {refunds.map((refund, index) => {
            const amount = money(refund.amountCents)
            const at = dateTime(refund.at)
            return (
              <li
                key={`${refund.at}-${index}`}
                className="rounded-lg border border-violet-200 bg-violet-50 p-3"
              >
                <p className="font-semibold text-violet-950">
                  <Trans>
                    {amount} refunded on {at}
                  </Trans>
                </p>
                <p className="whitespace-pre-line text-slate-800">{refund.reason}</p>
                {refund.returned.length > 0 && (
                  <p className="mt-1 text-slate-700">
                    <Trans>Came back:</Trans>{' '}
                    {refund.returned
                      .map(({ line, quantity }) => {
                        const orderLine = lines[line]
                        return orderLine ? `${quantity} × ${orderLineName(i18n, orderLine)}` : null
                      })
                      .filter(Boolean)
                      .join(', ')}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
        <p className="font-medium text-slate-900">
          <Trans>
            Refunded so far: {refunded} of {total}
          </Trans>
        </p>
      </div>
    </OrderSection>
  )
}
