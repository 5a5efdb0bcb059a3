import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Star } from 'lucide-react'
import { cn } from '../../ui/cn.ts'

/** Five stars filled to the rating (halves rounded to the nearer star), read out as one sentence. */
function Stars({ rating, label, size }: { rating: number; label: string; size: 'sm' | 'md' }) {
  return (
    <span role="img" aria-label={label} className="inline-flex shrink-0 gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden
          className={cn(
            size === 'sm' ? 'size-4' : 'size-5',
            rating >= star - 0.25 ? 'fill-amber-400 text-amber-500' : 'fill-slate-200 text-slate-300',
          )}
        />
      ))}
    </span>
  )
}

/** An installer's average: stars, the figure and the number of reviews ("4.8 out of 5, 12 reviews"). */
export function RatingSummary({
  rating,
  count,
  size = 'sm',
  className,
}: {
  rating: number | null
  count: number
  size?: 'sm' | 'md'
  className?: string
}) {
  const { t, i18n } = useLingui()
  if (rating === null || count === 0)
    return (
      <p className={cn('text-sm text-slate-600', className)}>
        <Trans>No reviews yet</Trans>
      </p>
    )
  const shown = i18n.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const label = t`${shown} out of 5, ${plural(count, { one: '# review', other: '# reviews' })}`
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700', className)}>
      <Stars rating={rating} size={size} label={label} />
      <span aria-hidden className="font-semibold text-slate-900 tabular-nums">
        {shown}
      </span>
      <span aria-hidden className="text-slate-600">
        (<Plural value={count} one="# review" other="# reviews" />)
      </span>
    </p>
  )
}

/** One review's stars ("4 out of 5 stars"). */
export function ReviewStars({ rating: stars, className }: { rating: number; className?: string }) {
  const { t, i18n } = useLingui()
  const rating = i18n.number(stars)
  return (
    <span className={cn('inline-flex', className)}>
      <Stars rating={stars} size="sm" label={t`${rating} out of 5 stars`} />
    </span>
  )
}
