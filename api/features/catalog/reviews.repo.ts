import type { CatalogReview } from '../../../domain/shop/catalog.ts'
import { REVIEWABLE_STATUS } from '../../../domain/shop/reviews.ts'
import type { Db } from '../../db/client.ts'

/** Whether the product exists and is sold: reviews are for products in the catalog. */
export function isActiveProduct(db: Db, productId: string): boolean {
  return db.prepare('SELECT 1 FROM products WHERE id = ? AND active = 1').get(productId) !== undefined
}

/** The customer's newest order of the product that makes them a verified buyer, if any. */
export function findVerifyingOrderId(db: Db, userId: string, productId: string): string | undefined {
  return db
    .prepare(
      `SELECT o.id FROM orders o
       WHERE o.user_id = ? AND o.status = ?
         AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.product_id = ?)
       ORDER BY o.created_at DESC, o.id DESC LIMIT 1`,
    )
    .pluck()
    .get(userId, REVIEWABLE_STATUS, productId) as string | undefined
}

export function findReview(db: Db, userId: string, productId: string): CatalogReview | undefined {
  return db
    .prepare(
      `SELECT id, rating, text, author_name AS authorName, created_at AS createdAt
       FROM product_reviews WHERE user_id = ? AND product_id = ?`,
    )
    .get(userId, productId) as CatalogReview | undefined
}

/** The account's username (profiles hold no personal names yet, migration 002). */
export function findReviewerNames(db: Db, userId: string): { username: string } | undefined {
  return db.prepare('SELECT username FROM users WHERE id = ?').get(userId) as { username: string } | undefined
}

export interface NewReview {
  id: string
  productId: string
  userId: string
  orderId: string
  rating: number
  text: string
  authorName: string
  createdAt: string
}

/**
 * Stores the review, replacing the customer's earlier one of the product (which keeps its id).
 * Returns the stored review's id.
 */
export function upsertReview(db: Db, review: NewReview): string {
  return db
    .prepare(
      `INSERT INTO product_reviews (id, product_id, user_id, order_id, rating, text, author_name, created_at)
       VALUES (@id, @productId, @userId, @orderId, @rating, @text, @authorName, @createdAt)
       ON CONFLICT (user_id, product_id) DO UPDATE SET
         order_id = excluded.order_id, rating = excluded.rating, text = excluded.text,
         author_name = excluded.author_name, created_at = excluded.created_at
       RETURNING id`,
    )
    .pluck()
    .get(review) as string
}
