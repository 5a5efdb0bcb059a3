import { z } from 'zod'
import { PRODUCT_CATEGORIES } from './products.ts'
import type { ReviewErrorCode } from './review-errors.ts'
import { ShippingRatesSchema } from './shipping.ts'
import { TaxTableSchema } from './tax.ts'

/*
 * The shop's catalog as the browser receives it from GET /api/catalog and keeps it on the device
 * (web/app/catalog-store.ts) to browse, search and filter offline. The server builds it
 * from the products, stock, reservations and reviews tables; the browser never sends any of it back:
 * orders name products by id and the server prices them again.
 */

const STOCK_STATUSES = ['inStock', 'outOfStock'] as const

export const REVIEW_LIMITS = { minText: 10, text: 2000, authorName: 60, perProduct: 20 } as const

const CatalogReviewSchema = z.object({
  id: z.string(),
  /** 1 to 5 stars. */
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** The reviewer's first name and last initial ("Dana R."), never an email. */
  authorName: z.string(),
  createdAt: z.string(),
})
export type CatalogReview = z.infer<typeof CatalogReviewSchema>

export const FilmSpecsSchema = z.object({
  /** Visible light transmitted, percent. */
  vlt: z.number(),
  solarEnergyRejected: z.number(),
  uvRejected: z.number(),
  thicknessMil: z.number(),
  warrantyYears: z.object({ residential: z.number(), commercial: z.number() }),
})
export type FilmSpecs = z.infer<typeof FilmSpecsSchema>

const CatalogProductSchema = z.object({
  id: z.string(),
  sku: z.string(),
  /** The film line (domain/catalog/films.ts) a roll is cut from; null for kits, tools and samples. */
  filmSku: z.string().nullable(),
  /** English name as sold; the web shows its own translated name where it has one. */
  name: z.string(),
  /** What an admin wrote about it in the catalog editor, in English; empty (or absent, from older copies) when nothing was written. */
  description: z.string().optional(),
  category: z.enum(PRODUCT_CATEGORIES),
  widthIn: z.number().int().positive().nullable(),
  lengthFt: z.number().int().positive().nullable(),
  /** A full roll's price, or one piece's, in cents. */
  priceCents: z.number().int().min(0),
  /** Higher sells more; the default sort. */
  popularity: z.number(),
  /** Film lines only. */
  specs: FilmSpecsSchema.nullable(),
  /** From the hubs' stock less what open orders hold: in stock when some hub can ship at least one. */
  stockStatus: z.enum(STOCK_STATUSES),
  /** Mean of the verified reviews, 0 when there are none. */
  rating: z.object({ average: z.number().min(0).max(5), count: z.number().int().min(0) }),
  /** Newest first, at most REVIEW_LIMITS.perProduct. */
  reviews: z.array(CatalogReviewSchema),
  /** Ids of products shown as "related": other widths of the same film, the kit and tools it needs. */
  relatedIds: z.array(z.string()),
  /** Same-origin path of the product's picture (cached by the service worker). */
  imageUrl: z.string(),
  updatedAt: z.string(),
})
export type CatalogProduct = z.infer<typeof CatalogProductSchema>

/** GET /api/catalog (ETag / If-None-Match: 304 when the device's copy is current). */
export const CatalogSchema = z.object({
  /** Changes whenever any product, stock figure or review changes; the ETag's value. */
  version: z.string(),
  products: z.array(CatalogProductSchema),
  /** Sales tax by ship-to state as the admins set it: the cart estimates tax with it, offline too. */
  taxTable: TaxTableSchema,
  /** Shipping rates as the admins set them: the cart quotes shipping with them, offline too. */
  shippingRates: ShippingRatesSchema,
})
export type Catalog = z.infer<typeof CatalogSchema>

/** zod issues carry our error code as their message; the API and the form map it to text. */
const code = (value: ReviewErrorCode) => ({ message: value })

/** POST /api/products/:id/reviews: signed in, and only with a delivered order of the product. */
export const ReviewInputSchema = z.object(
  {
    rating: z
      .number(code('ratingRequired'))
      .int(code('ratingRequired'))
      .min(1, code('ratingRequired'))
      .max(5, code('ratingRequired')),
    text: z
      .string(code('reviewTextRequired'))
      .trim()
      .min(1, code('reviewTextRequired'))
      .min(REVIEW_LIMITS.minText, code('reviewTextTooShort'))
      .max(REVIEW_LIMITS.text, code('fieldTooLong')),
  },
  code('reviewInvalid'),
)
export type ReviewInput = z.output<typeof ReviewInputSchema>

/** GET /api/products/:id/review-eligibility: whether the product page shows the review form. */
export interface ReviewEligibility {
  /** The signed-in user has an order of the product that was delivered. */
  canReview: boolean
  /** Their review of it, which a new one replaces. */
  myReview: CatalogReview | null
}
