import { Trans, useLingui } from '@lingui/react/macro'
import { Star } from 'lucide-react'
import { useState } from 'react'
import type { JobDocument } from '../../../domain/marketplace/job.ts'
import { REVIEW_LIMITS, ReviewInputSchema } from '../../../domain/marketplace/review.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { TextAreaField } from '../../ui/form-fields.tsx'
import { toast } from '../../ui/toast-store.ts'
import { reviewJob } from './api/commands.ts'
import { describeFailure, translateMarketplaceCode } from './labels.ts'

export function Stars({ rating }: { rating: number }) {
  const { t } = useLingui()
  return (
    <span className="inline-flex" role="img" aria-label={t`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          className={cn('size-5', star <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
          aria-hidden
        />
      ))}
    </span>
  )
}

/** The homeowner's review of the installer, once the job is completed; it appears on the installer's public profile. */
export function ReviewForm({ job }: { job: JobDocument }) {
  const { t, i18n } = useLingui()
  const [rating, setRating] = useState(0)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  async function submit() {
    const parsed = ReviewInputSchema.safeParse({ rating, text })
    if (!parsed.success) {
      setError(translateMarketplaceCode(i18n, parsed.error.issues[0]?.message))
      return
    }
    setBusy(true)
    try {
      await reviewJob(job.id, parsed.data)
      toast({ title: t`Thank you: your review is published`, variant: 'success' })
    } catch (cause) {
      setError(describeFailure(i18n, cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-800">
          <Trans>Your rating</Trans>
        </legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              className="cursor-pointer rounded has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500"
            >
              <input
                type="radio"
                name="review-rating"
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                className="sr-only"
                aria-label={t`${star} out of 5 stars`}
              />
              <Star
                className={cn('size-8', star <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
                aria-hidden
              />
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t`Your review`}
        hint={t`Shown on the installer’s public profile with your username.`}
        value={text}
        maxLength={REVIEW_LIMITS.text}
        error={error}
        onChange={setText}
      />
      <div>
        <Button type="submit" disabled={busy}>
          <Trans>Publish review</Trans>
        </Button>
      </div>
    </form>
  )
}
