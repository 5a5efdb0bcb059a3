import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { MailWarning } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { toast } from '../../ui/toast-store.ts'
import { describeError } from '../../app/error-messages.ts'
import { useResendVerification } from './api/resend-verification.ts'

const RESEND_FAILED = msg`The verification email could not be sent`

/** Shown until the address has been verified. */
export function VerifyEmailBanner() {
  const { i18n } = useLingui()
  const resend = useResendVerification()
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center"
    >
      <MailWarning className="size-6 shrink-0 text-amber-700" aria-hidden />
      <div className="flex-1">
        <p className="font-semibold text-amber-950">
          <Trans>Please verify your email</Trans>
        </p>
        <p className="text-sm text-amber-900">
          <Trans>
            We sent you a link when you registered. Verified accounts can post projects and receive order
            updates.
          </Trans>
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => toast({ title: i18n._(msg`Verification email sent`), variant: 'success' }),
            onError: (error) =>
              toast({
                title: i18n._(RESEND_FAILED),
                description: describeError(i18n, error, RESEND_FAILED),
                variant: 'destructive',
              }),
          })
        }
      >
        <Trans>Send the link again</Trans>
      </Button>
    </div>
  )
}
