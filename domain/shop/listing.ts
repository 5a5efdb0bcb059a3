import type { CatalogProduct } from './catalog.ts'

/**
 * What the shop shows as one product page: a film line with its widths, or one kit, tool or sample
 * pack. The key is the page's address (/shop/{key}).
 */
const listingKeyOf = (product: Pick<CatalogProduct, 'sku' | 'filmSku'>): string =>
  product.filmSku ?? product.sku

/** The catalog's products by product page, each page's widths narrowest first. */
export function productsByListing<P extends Pick<CatalogProduct, 'sku' | 'filmSku' | 'widthIn'>>(
  products: readonly P[],
): Map<string, P[]> {
  const listings = new Map<string, P[]>()
  for (const product of products) {
    const key = listingKeyOf(product)
    listings.set(key, [...(listings.get(key) ?? []), product])
  }
  for (const members of listings.values()) members.sort((a, b) => (a.widthIn ?? 0) - (b.widthIn ?? 0))
  return listings
}

/**
 * The product a product page opens on: the 60″ roll (the list-price width) unless it is out of stock
 * and another width is not. The server asks for its picture together with the page.
 */
export function openingProduct<P extends Pick<CatalogProduct, 'widthIn' | 'stockStatus'>>(
  products: readonly P[],
): P | undefined {
  return (
    products.find((product) => product.widthIn === 60 && product.stockStatus === 'inStock') ??
    products.find((product) => product.stockStatus === 'inStock') ??
    products[0]
  )
}
