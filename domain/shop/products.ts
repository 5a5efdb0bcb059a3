/**
 * A catalog product as the shop prices and ships it (the `products` table of migration 001, plus
 * `active` from 008). Film rolls have a width and a length; everything else is sold by the piece.
 * A service (the onboarding package) is sold like a piece but is neither stocked, shipped nor taxed.
 */
export const PRODUCT_CATEGORIES = [
  'security',
  'solar',
  'decorative',
  'kit',
  'tool',
  'sample',
  'service',
] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

export interface ShopProduct {
  id: string
  sku: string
  name: string
  category: ProductCategory
  /** Roll width, inches; null for kits, tools and samples. */
  widthIn: number | null
  /** Roll length, feet; null for kits, tools and samples. */
  lengthFt: number | null
  /** A full roll's price, or one piece's. */
  priceCents: number
  active: boolean
  /** Film thickness from the spec sheet, for the roll's weight; null when not film. */
  thicknessMil: number | null
}

export type RollProduct = ShopProduct & { widthIn: number; lengthFt: number }

/** The professional onboarding package of the membership plans: a service the team delivers. */
export const ONBOARDING_PACKAGE = { sku: 'SVC-ONBOARD', priceCents: 19900 } as const

export function isService(product: Pick<ShopProduct, 'category'>): boolean {
  return product.category === 'service'
}

export function isRoll(product: ShopProduct): product is RollProduct {
  return product.widthIn !== null && product.lengthFt !== null
}
