import { codeGuard, errorCodes } from '../codes.ts'

/**
 * Error codes of product reviews (POST /api/products/:id/reviews and ReviewInputSchema). Like
 * domain/shop/errors.ts: the API sends the English text as `message` beside the code, and the web
 * translates by code through its catalogs.
 */
export const REVIEW_ERRORS = {
  reviewInvalid: 'Please check the highlighted fields',
  ratingRequired: 'Choose a rating from 1 to 5 stars',
  reviewTextRequired: 'Write a few words about the product',
  reviewTextTooShort: 'Reviews need at least 10 characters',
  fieldTooLong: 'This field is too long',
  reviewNotVerified: 'Only customers who received this product can review it',
  productNotFound: 'This item is not in our catalog',
} as const

export type ReviewErrorCode = keyof typeof REVIEW_ERRORS

export const isReviewErrorCode = codeGuard(REVIEW_ERRORS)

/** What validation against this table reports when no schema message names the problem. */
export const REVIEW_CODES = errorCodes(REVIEW_ERRORS, 'reviewInvalid')
