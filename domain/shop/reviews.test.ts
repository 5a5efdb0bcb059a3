import { describe, expect, it } from 'vitest'
import { REVIEW_LIMITS, ReviewInputSchema } from './catalog.ts'
import { isReviewErrorCode } from './review-errors.ts'
import { reviewAuthorName } from './reviews.ts'

describe('reviewAuthorName', () => {
  it('shows the first name and last initial, else the first name, else the username', () => {
    expect(reviewAuthorName({ username: 'dreyes', firstName: 'Dana', lastName: 'reyes' })).toBe('Dana R.')
    expect(reviewAuthorName({ username: 'dreyes', firstName: ' Dana ', lastName: ' ' })).toBe('Dana')
    expect(reviewAuthorName({ username: 'dreyes', firstName: '', lastName: 'Reyes' })).toBe('dreyes')
    expect(reviewAuthorName({ username: 'dreyes' })).toBe('dreyes')
    expect(reviewAuthorName({ username: 'x', firstName: 'É'.repeat(80) })).toHaveLength(
      REVIEW_LIMITS.authorName,
    )
  })
})

describe('ReviewInputSchema', () => {
  it('trims the text and keeps rating and text only', () => {
    expect(ReviewInputSchema.parse({ rating: 5, text: '  Clear and easy.  ', userId: 'x' })).toEqual({
      rating: 5,
      text: 'Clear and easy.',
    })
  })

  it('reports only codes that REVIEW_ERRORS has a text for', () => {
    const inputs = [
      undefined,
      [],
      {},
      { rating: 'five', text: 1 },
      { rating: 0, text: '' },
      { rating: 2.5, text: 'short' },
      { rating: 9, text: 'x'.repeat(REVIEW_LIMITS.text + 1) },
    ]
    for (const input of inputs) {
      const result = ReviewInputSchema.safeParse(input)
      expect(result.success).toBe(false)
      for (const issue of result.error?.issues ?? [])
        expect(isReviewErrorCode(issue.message), issue.message).toBe(true)
    }
  })
})
