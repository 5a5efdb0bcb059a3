import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Search } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { TrackOrderSchema, type TrackOrderInput } from '../../../domain/shop/order-number.ts'
import type { TrackedOrder } from '../../../domain/shop/order.ts'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useTrackedOrder } from './api/track-order.ts'
import { useOrderFormats } from './formats.ts'
import { SHIPPING_METHOD_LABELS } from './labels.ts'
import { describeOrderError, orderFieldErrors, translateOrderError } from './order-messages.ts'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { OrderTimeline } from './order-timeline.tsx'

type Field = 'orderNumber' | 'email'
type FieldErrors = Partial<Record<Field, string>>

function TrackedResult({ order }: { order: TrackedOrder }) {
  const { i18n } = useLingui()
  const { date } = useOrderFormats()
  const placed = date(order.placedAt)
  const shipping = i18n._(SHIPPING_METHOD_LABELS[order.shippingMethod])
  return (
    <section
      aria-labelledby="tracked-order-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="tracked-order-title" className="text-xl font-semibold text-slate-900">
            <Trans>
              Order <span className="font-mono">{order.orderNumber}</span>
            </Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              Placed on {placed} · {shipping} shipping
            </Trans>
          </p>
        </div>
        <OrderStatusBadge status={order.status} className="text-sm" />
      </div>
      <OrderTimeline status={order.status} events={order.events} trackingNumber={order.trackingNumber} />
    </section>
  )
}

/** The lookup a form's values ask for, or the translated reason each field is wrong. */
function parseLookup(
  i18n: I18n,
  values: { orderNumber: string; email: string },
): { input: TrackOrderInput } | { errors: FieldErrors } {
  const parsed = TrackOrderSchema.safeParse(values)
  if (parsed.success) return { input: parsed.data }
  const errors: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field
    errors[field] ??= translateOrderError(i18n, issue.message)
  }
  return { errors }
}

/**
 * /track-order: anyone with an order's number and email sees its status timeline, no account needed.
 * `?order=` (or the mails' `?number=`) and `?email=` fill the form in, and look the order up at once.
 */
export function TrackOrderPage({
  initialNumber = '',
  initialEmail = '',
}: {
  initialNumber?: string
  initialEmail?: string
}) {
  const { i18n, t } = useLingui()
  const [values, setValues] = useState({ orderNumber: initialNumber, email: initialEmail })
  const [errors, setErrors] = useState<FieldErrors>({})
  // A link from the order confirmation (or a mail) carries both: the timeline shows at once.
  const [lookup, setLookup] = useState<TrackOrderInput | null>(() => {
    if (!initialNumber || !initialEmail) return null
    const parsed = parseLookup(i18n, { orderNumber: initialNumber, email: initialEmail })
    return 'input' in parsed ? parsed.input : null
  })
  const tracked = useTrackedOrder(lookup)
  const resultRef = useRef<HTMLDivElement>(null)
  // After a lookup the user asked for, the answer takes the focus (screen readers read it out).
  const focusResult = useRef(false)
  const answeredAt = tracked.dataUpdatedAt
  useEffect(() => {
    if (!focusResult.current || answeredAt === 0) return
    focusResult.current = false
    resultRef.current?.focus()
  }, [answeredAt])

  const serverFields = orderFieldErrors(i18n, tracked.error)
  const shownErrors = { ...serverFields, ...errors }
  const formError =
    tracked.isError && Object.keys(serverFields).length === 0 ? describeOrderError(i18n, tracked.error) : null

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = parseLookup(i18n, values)
    if ('errors' in parsed) {
      setErrors(parsed.errors)
      setLookup(null)
      return
    }
    setErrors({})
    focusResult.current = true
    const same = lookup?.orderNumber === parsed.input.orderNumber && lookup.email === parsed.input.email
    if (same) void tracked.refetch()
    else setLookup(parsed.input)
  }

  const busy = tracked.isFetching
  return (
    <>
      <PageHeader
        title={t`Track Order`}
        description={t`Follow your order from cutting to delivery with your order number and email.`}
      />
      <div className="bg-slate-50">
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
          <form
            noValidate
            onSubmit={onSubmit}
            aria-labelledby="track-form-title"
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="track-form-title" className="text-lg font-semibold text-slate-900">
              <Trans>Find your order</Trans>
            </h2>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormField
                label={<Trans>Order number</Trans>}
                name="orderNumber"
                value={values.orderNumber}
                onChange={(event) =>
                  setValues((current) => ({ ...current, orderNumber: event.target.value }))
                }
                placeholder="SS-7K2M-Q9XD"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                required
                error={shownErrors.orderNumber}
                hint={<Trans>It is in your confirmation email.</Trans>}
              />
              <FormField
                label={<Trans>Email</Trans>}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                value={values.email}
                onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
                maxLength={254}
                required
                error={shownErrors.email}
                hint={<Trans>The one the order was placed with.</Trans>}
              />
            </div>
            {formError && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
                {formError}
              </p>
            )}
            <Button type="submit" className="self-stretch sm:self-start" disabled={busy}>
              <Search aria-hidden />
              {busy ? <Trans>Looking it up…</Trans> : <Trans>Track order</Trans>}
            </Button>
          </form>
          <div ref={resultRef} tabIndex={-1} aria-live="polite" className="outline-none">
            {lookup && tracked.data && !tracked.isError && <TrackedResult order={tracked.data} />}
          </div>
        </div>
      </div>
    </>
  )
}
