import { Trans } from '@lingui/react/macro'
import { ShieldCheck } from 'lucide-react'
import { cn } from '../../ui/cn.ts'

/** The badge an admin grants to installers the supplier has trained and checked. */
export function CertifiedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800',
        className,
      )}
    >
      <ShieldCheck className="size-3.5" aria-hidden />
      <Trans>Supplier certified</Trans>
    </span>
  )
}
