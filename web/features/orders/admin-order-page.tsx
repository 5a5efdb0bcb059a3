import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, ArrowRight, RotateCcw } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { normalizeOrderNumber } from '../../../domain/shop/order-number.ts'
import { dollarsToCents, formatMoney } from '../../../domain/money/money.ts'
import type { OrderView } from '../../../domain/shop/order.ts'
import {
  refundedCentsOf,
  RefundInputSchema,
  returnedOf,
  type RefundInput,
} from '../../../domain/shop/refunds.ts'
import { nextStatuses, StatusChangeSchema, type OrderStatus } from '../../../domain/shop/status.ts'
import { ApiError } from '../../app/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { ChoiceCard } from '../../ui/choice-card.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { TextAreaField } from '../../ui/form-fields.tsx'
import { Loader } from '../../ui/loader.tsx'
import { toast } from '../../ui/toast-store.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { useChangeOrderStatus, useOrder, useRefundOrder } from './api/admin-orders.ts'
import { orderLineName } from './formats.ts'
import { CancelOrder } from './cancel-order.tsx'
import { ORDER_STATUS_LABELS } from './labels.ts'
import { describeOrderError, orderFieldErrors, translateOrderError } from './order-messages.ts'
import { OrderLines, OrderRefunds, OrderSection, OrderSummary } from './order-details.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { OrderTimeline } from './order-timeline.tsx'
import { hubNameIn } from '../../ui/hub-names.ts'

function BackToList() {
  return (
    <Link
      to="/admin/orders"
      className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900"
    >
      <ArrowLeft className="size-4" aria-hidden />
      <Trans>All orders</Trans>
    </Link>
  )
}

/** Where the order may go next (domain/shop/status.ts); cancelling has a button of its own. */
function movesOf(order: OrderView): OrderStatus[] {
  return nextStatuses(order.status).filter((status) => status !== 'cancelled')
}

/** Money can be given back once the order was paid, until all of it is. */
function canRefund(order: OrderView): boolean {
  const paid = order.events.some((event) => event.status === 'paid')
  return paid && order.status !== 'refunded' && refundedCentsOf(order.refunds) < order.totals.totalCents
}

/** Moves the order to one of its next statuses; shipping needs the carrier's tracking number. */
function MoveOrder({ order }: { order: OrderView }) {
  const { i18n, t } = useLingui()
  const moves = movesOf(order)
  const [chosen, setChosen] = useState<OrderStatus | null>(moves[0] ?? null)
  const [trackingNumber, setTrackingNumber] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const change = useChangeOrderStatus(order.orderNumber)
  const legendId = useId()
  const target = chosen && moves.includes(chosen) ? chosen : (moves[0] ?? null)

  if (!target)
    return (
      <p className="text-sm text-slate-600">
        <Trans>This order has gone as far as it goes.</Trans>
      </p>
    )

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = StatusChangeSchema.safeParse({
      status: target,
      ...(target === 'shipped' && { trackingNumber }),
    })
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues)
        next[String(issue.path.at(-1) ?? '')] ??= translateOrderError(i18n, issue.message)
      setErrors(next)
      return
    }
    setErrors({})
    change.mutate(parsed.data, {
      onSuccess: (view) => {
        const label = i18n._(ORDER_STATUS_LABELS[view.status])
        toast({ title: t`Order ${view.orderNumber}: ${label}`, variant: 'success' })
        setTrackingNumber('')
        setChosen(null)
      },
      onError: (error) => setErrors(orderFieldErrors(i18n, error)),
    })
  }

  const formError =
    change.isError && Object.keys(errors).length === 0 ? describeOrderError(i18n, change.error) : null
  const label = i18n._(ORDER_STATUS_LABELS[target])
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
        <legend id={legendId} className="mb-2 text-sm font-semibold text-slate-800">
          <Trans>Move to</Trans>
        </legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {moves.map((status) => (
            <ChoiceCard key={status} checked={status === target} className="flex-row items-center gap-2">
              <input
                type="radio"
                name="status"
                value={status}
                checked={status === target}
                onChange={() => setChosen(status)}
                className="size-4 accent-brand-800"
              />
              <span className="font-medium text-slate-900">{i18n._(ORDER_STATUS_LABELS[status])}</span>
            </ChoiceCard>
          ))}
        </div>
        {errors.status && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.status}
          </p>
        )}
      </fieldset>
      {target === 'shipped' && (
        <FormField
          label={<Trans>Tracking number</Trans>}
          name="trackingNumber"
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required
          error={errors.trackingNumber}
          hint={<Trans>UPS 1Z…, FedEx or USPS digits, or the freight carrier’s PRO number.</Trans>}
        />
      )}
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}
      <Button type="submit" className="self-stretch sm:self-start" disabled={change.isPending}>
        <ArrowRight aria-hidden />
        {change.isPending ? <Trans>Saving…</Trans> : <Trans>Move to {label}</Trans>}
      </Button>
    </form>
  )
}

