import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { Lock, WifiOff } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { Locale } from '../../../domain/i18n/locales.ts'
import { OrderInputSchema, type OrderBody, type PaymentMethod } from '../../../domain/shop/order.ts'
import { ApiError, NetworkError } from '../../app/api-client.ts'
import { usePaymentMethods } from './api/payment-methods.ts'
import { clearCart } from '../../app/cart.ts'
import type { DraftState } from '../../app/drafts.ts'
import { removeOutboxRow } from '../../app/outbox.ts'
import { Button } from '../../ui/button.tsx'
import { ErrorSummary } from '../../ui/error-summary.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { useFormats } from '../../app/use-formats.ts'
import { useMyOrders } from '../orders/api/use-my-orders.ts'
import { translateOrderError } from '../orders/order-messages.ts'
import type { ShopCart } from './cart.ts'
import { cartLineName } from './labels.ts'
import { OrderSummary } from './order-summary.tsx'
import { placeCardOrder, queueInvoiceOrder, rememberCardOrder } from '../orders/api/place-order.ts'
import { quoteCart } from './ship-estimate.tsx'
import { ContactSection, ShipToSection } from './checkout-address.tsx'
import { CHECKOUT_FIELDS, checkoutFieldId, type CheckoutDraft, type ContactField } from './checkout-draft.ts'
import { PaymentSection } from './checkout-payment.tsx'
import { ShippingMethodSection } from './checkout-shipping-method.tsx'
import { useFieldErrors } from '../../ui/use-field-errors.ts'

export function CheckoutForm({
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
  const [errors, setErrors, settle] = useFieldErrors()
  const [formError, setFormError] = useState<string>()
  const [placing, setPlacing] = useState(false)
  // One key per checkout attempt: a retry of the same order is the same order on the server, and an
  // order changed after a refusal (another address, paying by invoice instead) is a new attempt.
  const attempt = useRef<{ id: string; sent: string } | null>(null)
  const errorSummary = useRef<HTMLDivElement>(null)

  const quote = quoteCart(cart, values.state, values.zip, values.shippingMethod)
  const payment: PaymentMethod = paymentMethods.includes(values.paymentMethod as PaymentMethod)
    ? (values.paymentMethod as PaymentMethod)
    : 'invoice'

  // A signed-in customer's last order fills what is still blank (the draft and what they type win),
  // until they type: an order that arrives from sync mid-word must not land in the field being typed.
  const lastOrder = useMyOrders(1)?.orders[0]
  const typed = useRef(false)
  useEffect(() => {
    if (!lastOrder || typed.current) return
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
    typed.current = true
    const next = { ...values, [field]: value }
    setValues(next)
    settle(field, `shipTo.${field}`)
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
    // A visitor's order mails are written in the page's language.
    language: i18n.locale as Locale,
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

        <ContactSection user={user} text={text} />

        <ShipToSection values={values} errors={errors} quote={quote} text={text} change={change} />

        {cart.shipsGoods && <ShippingMethodSection quote={quote} errors={errors} change={change} />}

        <PaymentSection payment={payment} paymentMethods={paymentMethods} change={change} />
      </div>

      <OrderSummary cart={cart} estimate={quote}>
        <ul className="flex flex-col gap-1 border-t border-slate-100 pt-3 text-sm text-slate-700">
          {cart.items
            ?.filter((item) => item.product)
            .map((item) => (
              <li key={item.line.id} className="flex justify-between gap-3">
                <span className="min-w-0 truncate">
                  {item.line.quantity} × {cartLineName(i18n, item.product!, item.line.options)}
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
