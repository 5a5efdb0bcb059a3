import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { CreditCard, FileText, Lock, WifiOff } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { z } from 'zod'
import {
  ORDER_LIMITS,
  OrderInputSchema,
  type OrderBody,
  type PaymentMethod,
} from '../../../domain/shop/order.ts'
import { SHIPPING_METHODS, type ShippingMethod } from '../../../domain/shop/shipping.ts'
import { ApiError, NetworkError } from '../../app/api-client.ts'
import { usePaymentMethods } from './api/payment-methods.ts'
import { clearCart } from '../../app/cart.ts'
import { useDraft, type DraftState } from '../../app/drafts.ts'
import { removeOutboxRow } from '../../app/outbox.ts'
import { Button } from '../../ui/button.tsx'
import { ErrorSummary } from '../../ui/error-summary.tsx'
import { ChoiceCard } from '../../ui/choice-card.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { Loader } from '../../ui/loader.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { useFormats } from '../../app/use-formats.ts'
import { useMyOrders } from '../orders/api/use-my-orders.ts'
import { orderLineName } from '../orders/formats.ts'
import { translateOrderError } from '../orders/order-messages.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { useShopCart, type ShopCart } from './cart.ts'
import { refreshCatalog } from '../../app/catalog-store.ts'
import { SHIPPING_LABELS } from './labels.ts'
import { OrderSummary } from './order-summary.tsx'
import { placeCardOrder, queueInvoiceOrder, rememberCardOrder } from '../orders/api/place-order.ts'
import { quoteCart, SHIP_TO_DRAFT, ShipToDraftSchema, StateSelect } from './ship-estimate.tsx'

/** What the checkout form holds; kept on the device as it is typed (a reload or lost signal loses nothing). */
const CheckoutDraftSchema = z.object({
  email: z.string(),
  name: z.string(),
  company: z.string(),
  street: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  shippingMethod: z.enum(SHIPPING_METHODS),
  paymentMethod: z.string(),
})
type CheckoutDraft = z.infer<typeof CheckoutDraftSchema>
type ContactField = Exclude<keyof CheckoutDraft, 'shippingMethod' | 'paymentMethod'>
const CHECKOUT_DRAFT = 'shop/checkout'

const EMPTY: CheckoutDraft = {
  email: '',
  name: '',
  company: '',
  street: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  shippingMethod: 'ground',
  paymentMethod: 'invoice',
}

/** /checkout: contact, ship-to address, shipping and payment, then "Place order". */
/** The fields of the form by the path the server names them with ("shipTo.city"): the error summary links to them. */
const CHECKOUT_FIELDS = new Set([
  'email',
  ...['name', 'company', 'street', 'street2', 'city', 'state', 'zip', 'phone'].map(
    (field) => `shipTo.${field}`,
  ),
])
const checkoutFieldId = (path: string) => `checkout-${path.replace('.', '-')}`

export function CheckoutPage() {
  const { t } = useLingui()
  const { user } = useAuth()
  const cart = useShopCart()
  const userId = user?.id ?? null
  const draft = useDraft(CHECKOUT_DRAFT, userId, CheckoutDraftSchema)
  const shipTo = useDraft(SHIP_TO_DRAFT, userId, ShipToDraftSchema)
  useEffect(() => void refreshCatalog(), [])

  return (
    <>
      <PageHeader eyebrow={t`Shop`} title={t`Checkout`} />
      <div className="bg-slate-50">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
          {cart.items === undefined || !draft.loaded || !shipTo.loaded ? (
            <Loader size="sm" className="py-16" />
          ) : cart.orderLines.length === 0 ? (
            <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-10 text-center">
              <p className="text-lg font-semibold text-slate-900">
                <Trans>Your cart is empty</Trans>
              </p>
              <Button asChild>
                <Link to="/shop" search={{}}>
                  <Trans>Browse the shop</Trans>
                </Link>
              </Button>
            </div>
          ) : (
            <CheckoutForm
              cart={cart}
              drafts={draft}
              initial={{
                ...EMPTY,
                state: shipTo.draft?.value.state ?? '',
                zip: shipTo.draft?.value.zip ?? '',
                ...draft.draft?.value,
              }}
            />
          )}
        </div>
      </div>
    </>
  )
}