/**
 * Gives money back: an amount (what is left by default), the reason, and for a shipped order the
 * lines that came back. Nothing is sent before the admin has read the refund back and confirmed it.
 */
function RefundOrder({ order }: { order: OrderView }) {
  const { i18n, t } = useLingui()
  const left = order.totals.totalCents - refundedCentsOf(order.refunds)
  const [dollars, setDollars] = useState((left / 100).toFixed(2))
  const [reason, setReason] = useState('')
  const [returned, setReturned] = useState<Record<number, string>>({})
  const [review, setReview] = useState<RefundInput | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const refund = useRefundOrder(order.orderNumber)
  const shipped = order.status === 'shipped' || order.status === 'delivered'

  const onReview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = RefundInputSchema.safeParse({
      amountCents: dollarsToCents(dollars),
      reason,
      returned: Object.entries(returned)
        .map(([line, quantity]) => ({ line: Number(line), quantity: Number(quantity) }))
        .filter((back) => back.quantity > 0),
    })
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues)
        next[String(issue.path[0] ?? '')] ??= translateOrderError(i18n, issue.message)
      setErrors(next)
      return
    }
    setErrors({})
    setReview(parsed.data)
  }

  if (review) {
    const amount = formatMoney(review.amountCents, i18n.locale)
    const email = order.email
    return (
      <div role="alertdialog" aria-labelledby="refund-review" className="flex flex-col gap-3">
        <p id="refund-review" className="font-semibold text-slate-900">
          <Trans>
            Refund {amount} to {email}?
          </Trans>
        </p>
        <p className="text-sm text-slate-700">
          {review.amountCents === left ? (
            <Trans>This returns all that is left of the order: it becomes Refunded.</Trans>
          ) : (
            <Trans>This is a partial refund: the order keeps its status.</Trans>
          )}{' '}
          <Trans>The customer is emailed the amount and the reason. A refund cannot be undone.</Trans>
        </p>
        {refund.isError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
            {describeOrderError(i18n, refund.error)}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={refund.isPending}
            onClick={() =>
              refund.mutate(review, {
                onSuccess: () => {
                  toast({ title: t`${amount} refunded`, variant: 'success' })
                  setReview(null)
                  setReason('')
                  setReturned({})
                },
              })
            }
          >
            <RotateCcw aria-hidden />
            {refund.isPending ? <Trans>Refunding…</Trans> : <Trans>Refund {amount}</Trans>}
          </Button>
          <Button variant="outline" onClick={() => setReview(null)} disabled={refund.isPending}>
            <Trans>Back</Trans>
          </Button>
        </div>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onReview} className="flex flex-col gap-4">
      <FormField
        label={<Trans>Amount to refund ($)</Trans>}
        name="amountCents"
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        value={dollars}
        onChange={(event) => setDollars(event.target.value)}
        required
        error={errors.amountCents}
        hint={<Trans>At most what is left: {formatMoney(left, i18n.locale)}.</Trans>}
      />
      <TextAreaField
        label={t`Reason`}
        hint={t`Kept with the order and sent to the customer, e.g. “Damaged in transit”.`}
        value={reason}
        onChange={setReason}
        maxLength={500}
        rows={2}
        error={errors.reason}
      />
      {shipped && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-800">
            <Trans>What came back (goes back on the shelf)</Trans>
          </legend>
          {order.lines.map((line, index) => {
            const max = line.quantity - returnedOf(order.refunds, index)
            const name = orderLineName(i18n, line)
            return (
              <FormField
                key={index}
                label={name}
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                step={1}
                value={returned[index] ?? '0'}
                disabled={max === 0}
                onChange={(event) => setReturned((current) => ({ ...current, [index]: event.target.value }))}
                hint={<Trans>Up to {max}</Trans>}
              />
            )
          })}
          {errors.returned && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.returned}
            </p>
          )}
        </fieldset>
      )}
      <Button type="submit" variant="outline" className="self-stretch sm:self-start">
        <Trans>Review the refund</Trans>
      </Button>
    </form>
  )
}

