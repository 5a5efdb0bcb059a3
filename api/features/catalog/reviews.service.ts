import type { SessionUser } from '../../../domain/auth/roles.ts'
import {
  ReviewInputSchema,
  type CatalogReview,
  type ReviewEligibility,
} from '../../../domain/shop/catalog.ts'
import { REVIEW_ERRORS, isReviewErrorCode, type ReviewErrorCode } from '../../../domain/shop/review-errors.ts'
import { reviewAuthorName } from '../../../domain/shop/reviews.ts'
import type { AppDeps } from '../../context.ts'
import { FeatureError } from '../../http/feature-error.ts'
import {
  findReview,
  findReviewerNames,
  findVerifyingOrderId,
  isActiveProduct,
  upsertReview,
} from './reviews.repo.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

/** Field path → error code, as the review form expects them. */
export type ReviewFieldErrors = Record<string, ReviewErrorCode>

/** This feature's refusals, in the ErrorBody shape every API answer has ({message, code, fieldErrors}). */
export class ReviewError extends FeatureError<ReviewErrorCode> {
  constructor(status: 400 | 403 | 404, code: ReviewErrorCode, fieldErrors?: ReviewFieldErrors) {
    super(status, code, REVIEW_ERRORS, fieldErrors)
    this.name = 'ReviewError'
  }
}

function assertProduct(deps: Deps, productId: string): void {
  if (!isActiveProduct(deps.db, productId)) throw new ReviewError(404, 'productNotFound')
}

/** Whether the product page offers the signed-in user the review form, and their review if any. */
export function getReviewEligibility(deps: Deps, productId: string, user: SessionUser): ReviewEligibility {
  assertProduct(deps, productId)
  return {
    canReview: findVerifyingOrderId(deps.db, user.id, productId) !== undefined,
    myReview: findReview(deps.db, user.id, productId) ?? null,
  }
}

/** 400 with the first issue's code and each field's first code; nothing else to report. */
function parseReview(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ReviewError(400, 'reviewInvalid')
  const parsed = ReviewInputSchema.safeParse(body)
  if (parsed.success) return parsed.data
  const codeOf = (message: string): ReviewErrorCode =>
    isReviewErrorCode(message) ? message : 'reviewInvalid'
  const fieldErrors: ReviewFieldErrors = {}
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.')
    if (path && !(path in fieldErrors)) fieldErrors[path] = codeOf(issue.message)
  }
  const first = parsed.error.issues[0]
  throw new ReviewError(400, first ? codeOf(first.message) : 'reviewInvalid', fieldErrors)
}

/**
 * Stores a verified buyer's review: the product must be in the catalog (404), the user must have
 * received it in an order of their own (403), and the input must be valid (400), all before
 * anything is written. A second review of the same product replaces the first.
 */
export function postReview(
  deps: Deps,
  productId: string,
  user: SessionUser,
  body: unknown,
): { review: CatalogReview; created: boolean } {
  assertProduct(deps, productId)
  const orderId = findVerifyingOrderId(deps.db, user.id, productId)
  if (!orderId) throw new ReviewError(403, 'reviewNotVerified')
  const input = parseReview(body)
  const names = findReviewerNames(deps.db, user.id) ?? { username: user.username }
  const id = crypto.randomUUID()
  const review = {
    rating: input.rating,
    text: input.text,
    authorName: reviewAuthorName(names),
    createdAt: deps.clock().toISOString(),
  }
  const storedId = upsertReview(deps.db, { ...review, id, productId, userId: user.id, orderId })
  return { review: { id: storedId, ...review }, created: storedId === id }
}
