import { Trans } from '@lingui/react/macro'
import { cn } from '../../ui/cn.ts'

/** Whether a hub can ship it now; a service (the onboarding package) is booked instead, never stocked. */
export function StockBadge({
  inStock,
  service = false,
  className,
}: {
  inStock: boolean
  service?: boolean
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        inStock ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700',
        className,
      )}
    >
      <span aria-hidden className={cn('size-2 rounded-full', inStock ? 'bg-emerald-600' : 'bg-slate-500')} />
      {service ? (
        <Trans>Scheduled with you</Trans>
      ) : inStock ? (
        <Trans>In stock</Trans>
      ) : (
        <Trans>Out of stock</Trans>
      )}
    </span>
  )
}
