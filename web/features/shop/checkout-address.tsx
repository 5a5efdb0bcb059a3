import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import { ORDER_LIMITS } from '../../../domain/shop/order.ts'
import { FormField } from '../../ui/form-field.tsx'
import { checkoutFieldId, type ChangeField, type CheckoutDraft, type TextBinding } from './checkout-draft.ts'
import { Section } from './checkout-section.tsx'
import { StateSelect, type CartQuote } from './ship-estimate.tsx'

/** Who the order is for: the email the confirmation goes to. */
export function ContactSection({ user, text }: { user: SessionUser | null; text: TextBinding }) {
  const { t } = useLingui()
  return (
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
            No account needed: we send the confirmation to this email, and you can follow the order with Track
            Order.{' '}
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
  )
}

/** Where the order ships; a freight delivery needs the phone number. */
export function ShipToSection({
  values,
  errors,
  quote,
  text,
  change,
}: {
  values: CheckoutDraft
  errors: Record<string, string>
  quote: CartQuote
  text: TextBinding
  change: ChangeField
}) {
  const { t } = useLingui()
  const stateId = checkoutFieldId('shipTo.state')
  return (
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
  )
}
