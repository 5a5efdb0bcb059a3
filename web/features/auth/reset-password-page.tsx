import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { KeyRound } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { ResetPasswordSchema } from '../../../domain/auth/schemas.ts'
import { ApiError } from '../../app/api-client.ts'
import { resetPassword } from './api/password-reset.ts'
import { Button } from '../../ui/button.tsx'
import { toast } from '../../ui/toast-store.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { describeError } from '../../app/error-messages.ts'
import { NewPasswordFields } from '../../ui/credential-fields.tsx'
import { formValues, useFormErrors } from '../../app/use-form-errors.ts'

const RESET_FAILED = msg`Password reset failed`

/** /reset-password?token=… — the link from the reset email. */
export function ResetPasswordPage({ token }: { token: string }) {
  const { i18n, t } = useLingui()
  const navigate = useNavigate()
  const form = useFormErrors(ResetPasswordSchema)
  const [busy, setBusy] = useState(false)
  const [linkError, setLinkError] = useState<string | null>(
    token ? null : i18n._(msg`This link is invalid or has expired. Please request a new one.`),
  )

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = form.validate({ ...formValues(event.currentTarget), token })
    if (!input) return
    setBusy(true)
    try {
      await resetPassword(input)
      toast({
        title: i18n._(msg`Password reset successful`),
        description: i18n._(msg`Sign in with your new password.`),
        variant: 'success',
      })
      await navigate({ to: '/team-login' })
    } catch (error) {
      form.fromServer(error)
      const text = describeError(i18n, error, RESET_FAILED)
      if (error instanceof ApiError && error.code === 'resetTokenInvalid') setLinkError(text)
      toast({ title: i18n._(RESET_FAILED), description: text, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <PageHeader title={t`Reset Password`} description={t`Choose a new password for your account.`} />
      <section className="mx-auto w-full max-w-lg px-4 py-10 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {linkError && (
            <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {linkError}{' '}
              <Link to="/forgot-password" className="font-semibold underline">
                <Trans>Request a new link</Trans>
              </Link>
            </p>
          )}
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <NewPasswordFields
              errors={form.errors}
              labels={{ password: t`New password`, confirm: t`Confirm new password` }}
            />
            <Button type="submit" size="lg" disabled={busy}>
              <KeyRound aria-hidden />
              <Trans>Set new password</Trans>
            </Button>
          </form>
        </div>
      </section>
    </>
  )
}
