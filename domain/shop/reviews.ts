import { REVIEW_LIMITS } from './catalog.ts'
import type { OrderStatus } from './status.ts'

/**
 * Only verified buyers review: a customer with an order of their own, containing the product, in
 * this status. A placed or shipped order is not enough (the film is not on the glass yet); a
 * returned (refunded) one no longer counts for new reviews, but a review already written stays.
 */
export const REVIEWABLE_STATUS: OrderStatus = 'delivered'

export interface ReviewerNames {
  username: string
  firstName?: string | null
  lastName?: string | null
}

/**
 * How a reviewer is shown: first name and last initial ("Dana R.") when the profile has names,
 * otherwise the username; never the email.
 */
export function reviewAuthorName({ username, firstName, lastName }: ReviewerNames): string {
  const first = firstName?.trim() ?? ''
  const initial = [...(lastName?.trim() ?? '')][0]
  const name = first ? (initial ? `${first} ${initial.toUpperCase()}.` : first) : username
  return [...name].slice(0, REVIEW_LIMITS.authorName).join('')
}
