import { Trans, useLingui } from '@lingui/react/macro'
import { Truck } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { SelectField } from '../../ui/choice-fields.tsx'
import { Input } from '../../ui/input.tsx'
import { useFormats } from '../../app/use-formats.ts'
import type { ShopCart } from './cart.ts'
import { SHIPPING_LABELS } from './labels.ts'
import { StateSelect, type CartQuote, type ShipEstimate } from './ship-estimate.tsx'

/**
 * The totals box of the cart and the checkout: subtotal, shipping, tax and total as the server
 * will compute them. On the cart page it also asks where the order ships (`estimate` with setters).
 */
export function OrderSummary({
  cart,
  estimate,
  children,
}: {
  cart: ShopCart
  estimate: CartQuote | ShipEstimate
  children?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const { money, taxRate } = useFormats()
  const stateId = useId()
  const zipId = useId()
  const { chosen } = estimate
  const picker = 'setDestination' in estimate ? estimate : null
  const freeFrom = cart.shippingRates.freeGroundFromCents
  const toFree = freeFrom - cart.subtotalCents

  return (
    <aside
      aria-labelledby="order-summary"
      className="flex flex-col gap-4 self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="order-summary" className="text-lg font-semibold text-slate-900">
        <Trans>Order summary</Trans>
      </h2>
      {picker && (
        <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-800">
            <Trans>Shipping to</Trans>
          </p>
          <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={stateId} className="text-xs font-semibold text-slate-700">
                <Trans>State</Trans>
              </label>
              <StateSelect
                id={stateId}
                value={picker.state}
                onChange={(state) => picker.setDestination({ state })}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={zipId} className="text-xs font-semibold text-slate-700">
                <Trans>ZIP code</Trans>
              </label>
              <Input
                id={zipId}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={10}
                value={picker.zip}
                onChange={(event) => picker.setDestination({ zip: event.currentTarget.value })}
              />
            </div>
          </div>
          {picker.methods.length > 1 && (
            <SelectField
              label={t`Shipping method`}
              value={picker.method}
              options={picker.methods.map((method) => ({
                value: method,
                label: `${i18n._(SHIPPING_LABELS[method].name)} · ${i18n._(SHIPPING_LABELS[method].detail)}`,
              }))}
              onChange={picker.setMethod}
            />
          )}
        </div>
      )}
      <dl className="flex flex-col gap-2 text-sm" aria-live="polite">
        <Row label={t`Subtotal`} value={money(cart.subtotalCents)} />
        <Row
          label={
            chosen && cart.shipsGoods
              ? t`Shipping (${i18n._(SHIPPING_LABELS[estimate.method].name)})`
              : t`Shipping`
          }
          value={
            chosen ? (chosen.shippingCents === 0 ? t`Free` : money(chosen.shippingCents)) : t`Choose a state`
          }
        />
        <Row
          label={chosen ? t`Tax (${taxRate(chosen.taxRateBp)} %)` : t`Tax`}
          value={chosen ? money(chosen.taxCents) : t`Choose a state`}
        />
        <div className="mt-1 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-bold text-brand-900">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{money(chosen ? chosen.totalCents : cart.subtotalCents)}</dd>
        </div>
      </dl>
      {cart.shipsGoods && estimate.method === 'ground' && toFree > 0 && cart.subtotalCents > 0 && (
        <p className="flex gap-2 text-sm text-slate-700">
          <Truck className="size-4 shrink-0 text-accent-600" aria-hidden />
          <Trans>Add {money(toFree)} more for free ground shipping.</Trans>
        </p>
      )}
      {estimate.method === 'freight' && (
        <p className="text-sm text-slate-700">
          <Trans>Full rolls 60″ wide and over, and orders over 150 lb, ship by freight.</Trans>
        </p>
      )}
      {children}
      <p className="text-xs text-slate-500">
        <Trans>Prices, shipping and tax are confirmed by our server when you place the order.</Trans>
      </p>
    </aside>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  )
}
