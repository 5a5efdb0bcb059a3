import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { BadgeCheck } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import type { CatalogProduct, CatalogReview } from '../../../domain/shop/catalog.ts'
import { REVIEW_LIMITS, ReviewInputSchema } from '../../../domain/shop/catalog.ts'
import { isReviewErrorCode, type ReviewErrorCode } from '../../../domain/shop/review-errors.ts'
import { ApiError } from '../../app/api-client.ts'
import { describeError } from '../../app/error-messages.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { useReviewEligibility, useSaveReview } from './api/reviews.ts'
import type { Listing } from './listings.ts'
import { Stars } from './stars.tsx'
import { HUBS_TIME_ZONE } from '../../../domain/hubs/hubs.ts'
import { formatLocale } from '../../../domain/i18n/locales.ts'

/** What the review API's codes say, in the reader's language. */
/** Every code of domain/shop/review-errors.ts, translated: a new code fails the typecheck until it is here. */
const REVIEW_MESSAGES: Record<ReviewErrorCode, MessageDescriptor> = {
  reviewInvalid: msg`Please check the highlighted fields`,
  ratingRequired: msg`Choose from 1 to 5 stars`,
  reviewTextRequired: msg`Tell other buyers about the product`,
  reviewTextTooShort: msg`Write at least 10 characters`,
  fieldTooLong: msg`This review is too long`,
  reviewNotVerified: msg`Only customers who received this product can review it`,
  productNotFound: msg`This item is not in our catalog`,
}
const REVIEW_FAILED = msg`Your review could not be saved. Try again.`

/** Ratings and reviews of a film line or item, and the form for customers whose order was delivered. */
export function ProductReviews({
  listing,
  product,
  reviews,
}: {
  listing: Listing
  product: CatalogProduct
  reviews: CatalogReview[]
}) {
  const { i18n } = useLingui()
  const { user } = useAuth()
  const eligibility = useReviewEligibility(listing, user !== null)
  // The hubs' calendar day, not the device's: the page is rendered by the server before the browser.
  const dateFormat = new Intl.DateTimeFormat(formatLocale(i18n.locale), {
    dateStyle: 'medium',
    timeZone: HUBS_TIME_ZONE,
  })
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="flex scroll-mt-24 flex-col gap-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
          <Trans>Customer reviews</Trans>
        </h2>
        {listing.rating.count > 0 && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Stars rating={listing.rating.average} />
            <Plural value={listing.rating.count} one="# review" other="# reviews" />
          </p>
        )}
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <BadgeCheck className="size-4 text-emerald-700" aria-hidden />
        <Trans>Every review comes from a customer whose order of this product was delivered.</Trans>
      </p>
      {reviews.length === 0 ? (
        <p className="text-slate-700">
          <Trans>No reviews yet.</Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {reviews.map((review) => (
            <li
              key={review.id}
              className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Stars rating={review.rating} />
                <time dateTime={review.createdAt} className="text-xs text-slate-500">
                  {dateFormat.format(new Date(review.createdAt))}
                </time>
              </div>
              <p className="text-sm whitespace-pre-line text-slate-800">{review.text}</p>
              <p className="text-xs font-semibold text-slate-600">
                <Trans>{review.authorName}, verified buyer</Trans>
              </p>
            </li>
          ))}
        </ul>
      )}
      {eligibility.data && (
        <ReviewForm
          productId={eligibility.data.productId}
          existing={eligibility.data.myReview}
          key={`${product.id}-${eligibility.data.myReview?.id ?? 'new'}`}
        />
      )}
    </section>
  )
}

function ReviewForm({ productId, existing }: { productId: string; existing: CatalogReview | null }) {
  const { t, i18n } = useLingui()
  const [rating, setRating] = useState(existing?.rating ?? 0)
  const [text, setText] = useState(existing?.text ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saved, setSaved] = useState(false)
  const textId = useId()
  const save = useSaveReview(productId, () => setSaved(true))
  const onSaveError = (error: Error) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
      setErrors(translateCodes(error.fieldErrors))
    } else if (error instanceof ApiError && isReviewErrorCode(error.code)) {
      setErrors({ form: i18n._(REVIEW_MESSAGES[error.code]) })
    } else {
      setErrors({ form: describeError(i18n, error, REVIEW_FAILED) })
    }
  }
  const translateCodes = (codes: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(codes).map(([field, code]) => [
        field,
        i18n._(isReviewErrorCode(code) ? REVIEW_MESSAGES[code] : REVIEW_FAILED),
      ]),
    )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    const parsed = ReviewInputSchema.safeParse({ rating, text })
    if (!parsed.success) {
      setErrors(
        translateCodes(
          Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
        ),
      )
      return
    }
    setErrors({})
    save.mutate(parsed.data, { onError: onSaveError })
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-w-2xl flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h3 className="text-lg font-semibold text-slate-900">
        {existing ? <Trans>Edit your review</Trans> : <Trans>Review this product</Trans>}
      </h3>
      <fieldset aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">
          <Trans>Your rating</Trans>
        </legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label
              key={stars}
              className={cn(
                'grid size-11 cursor-pointer place-items-center rounded-md border text-lg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500',
                stars <= rating
                  ? 'border-amber-400 bg-amber-50 text-amber-600'
                  : 'border-slate-300 text-slate-400',
              )}
            >
              <input
                type="radio"
                name="rating"
                className="sr-only"
                checked={rating === stars}
                onChange={() => setRating(stars)}
              />
              <span aria-hidden>★</span>
              <span className="sr-only">
                <Plural value={stars} one="# star" other="# stars" />
              </span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id="review-rating-error" className="mt-1 text-sm text-red-700">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={textId} className="text-sm font-semibold text-slate-800">
          <Trans>Your review</Trans>
        </label>
        <textarea
          id={textId}
          rows={4}
          maxLength={REVIEW_LIMITS.text}
          value={text}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${textId}-error` : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
          className="rounded-md border border-slate-300 p-3 text-base shadow-sm focus-visible:border-accent-500 focus-visible:ring-2 focus-visible:ring-accent-500/40 focus-visible:outline-none aria-[invalid=true]:border-red-600 md:text-sm"
        />
        {errors.text && (
          <p id={`${textId}-error`} className="text-sm text-red-700">
            {errors.text}
          </p>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      {saved && (
        <p role="status" className="text-sm font-semibold text-emerald-800">
          <Trans>Thank you. Your review is published.</Trans>
        </p>
      )}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {existing ? t`Update review` : t`Publish review`}
      </Button>
    </form>
  )
}
