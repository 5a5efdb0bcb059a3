import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { KeyRound } from 'lucide-react'
import type { FormEvent } from 'react'
import { ChangePasswordSchema } from '../../../domain/auth/schemas.ts'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { toast } from '../../ui/toast-store.ts'
import { describeError } from '../../app/error-messages.ts'
import { NewPasswordFields } from '../../ui/credential-fields.tsx'
import { formValues, useFormErrors } from '../../app/use-form-errors.ts'
import { useChangePassword } from './api/change-password.ts'

const CHANGE_FAILED = msg`Your password could not be changed`

export function ChangePasswordForm() {
  const { i18n, t } = useLingui()
  const form = useFormErrors(ChangePasswordSchema)
  const change = useChangePassword()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const element = event.currentTarget
    const input = form.validate(formValues(element))
    if (!input) return
    change.mutate(input, {
      onSuccess: () => {
        element.reset()
        toast({
          title: i18n._(msg`Password changed`),
          description: i18n._(msg`Other devices have been signed out.`),
          variant: 'success',
        })
      },
      onError: (error) => {
        form.fromServer(error)
        toast({
          title: i18n._(CHANGE_FAILED),
          description: describeError(i18n, error, CHANGE_FAILED),
          variant: 'destructive',
        })
      },
    })
  }

  return (
    <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <FormField
        label={t`Current password`}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={form.errors.currentPassword}
      />
      <NewPasswordFields
        errors={form.errors}
        labels={{ password: t`New password`, confirm: t`Confirm new password` }}
      />
      <div className="sm:col-span-3">
        <Button type="submit" variant="outline" disabled={change.isPending}>
          <KeyRound aria-hidden />
          <Trans>Change password</Trans>
        </Button>
      </div>
    </form>
  )
}
