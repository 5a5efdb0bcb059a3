import { Trans } from '@lingui/react/macro'
import { cn } from '../../ui/cn.ts'

export function StockBadge({ inStock, className }: { inStock: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        inStock ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700',
        className,
      )}
    >
      <span aria-hidden className={cn('size-2 rounded-full', inStock ? 'bg-emerald-600' : 'bg-slate-500')} />
      {inStock ? <Trans>In stock</Trans> : <Trans>Out of stock</Trans>}
    </span>
  )
}
