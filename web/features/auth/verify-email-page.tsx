import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CircleCheck, CircleX } from 'lucide-react'
import { useEffect, useState } from 'react'
import { verifyEmail } from './api/verify-email.ts'
import { Loader } from '../../ui/loader.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { currentUserQuery } from '../../app/session/get-current-user.ts'

/** /verify-email?token=… — the link from the verification email. */
export function VerifyEmailPage({ token }: { token: string }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [state, setState] = useState<'checking' | 'verified' | 'failed'>(token ? 'checking' : 'failed')

  useEffect(() => {
    if (!token) return
    let cancelled = false
    verifyEmail(token)
      .then(() => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }))
      .then(() => !cancelled && setState('verified'))
      .catch(() => !cancelled && setState('failed'))
    return () => {
      cancelled = true
    }
  }, [token, queryClient])

  return (
    <>
      <PageHeader title={t`Email verification`} />
      <section className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 px-4 py-12 text-center">
        {state === 'checking' && <Loader label={t`Verifying your email...`} />}
        {state === 'verified' && (
          <>
            <CircleCheck className="size-12 text-emerald-600" aria-hidden />
            <p role="status" className="text-lg font-semibold text-slate-900">
              <Trans>Your email is verified. Thank you!</Trans>
            </p>
            <Link to="/estimator" className="font-medium text-brand-700 hover:underline">
              <Trans>Go to Estimator</Trans>
            </Link>
          </>
        )}
        {state === 'failed' && (
          <>
            <CircleX className="size-12 text-red-600" aria-hidden />
            <p role="alert" className="text-lg font-semibold text-slate-900">
              <Trans>This verification link is invalid or has expired.</Trans>
            </p>
            <Link to="/profile" className="font-medium text-brand-700 hover:underline">
              <Trans>Send a new link from your profile</Trans>
            </Link>
          </>
        )}
      </section>
    </>
  )
}