function CheckoutForm({
  cart,
  drafts,
  initial,
}: {
  cart: ShopCart
  drafts: DraftState<CheckoutDraft>
  initial: CheckoutDraft
}) {
  const { t, i18n } = useLingui()
  const { user } = useAuth()
  const navigate = useNavigate()
  const { money } = useFormats()
  const paymentMethods = usePaymentMethods()
  const [values, setValues] = useState<CheckoutDraft>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string>()
  const [placing, setPlacing] = useState(false)
  // One key per checkout attempt: a retry of the same order is the same order on the server, and an
  // order changed after a refusal (another address, paying by invoice instead) is a new attempt.
  const attempt = useRef<{ id: string; sent: string } | null>(null)
  const errorSummary = useRef<HTMLDivElement>(null)
  const stateId = checkoutFieldId('shipTo.state')
  const methodGroup = useId()
  const paymentGroup = useId()

  const quote = quoteCart(cart, values.state, values.zip, values.shippingMethod)
  const payment: PaymentMethod = paymentMethods.includes(values.paymentMethod as PaymentMethod)
    ? (values.paymentMethod as PaymentMethod)
    : 'invoice'

  // A signed-in customer's last order fills what is still blank (the draft and what they type win).
  const lastOrder = useMyOrders(1)?.orders[0]
  useEffect(() => {
    if (!lastOrder) return
    const { name, company, street, street2, city, state, zip, phone } = lastOrder.shipTo
    const known: Partial<Record<ContactField, string>> = {
      email: lastOrder.email,
      name,
      company,
      street,
      street2,
      city,
      state,
      zip,
      phone,
    }
    setValues((current) => {
      const filled = { ...current }
      for (const [field, value] of Object.entries(known) as [ContactField, string | undefined][])
        if (value && !current[field]) filled[field] = value
      return filled
    })
  }, [lastOrder])

  const change = (field: keyof CheckoutDraft, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    void drafts.save(next)
  }
  const text = (field: keyof CheckoutDraft, path = `shipTo.${field}`) => ({
    id: checkoutFieldId(path),
    value: values[field],
    error: errors[path],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(field, event.currentTarget.value),
  })

  const body = (): OrderBody => ({
    ...(values.email.trim() || !user ? { email: values.email } : {}),
    lines: cart.orderLines,
    shipTo: {
      name: values.name,
      company: values.company,
      street: values.street,
      street2: values.street2,
      city: values.city,
      state: values.state as OrderBody['shipTo']['state'],
      zip: values.zip,
      phone: values.phone,
    },
    shippingMethod: quote.method,
    paymentMethod: payment,
  })

  const showErrors = (codes: Record<string, string>) => {
    setErrors(
      Object.fromEntries(
        Object.entries(codes).map(([path, code]) => [path, translateOrderError(i18n, code)]),
      ),
    )
    requestAnimationFrame(() => errorSummary.current?.focus())
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (placing) return
    setFormError(undefined)
    const input = body()
    const parsed = OrderInputSchema.safeParse(input)
    const codes: Record<string, string> = {}
    if (!parsed.success) {
      for (const issue of parsed.error.issues) codes[issue.path.join('.')] ??= issue.message
    }
    if (!user && !values.email.trim()) codes.email = 'emailRequired'
    if (Object.keys(codes).length > 0) return showErrors(codes)
    setErrors({})
    setPlacing(true)
    const sent = JSON.stringify(input)
    if (attempt.current?.sent !== sent) attempt.current = { id: crypto.randomUUID(), sent }
    const attemptId = attempt.current.id
    try {
      const shown = {
        email: values.email,
        itemCount: cart.count,
        totalCents: quote.chosen?.totalCents ?? null,
      }
      if (payment === 'card') {
        const order = await placeCardOrder(attemptId, input)
        rememberCardOrder(order)
        if (order.paymentUrl) {
          window.location.assign(order.paymentUrl)
          return
        }
        await navigate({ to: '/order-success', search: { order: order.orderNumber } })
        return
      }
      const row = await queueInvoiceOrder(attemptId, input, shown, user?.id)
      if (row?.state === 'failed') {
        // Refused for good: nothing was written on the server; show why and keep the cart.
        await removeOutboxRow(row.id)
        attempt.current = null
        if (row.refusal?.fieldErrors) showErrors(row.refusal.fieldErrors)
        setFormError(row.refusal?.code ? translateOrderError(i18n, row.refusal.code) : row.refusal?.message)
        return
      }
      // Sent, or waiting for a network: the order is the outbox's now, not the cart's.
      await clearCart(cart.owner)
      await drafts.discard()
      await navigate({ to: '/order-success', search: { attempt: attemptId } })
    } catch (error) {
      if (error instanceof ApiError) {
        if (Object.keys(error.fieldErrors).length) showErrors(error.fieldErrors)
        setFormError(error.code ? translateOrderError(i18n, error.code) : error.message)
      } else if (error instanceof NetworkError) {
        setFormError(
          t`Card payment needs a connection. Choose pay by invoice to place the order offline, or try again when you are online.`,
        )
      } else {
        console.error('The order could not be placed', error)
        setFormError(t`Your order could not be placed. Try again.`)
      }
    } finally {
      setPlacing(false)
    }
  }

  const errorList = Object.values(errors)

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="flex flex-col gap-6">
        {(errorList.length > 0 || formError) && (
          <ErrorSummary
            ref={errorSummary}
            title={formError ?? t`Please check the highlighted fields`}
            items={Object.entries(errors).map(([path, message]) => ({
              message,
              ...(CHECKOUT_FIELDS.has(path) ? { fieldId: checkoutFieldId(path) } : {}),
            }))}
          />
        )}

        <Section title={t`Contact`}>
          {user ? (
            <p className="text-sm text-slate-700">
              <Trans>
                Signed in as {user.username}. The confirmation goes to your account’s email unless you enter
                another one.
              </Trans>
            </p>
          ) : (
            <p className="text-sm text-slate-700">
              <Trans>
                No account needed: we send the confirmation to this email, and you can follow the order with
                Track Order.{' '}
                <Link to="/team-login" className="font-semibold text-brand-700 underline">
                  Sign in
                </Link>{' '}
                to see it with your orders.
              </Trans>
            </p>
          )}
          <FormField
            label={user ? t`Email (optional)` : t`Email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={ORDER_LIMITS.email}
            required={!user}
            {...text('email', 'email')}
          />
        </Section>

        <Section title={t`Ship to`}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField
              label={t`Full name`}
              autoComplete="name"
              maxLength={ORDER_LIMITS.name}
              required
              {...text('name')}
            />
            <FormField
              label={t`Company (optional)`}
              autoComplete="organization"
              maxLength={ORDER_LIMITS.company}
              {...text('company')}
            />
          </div>
          <FormField
            label={t`Street address`}
            autoComplete="address-line1"
            maxLength={ORDER_LIMITS.street}
            required
            {...text('street')}
          />
          <FormField
            label={t`Apartment, suite, unit (optional)`}
            autoComplete="address-line2"
            maxLength={ORDER_LIMITS.street}
            {...text('street2')}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_8rem]">
            <FormField
              label={t`City`}
              autoComplete="address-level2"
              maxLength={ORDER_LIMITS.city}
              required
              {...text('city')}
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor={stateId} className="text-sm font-semibold text-slate-800">
                <Trans>State</Trans>
              </label>
              <StateSelect
                id={stateId}
                value={values.state}
                invalid={Boolean(errors['shipTo.state'])}
                describedBy={errors['shipTo.state'] ? `${stateId}-error` : undefined}
                onChange={(state) => change('state', state)}
              />
              {errors['shipTo.state'] && (
                <p id={`${stateId}-error`} className="text-sm text-red-700">
                  {errors['shipTo.state']}
                </p>
              )}
            </div>
            <FormField
              label={t`ZIP code`}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={10}
              required
              {...text('zip')}
            />
          </div>
          <FormField
            label={quote.method === 'freight' ? t`Phone` : t`Phone (optional)`}
            type="tel"
            autoComplete="tel"
            maxLength={ORDER_LIMITS.phone}
            hint={quote.method === 'freight' ? t`The freight carrier calls to book the delivery.` : undefined}
            {...text('phone')}
          />
        </Section>

        {cart.shipsGoods && (
          <Section title={t`Shipping method`}>
            {quote.quotes === null ? (
              <p className="text-sm text-slate-600">
                <Trans>Choose the state above to see shipping options and prices.</Trans>
              </p>
            ) : (
              <fieldset aria-labelledby={methodGroup} className="grid grid-cols-1 gap-2 sm:grid-cols-3">
                <legend id={methodGroup} className="sr-only">
                  <Trans>Shipping method</Trans>
                </legend>
                {quote.methods.map((method: ShippingMethod) => {
                  const priced = quote.quotes![method]
                  return (
                    <ChoiceCard key={method} checked={quote.method === method}>
                      <input
                        type="radio"
                        name={methodGroup}
                        className="sr-only"
                        checked={quote.method === method}
                        onChange={() => change('shippingMethod', method)}
                      />
                      <span className="font-semibold text-slate-900">
                        {i18n._(SHIPPING_LABELS[method].name)}
                      </span>
                      <span className="text-slate-600">{i18n._(SHIPPING_LABELS[method].detail)}</span>
                      {priced.ok && (
                        <span className="font-semibold text-slate-900">
                          {priced.order.shippingCents === 0 ? t`Free` : money(priced.order.shippingCents)}
                        </span>
                      )}
                    </ChoiceCard>
                  )
                })}
              </fieldset>
            )}
            {errors.shippingMethod && <p className="text-sm text-red-700">{errors.shippingMethod}</p>}
          </Section>
        )}

        <Section title={t`Payment`}>
          <fieldset aria-labelledby={paymentGroup} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <legend id={paymentGroup} className="sr-only">
              <Trans>Payment</Trans>
            </legend>
            <ChoiceCard checked={payment === 'invoice'}>
              <input
                type="radio"
                name={paymentGroup}
                className="sr-only"
                checked={payment === 'invoice'}
                onChange={() => change('paymentMethod', 'invoice')}
              />
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <FileText className="size-4" aria-hidden />
                <Trans>Pay by invoice / on delivery</Trans>
              </span>
              <span className="text-slate-600">
                <Trans>
                  We email an invoice with your confirmation. Works offline: the order is placed when you are
                  back online.
                </Trans>
              </span>
            </ChoiceCard>
            {paymentMethods.includes('card') && (
              <ChoiceCard checked={payment === 'card'}>
                <input
                  type="radio"
                  name={paymentGroup}
                  className="sr-only"
                  checked={payment === 'card'}
                  onChange={() => change('paymentMethod', 'card')}
                />
                <span className="flex items-center gap-2 font-semibold text-slate-900">
                  <CreditCard className="size-4" aria-hidden />
                  <Trans>Card</Trans>
                </span>
                <span className="text-slate-600">
                  <Trans>Pay securely on Stripe’s page; you come back here when it is done.</Trans>
                </span>
              </ChoiceCard>
            )}
          </fieldset>
        </Section>
      </div>

      <OrderSummary cart={cart} estimate={quote}>
        <ul className="flex flex-col gap-1 border-t border-slate-100 pt-3 text-sm text-slate-700">
          {cart.items
            ?.filter((item) => item.product)
            .map((item) => (
              <li key={item.line.id} className="flex justify-between gap-3">
                <span className="min-w-0 truncate">
                  {item.line.quantity} ×{' '}
                  {orderLineName(i18n, {
                    name: item.product!.name,
                    cutLengthFt: item.line.options.cutLengthFt ?? null,
                  })}
                </span>
                <span className="shrink-0">{money(item.lineCents)}</span>
              </li>
            ))}
        </ul>
        {!navigator.onLine && payment === 'invoice' && (
          <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <WifiOff className="size-4 shrink-0" aria-hidden />
            <Trans>
              You are offline. Your order is saved on this device and placed as soon as you are back online.
            </Trans>
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={placing}>
          <Lock aria-hidden />
          {placing ? t`Placing your order…` : t`Place order`}
        </Button>
      </OrderSummary>
    </form>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}
