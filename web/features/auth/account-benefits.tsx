import { Trans } from '@lingui/react/macro'
import { CloudOff, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'

/** Beside the sign-in and sign-up forms: what an account gives, then what the page adds (`children`). */
export function AccountBenefits({ children }: { children?: ReactNode }) {
  return (
    <aside className="flex flex-col gap-5 text-sm text-slate-700">
      <h2 className="text-base font-semibold text-slate-900">
        <Trans>One account for the whole job</Trans>
      </h2>
      <p className="flex gap-3">
        <ShieldCheck className="size-5 shrink-0 text-accent-600" aria-hidden />
        <Trans>Estimates, projects and orders stay with your account on every device.</Trans>
      </p>
      <p className="flex gap-3">
        <CloudOff className="size-5 shrink-0 text-accent-600" aria-hidden />
        <Trans>Once signed in, you stay signed in on this device even without signal on the job site.</Trans>
      </p>
      {children}
    </aside>
  )
}
