import { z } from 'zod'
import { code, requiredText } from './job.ts'

/** The poster's review of the installer they hired: once per job, after completion. */
export const REVIEW_LIMITS = { text: 2000 } as const

export const ReviewInputSchema = z.object({
  rating: z
    .number(code('ratingInvalid'))
    .int(code('ratingInvalid'))
    .min(1, code('ratingInvalid'))
    .max(5, code('ratingInvalid')),
  text: requiredText(REVIEW_LIMITS.text, 'reviewTextRequired'),
})
export type ReviewInputBody = z.input<typeof ReviewInputSchema>
export type ReviewInput = z.output<typeof ReviewInputSchema>

/** The average of some ratings to one decimal, null for none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null
  return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10
}
