import { z } from 'zod'
import type { CatalogProduct } from '../../../domain/shop/catalog.ts'
import { PRODUCT_CATEGORIES, type ProductCategory } from '../../../domain/shop/products.ts'
import { compareCodes } from '../../../domain/compare.ts'
import { productsByListing } from '../../../domain/shop/listing.ts'

/*
 * What the shop lists: one card per film line (its widths are choices on the product page) and one
 * per kit, tool or sample pack. Search, filters and sort run on the device's copy of the catalog,
 * so they work offline; the filters live in the URL so a reload or a shared link keeps them.
 */

export interface Listing {
  /** The URL key: the film line's SKU, or the product's. */
  key: string
  category: ProductCategory
  /** Widths of a film line, narrowest first; one product otherwise. */
  products: CatalogProduct[]
  /** The cheapest product's price. */
  fromCents: number
  popularity: number
  rating: { average: number; count: number }
  inStock: boolean
  /** A film line's spec sheet; null for kits, tools and samples. */
  specs: CatalogProduct['specs']
  imageUrl: string
}

export function listingsOf(products: readonly CatalogProduct[]): Listing[] {
  return [...productsByListing(products)].map(([key, sorted]) => {
    const count = sorted.reduce((sum, product) => sum + product.rating.count, 0)
    const stars = sorted.reduce((sum, product) => sum + product.rating.average * product.rating.count, 0)
    const first = sorted[0]!
    // The 60″ roll is the list-price width; its picture stands for the line.
    const face = sorted.find((product) => product.widthIn === 60) ?? first
    return {
      key,
      category: first.category,
      products: sorted,
      fromCents: Math.min(...sorted.map((product) => product.priceCents)),
      popularity: Math.max(...sorted.map((product) => product.popularity)),
      rating: { average: count ? stars / count : 0, count },
      inStock: sorted.some((product) => product.stockStatus === 'inStock'),
      specs: first.specs,
      imageUrl: face.imageUrl,
    }
  })
}

export const SORTS = ['popular', 'priceLow', 'priceHigh', 'rating'] as const
export type Sort = (typeof SORTS)[number]

/** Search params of /shop. Anything unreadable falls back to "no filter" rather than an error page. */
export const ShopSearchSchema = z.object({
  q: z.string().max(100).optional().catch(undefined),
  category: z.enum(PRODUCT_CATEGORIES).optional().catch(undefined),
  /** Whole dollars. */
  minPrice: z.number().int().min(0).optional().catch(undefined),
  maxPrice: z.number().int().min(0).optional().catch(undefined),
  /** Percent of visible light, films only. */
  minVlt: z.number().int().min(0).max(100).optional().catch(undefined),
  maxVlt: z.number().int().min(0).max(100).optional().catch(undefined),
  inStock: z.boolean().optional().catch(undefined),
  sort: z.enum(SORTS).optional().catch(undefined),
})
export type ShopSearch = z.infer<typeof ShopSearchSchema>

/** Lower case without accents, for matching what people type against names in any language. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * The listings that pass every filter, in the chosen order. `textOf` gives the searchable text of a
 * listing in the reader's language (name, summary, SKUs); every word of the query must occur in it.
 */
export function filterListings(
  listings: readonly Listing[],
  search: ShopSearch,
  textOf: (listing: Listing) => string,
): Listing[] {
  const words = fold(search.q ?? '')
    .split(/\s+/)
    .filter(Boolean)
  const vltFilter = search.minVlt !== undefined || search.maxVlt !== undefined
  const matches = listings.filter((listing) => {
    if (search.category && listing.category !== search.category) return false
    if (search.inStock && !listing.inStock) return false
    if (search.minPrice !== undefined && listing.fromCents < search.minPrice * 100) return false
    if (search.maxPrice !== undefined && listing.fromCents > search.maxPrice * 100) return false
    if (vltFilter) {
      if (!listing.specs) return false
      if (search.minVlt !== undefined && listing.specs.vlt < search.minVlt) return false
      if (search.maxVlt !== undefined && listing.specs.vlt > search.maxVlt) return false
    }
    if (words.length) {
      const text = fold(textOf(listing))
      if (!words.every((word) => text.includes(word))) return false
    }
    return true
  })
  return matches.toSorted(ORDER[search.sort ?? 'popular'])
}

const byName = (a: Listing, b: Listing) => compareCodes(a.key, b.key)

const ORDER: Record<Sort, (a: Listing, b: Listing) => number> = {
  popular: (a, b) => b.popularity - a.popularity || byName(a, b),
  priceLow: (a, b) => a.fromCents - b.fromCents || byName(a, b),
  priceHigh: (a, b) => b.fromCents - a.fromCents || byName(a, b),
  rating: (a, b) => b.rating.average - a.rating.average || b.rating.count - a.rating.count || byName(a, b),
}
