import type { CatalogReview } from '../../../domain/shop/catalog.ts'
import type { ProductCategory } from '../../../domain/shop/products.ts'
import type { Db } from '../../db/client.ts'

/** A product as the catalog reads it, with its stock and rating figures. */
export interface CatalogRow {
  id: string
  sku: string
  filmSku: string | null
  name: string
  description: string
  category: ProductCategory
  widthIn: number | null
  lengthFt: number | null
  priceCents: number
  popularity: number
  /** JSON, as stored. */
  specs: string
  updatedAt: string
  /** 1 when some hub can still promise one full roll, or one piece. */
  inStock: 0 | 1
  ratingSum: number
  ratingCount: number
  newestReviewAt: string | null
}

/**
 * Every active product with its stock status and rating, in one query. Stock is counted as orders
 * count it (api/features/orders availableUnits): the hub's stock in units (feet of film for roll
 * products, pieces otherwise) less what orders hold or have shipped since the last count.
 */
export function findCatalogRows(db: Db): CatalogRow[] {
  return db
    .prepare(
      `SELECT p.id, p.sku, p.film_sku AS filmSku, p.name, p.description, p.category, p.width_in AS widthIn,
         p.length_ft AS lengthFt, p.price_cents AS priceCents, p.popularity, p.specs, p.updated_at AS updatedAt,
         p.category = 'service' OR EXISTS (
           SELECT 1 FROM stock s
           WHERE s.product_id = p.id
             AND s.quantity * coalesce(p.length_ft, 1) - coalesce(
               (SELECT sum(r.units) FROM stock_reservations r
                WHERE r.hub_id = s.hub_id AND r.product_id = s.product_id AND r.state IN ('held', 'shipped')), 0)
               >= coalesce(p.length_ft, 1)
         ) AS inStock,
         coalesce(rv.ratingSum, 0) AS ratingSum, coalesce(rv.ratingCount, 0) AS ratingCount,
         rv.newestAt AS newestReviewAt
       FROM products p
       LEFT JOIN (
         SELECT product_id, sum(rating) AS ratingSum, count(*) AS ratingCount, max(created_at) AS newestAt
         FROM product_reviews GROUP BY product_id
       ) rv ON rv.product_id = p.id
       WHERE p.active = 1
       ORDER BY p.popularity DESC, p.sku`,
    )
    .all() as CatalogRow[]
}

/** The newest `perProduct` reviews of each active product, newest first, in one query. */
export function findNewestReviews(db: Db, perProduct: number): (CatalogReview & { productId: string })[] {
  return db
    .prepare(
      `SELECT id, productId, rating, text, authorName, createdAt FROM (
         SELECT r.id, r.product_id AS productId, r.rating, r.text, r.author_name AS authorName,
           r.created_at AS createdAt,
           row_number() OVER (PARTITION BY r.product_id ORDER BY r.created_at DESC, r.id DESC) AS position
         FROM product_reviews r JOIN products p ON p.id = r.product_id
         WHERE p.active = 1
       ) WHERE position <= ?
       ORDER BY productId, position`,
    )
    .all(perProduct) as (CatalogReview & { productId: string })[]
}

export interface ImageRow {
  sku: string
  name: string
  category: ProductCategory
  widthIn: number | null
  lengthFt: number | null
  specs: string
}

/** Any product, sold or not: orders keep showing the pictures of products taken out of the shop. */
export function findImageRow(db: Db, sku: string): ImageRow | undefined {
  return db
    .prepare(
      `SELECT sku, name, category, width_in AS widthIn, length_ft AS lengthFt, specs FROM products WHERE sku = ?`,
    )
    .get(sku) as ImageRow | undefined
}
