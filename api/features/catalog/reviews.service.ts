import type { SessionUser } from '../../../domain/auth/roles.ts'
import type { CatalogReview, ReviewEligibility, ReviewInput } from '../../../domain/shop/catalog.ts'
import { REVIEW_CODES } from '../../../domain/shop/review-errors.ts'
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

function assertProduct(deps: Deps, productId: string): void {
  if (!isActiveProduct(deps.db, productId)) throw new FeatureError(404, 'productNotFound', REVIEW_CODES)
}

/** Whether the product page offers the signed-in user the review form, and their review if any. */
export function getReviewEligibility(deps: Deps, productId: string, user: SessionUser): ReviewEligibility {
  assertProduct(deps, productId)
  return {
    canReview: findVerifyingOrderId(deps.db, user.id, productId) !== undefined,
    myReview: findReview(deps.db, user.id, productId) ?? null,
  }
}

/**
 * Stores a verified buyer's review: the product must be in the catalog (404) and the user must have
 * received it in an order of their own (403), both before anything is written. A second review of
 * the same product replaces the first.
 */
export function postReview(
  deps: Deps,
  productId: string,
  user: SessionUser,
  input: ReviewInput,
): { review: CatalogReview; created: boolean } {
  assertProduct(deps, productId)
  const orderId = findVerifyingOrderId(deps.db, user.id, productId)
  if (!orderId) throw new FeatureError(403, 'reviewNotVerified', REVIEW_CODES)
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
