import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LogIn } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { LoginSchema } from '../../../domain/auth/schemas.ts'
import { Button } from '../../ui/button.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { CredentialFields } from '../../ui/credential-fields.tsx'
import { formValues, useFormErrors } from '../../app/use-form-errors.ts'

export function SignInForm() {
  const { login } = useAuth()
  const form = useFormErrors(LoginSchema)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = form.validate(formValues(event.currentTarget))
    if (!input) return
    setBusy(true)
    try {
      await login(input) // the page is left on success
    } catch (error) {
      form.fromServer(error)
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <CredentialFields errors={form.errors} />
      <div className="flex justify-end">
        <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
          <Trans>Forgot your password?</Trans>
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        <LogIn aria-hidden />
        {busy ? <Trans>Signing in...</Trans> : <Trans>Sign In</Trans>}
      </Button>
    </form>
  )
}
