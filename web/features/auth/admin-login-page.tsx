import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Navigate } from '@tanstack/react-router'
import { ArrowLeft, Lock } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { LoginSchema } from '../../../domain/auth/schemas.ts'
import { Button } from '../../ui/button.tsx'
import { LogoMark } from '../../ui/logo.tsx'
import { useDocumentTitle } from '../../ui/use-document-title.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { CredentialFields } from '../../ui/credential-fields.tsx'
import { VerifyingLogin } from './guard.tsx'
import { formValues, useFormErrors } from '../../app/use-form-errors.ts'

/** /admin-login. */
export function AdminLoginPage() {
  const { t } = useLingui()
  const { user, isLoading, adminLogin } = useAuth()
  const form = useFormErrors(LoginSchema)
  const [submitting, setSubmitting] = useState(false)
  useDocumentTitle(t`Admin Login`)

  if (isLoading) return <VerifyingLogin />
  if (user?.isAdmin && !submitting) return <Navigate to="/admin" replace />

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = form.validate(formValues(event.currentTarget))
    if (!input) return
    setSubmitting(true)
    try {
      await adminLogin(input)
    } catch {
      setSubmitting(false)
    }
  }

  return (
    <section className="flex flex-1 items-center justify-center bg-gradient-to-br from-brand-900 to-brand-700 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <LogoMark size="lg" />
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>Admin Login</Trans>
          </h1>
          <p className="text-sm text-slate-600">
            <Trans>Administrators sign in here to reach the admin dashboard.</Trans>
          </p>
        </div>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <CredentialFields errors={form.errors} />
          <Button type="submit" size="lg" disabled={submitting}>
            <Lock aria-hidden />
            {submitting ? <Trans>Authenticating...</Trans> : <Trans>Login to Admin Panel</Trans>}
          </Button>
        </form>
        <Link
          to="/"
          className="mt-6 flex items-center justify-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          <Trans>Back to main site</Trans>
        </Link>
      </div>
    </section>
  )
}
