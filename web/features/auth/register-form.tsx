import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { UserPlus } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { type SelfRegisterType } from '../../../domain/auth/roles.ts'
import { RegisterSchema } from '../../../domain/auth/schemas.ts'
import { Button } from '../../ui/button.tsx'
import { ChoiceCard, ChoiceFieldset } from '../../ui/choice-card.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { NewPasswordFields } from '../../ui/credential-fields.tsx'
import { formValues, useFormErrors } from '../../app/use-form-errors.ts'

const ACCOUNT_TYPES: { value: SelfRegisterType; label: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    value: 'homeowner',
    label: msg`Homeowner`,
    text: msg`Estimate your windows, post projects and hire installers.`,
  },
  {
    value: 'installer',
    label: msg`Installer`,
    text: msg`Find jobs near you, bid and manage your installations.`,
  },
  { value: 'regular', label: msg`Member`, text: msg`Use the estimator and shop for film and tools.` },
]

/** `kind`: the account kind chosen before the form (a plan's or a page's sign-up link); homeowner otherwise. */
export function RegisterForm({ kind = 'homeowner' }: { kind?: SelfRegisterType }) {
  const { i18n, t } = useLingui()
  const { register } = useAuth()
  const form = useFormErrors(RegisterSchema)
  const [busy, setBusy] = useState(false)
  const [userType, setUserType] = useState<SelfRegisterType>(kind)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The page's language becomes the account's: its mails are written in it.
    const input = form.validate({ ...formValues(event.currentTarget), userType, language: i18n.locale })
    if (!input) return
    setBusy(true)
    try {
      await register(input)
    } catch (error) {
      form.fromServer(error)
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ChoiceFieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">
          <Trans>I am a</Trans>
        </legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {ACCOUNT_TYPES.map((type) => (
            <ChoiceCard key={type.value} checked={userType === type.value}>
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <input
                  type="radio"
                  name="userType"
                  value={type.value}
                  checked={userType === type.value}
                  onChange={() => setUserType(type.value)}
                  aria-label={i18n._(type.label)}
                  aria-describedby={`user-type-${type.value}`}
                  className="accent-accent-600"
                />
                {i18n._(type.label)}
              </span>
              <span id={`user-type-${type.value}`} className="text-xs text-slate-600">
                {i18n._(type.text)}
              </span>
            </ChoiceCard>
          ))}
        </div>
        {form.errors.userType && <p className="text-sm font-medium text-red-700">{form.errors.userType}</p>}
      </ChoiceFieldset>
      <FormField
        label={t`Username`}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={form.errors.username}
      />
      <FormField label={t`Email`} name="email" type="email" autoComplete="email" error={form.errors.email} />
      <NewPasswordFields
        errors={form.errors}
        labels={{ password: t`Password`, confirm: t`Confirm password` }}
      />
      <Button type="submit" size="lg" disabled={busy}>
        <UserPlus aria-hidden />
        {busy ? <Trans>Creating your account...</Trans> : <Trans>Create account</Trans>}
      </Button>
    </form>
  )
}
