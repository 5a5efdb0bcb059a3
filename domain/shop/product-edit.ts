import { z } from 'zod'
import { codeGuard, errorCodes } from '../codes.ts'
import type { PRODUCT_CATEGORIES } from './products.ts'

/*
 * What an admin edits of a product in the catalog editor (/admin/catalog). The SKU, category and
 * size are what stock, orders and the estimator refer to, so they are not editable: a different
 * product is a new SKU.
 */

export const PRODUCT_EDIT_LIMITS = {
  name: 120,
  description: 2000,
  /** $50,000: far above the dearest roll, low enough to catch a price typed in cents as dollars twice. */
  priceCents: 5_000_000,
  popularity: 1000,
} as const

const PRODUCT_EDIT_ERRORS = {
  productEditInvalid: 'This product cannot be saved',
  productNameRequired: 'Enter the product’s name',
  productNameTooLong: 'The name is too long',
  productDescriptionTooLong: 'The description is too long',
  productPriceInvalid: 'Enter a price from $0 to $50,000, in whole cents',
  productPopularityInvalid: 'Popularity is a number from 0 to 1000',
  productUnknown: 'There is no such product',
} as const
export type ProductEditErrorCode = keyof typeof PRODUCT_EDIT_ERRORS
export const isProductEditErrorCode = codeGuard(PRODUCT_EDIT_ERRORS)

const code = (value: ProductEditErrorCode) => ({ message: value })

export const ProductEditSchema = z.object(
  {
    name: z
      .string(code('productNameRequired'))
      .trim()
      .min(1, code('productNameRequired'))
      .max(PRODUCT_EDIT_LIMITS.name, code('productNameTooLong')),
    description: z
      .string(code('productDescriptionTooLong'))
      .trim()
      .max(PRODUCT_EDIT_LIMITS.description, code('productDescriptionTooLong')),
    priceCents: z
      .number(code('productPriceInvalid'))
      .int(code('productPriceInvalid'))
      .min(0, code('productPriceInvalid'))
      .max(PRODUCT_EDIT_LIMITS.priceCents, code('productPriceInvalid')),
    /** Higher is listed first in the shop (its default sort). */
    popularity: z
      .number(code('productPopularityInvalid'))
      .min(0, code('productPopularityInvalid'))
      .max(PRODUCT_EDIT_LIMITS.popularity, code('productPopularityInvalid')),
    /** False hides it from the shop; orders already placed keep it. */
    active: z.boolean(code('productEditInvalid')),
  },
  code('productEditInvalid'),
)
export type ProductEdit = z.output<typeof ProductEditSchema>

/** A product as the catalog editor lists it: every product, shown or hidden. */
export interface AdminProduct extends ProductEdit {
  id: string
  sku: string
  category: (typeof PRODUCT_CATEGORIES)[number]
  widthIn: number | null
  lengthFt: number | null
  updatedAt: string
}

/** What validation against this table reports when no schema message names the problem. */
export const PRODUCT_EDIT_CODES = errorCodes(PRODUCT_EDIT_ERRORS, 'productEditInvalid')
