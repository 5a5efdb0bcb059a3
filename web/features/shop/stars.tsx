import { useLingui } from '@lingui/react/macro'
import { Star } from 'lucide-react'
import { cn } from '../../ui/cn.ts'
import { formatLocale } from '../../../domain/i18n/locales.ts'

/** Five stars filled to the rating, read out as "4.5 out of 5 stars". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t, i18n } = useLingui()
  const shown = new Intl.NumberFormat(formatLocale(i18n.locale), { maximumFractionDigits: 1 }).format(rating)
  return (
    <span role="img" aria-label={t`${shown} out of 5 stars`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden
          className={cn(
            'size-4',
            rating >= star - 0.25 ? 'fill-amber-400 text-amber-500' : 'fill-slate-200 text-slate-300',
          )}
        />
      ))}
    </span>
  )
}
