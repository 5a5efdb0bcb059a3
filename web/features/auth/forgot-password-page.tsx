import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { MailCheck, Send } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { ForgotPasswordSchema } from '../../../domain/auth/schemas.ts'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { toast } from '../../ui/toast-store.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { describeError } from '../../app/error-messages.ts'
import { formValues, useFormErrors } from '../../app/use-form-errors.ts'
import { requestPasswordReset } from './api/password-reset.ts'

const REQUEST_FAILED = msg`The reset link could not be sent`

export function ForgotPasswordPage() {
  const { i18n, t } = useLingui()
  const form = useFormErrors(ForgotPasswordSchema)
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = form.validate(formValues(event.currentTarget))
    if (!input) return
    setBusy(true)
    try {
      await requestPasswordReset(input)
      setSentTo(input.email)
    } catch (error) {
      form.fromServer(error)
      toast({
        title: i18n._(REQUEST_FAILED),
        description: describeError(i18n, error, REQUEST_FAILED),
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <PageHeader
        title={t`Forgot Password`}
        description={t`Enter your email and we will send you a link to choose a new password.`}
      />
      <section className="mx-auto w-full max-w-lg px-4 py-10 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {sentTo ? (
            <div role="status" className="flex flex-col items-center gap-3 text-center">
              <MailCheck className="size-10 text-accent-600" aria-hidden />
              <p className="text-lg font-semibold text-slate-900">
                <Trans>A password reset link has been sent to your email</Trans>
              </p>
              <p className="text-sm text-slate-600">
                <Trans>
                  If an account exists for {sentTo}, the link arrives within a few minutes and works for one
                  hour.
                </Trans>
              </p>
            </div>
          ) : (
            <form noValidate onSubmit={submit} className="flex flex-col gap-4">
              <FormField
                label={t`Email`}
                name="email"
                type="email"
                autoComplete="email"
                error={form.errors.email}
              />
              <Button type="submit" size="lg" disabled={busy}>
                <Send aria-hidden />
                <Trans>Send reset link</Trans>
              </Button>
            </form>
          )}
          <Link
            to="/team-login"
            className="mt-6 block text-center text-sm font-medium text-brand-700 hover:underline"
          >
            <Trans>Back to sign in</Trans>
          </Link>
        </div>
      </section>
    </>
  )
}
