import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ShippingMethod } from '../../../domain/shop/shipping.ts'
import { ChoiceCard } from '../../ui/choice-card.tsx'
import { useFormats } from '../../app/use-formats.ts'
import type { ChangeField } from './checkout-draft.ts'
import { Section } from './checkout-section.tsx'
import { SHIPPING_LABELS } from './labels.ts'
import type { CartQuote } from './ship-estimate.tsx'

/** The ways this cart can ship to the chosen state, each with its price. */
export function ShippingMethodSection({
  quote,
  errors,
  change,
}: {
  quote: CartQuote
  errors: Record<string, string>
  change: ChangeField
}) {
  const { t, i18n } = useLingui()
  const { money } = useFormats()
  const methodGroup = useId()
  return (
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
                <span className="font-semibold text-slate-900">{i18n._(SHIPPING_LABELS[method].name)}</span>
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
  )
}
