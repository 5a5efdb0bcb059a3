import { useLingui } from '@lingui/react/macro'
import { PASSWORD_MIN } from '../../domain/auth/schemas.ts'
import { FormField } from './form-field.tsx'

type Errors = Record<string, string | undefined>

/** Username-or-email and password, as both sign-in forms ask for them. */
export function CredentialFields({ errors }: { errors: Errors }) {
  const { t } = useLingui()
  return (
    <>
      <FormField
        label={t`Username or email`}
        name="usernameOrEmail"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.usernameOrEmail}
      />
      <FormField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
    </>
  )
}

/** A new password and its confirmation (fields `password` and `confirmPassword`). */
export function NewPasswordFields({
  errors,
  labels,
}: {
  errors: Errors
  labels: { password: string; confirm: string }
}) {
  const { t } = useLingui()
  return (
    <>
      <FormField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t`At least ${PASSWORD_MIN} characters.`}
        error={errors.password}
      />
      <FormField
        label={labels.confirm}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
    </>
  )
}
