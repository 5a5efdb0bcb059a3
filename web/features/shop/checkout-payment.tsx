import { Trans, useLingui } from '@lingui/react/macro'
import { CreditCard, FileText } from 'lucide-react'
import { useId } from 'react'
import type { PaymentMethod } from '../../../domain/shop/order.ts'
import { ChoiceCard } from '../../ui/choice-card.tsx'
import type { ChangeField } from './checkout-draft.ts'
import { Section } from './checkout-section.tsx'

/** By invoice (offline too), or by card when this server takes cards. */
export function PaymentSection({
  payment,
  paymentMethods,
  change,
}: {
  payment: PaymentMethod
  paymentMethods: PaymentMethod[]
  change: ChangeField
}) {
  const { t } = useLingui()
  const paymentGroup = useId()
  return (
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
              We email an invoice with your confirmation. Works offline: the order is placed when you are back
              online.
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
  )
}