function AdminOrder({ order }: { order: OrderView }) {
  const { t, i18n } = useLingui()
  return (
    <>
      <PageHeader eyebrow={t`Orders`} title={t`Order ${order.orderNumber}`}>
        <OrderStatusBadge status={order.status} className="self-start text-sm" />
      </PageHeader>
      <div className="mx-auto grid grid-cols-1 w-full max-w-6xl gap-5 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-5">
          <BackToList />
          <OrderSection title={<Trans>Next step</Trans>}>
            <MoveOrder key={`${order.status}-${order.events.length}`} order={order} />
          </OrderSection>
          <OrderSection title={<Trans>Status</Trans>}>
            <OrderTimeline
              status={order.status}
              events={order.events}
              trackingNumber={order.trackingNumber}
            />
          </OrderSection>
          <OrderRefunds order={order} />
          {canRefund(order) && (
            <OrderSection title={<Trans>Refund</Trans>}>
              <RefundOrder key={order.refunds.length} order={order} />
            </OrderSection>
          )}
          <OrderSection title={<Trans>Items</Trans>}>
            <OrderLines lines={order.lines} />
          </OrderSection>
        </div>
        <div className="flex flex-col gap-5 lg:pt-9">
          <OrderSummary
            order={order}
            facts={
              <div>
                <dt className="text-slate-600">
                  <Trans>Ships from</Trans>
                </dt>
                <dd className="font-medium text-slate-900">{hubNameIn(i18n, order.hubId)}</dd>
              </div>
            }
          />
          {order.canCancel && (
            <OrderSection title={<Trans>Cancel</Trans>}>
              <p className="mb-4 text-sm text-slate-600">
                <Trans>The held stock goes back on the shelf and the customer is emailed.</Trans>
              </p>
              <CancelOrder number={order.orderNumber} />
            </OrderSection>
          )}
        </div>
      </div>
    </>
  )
}

/** /admin/orders/$number: one order, moved along its statuses or cancelled through the orders API. */
export function AdminOrderPage({ number }: { number: string }) {
  const { i18n, t } = useLingui()
  const normalized = normalizeOrderNumber(number) ?? number
  const order = useOrder(normalized)
  if (order.data) return <AdminOrder order={order.data} />
  return (
    <>
      <PageHeader eyebrow={t`Orders`} title={t`Order ${normalized}`} />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8 sm:px-6">
        <BackToList />
        {order.isError ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
            {order.error instanceof ApiError && order.error.status === 404
              ? t`No order has the number ${normalized}.`
              : describeOrderError(i18n, order.error)}
          </p>
        ) : (
          <Loader label={t`Loading the order…`} className="py-10" />
        )}
      </div>
    </>
  )
}
