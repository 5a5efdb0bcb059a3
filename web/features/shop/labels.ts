import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { FILM_LINES } from '../../../domain/catalog/films.ts'
import type { CatalogProduct } from '../../../domain/shop/catalog.ts'
import type { ProductCategory } from '../../../domain/shop/products.ts'
import type { ShippingMethod } from '../../../domain/shop/shipping.ts'
import type { CartOptions } from '../../app/device-db.ts'
import { orderLineName } from '../orders/formats.ts'
import type { Listing, Sort } from './listings.ts'
import { productCopy } from './product-copy.ts'

export const CATEGORY_LABELS: Record<ProductCategory, MessageDescriptor> = {
  security: msg`Security & safety film`,
  solar: msg`Solar control film`,
  decorative: msg`Decorative & privacy film`,
  kit: msg`Install kits`,
  tool: msg`Tools`,
  sample: msg`Sample packs`,
  service: msg`Services`,
}

export const SORT_LABELS: Record<Sort, MessageDescriptor> = {
  popular: msg`Most popular`,
  priceLow: msg`Price: low to high`,
  priceHigh: msg`Price: high to low`,
  rating: msg`Best rated`,
}

export const SHIPPING_LABELS: Record<ShippingMethod, { name: MessageDescriptor; detail: MessageDescriptor }> =
  {
    ground: { name: msg`Ground`, detail: msg`3–5 business days` },
    expedited: { name: msg`Expedited`, detail: msg`2 business days` },
    freight: { name: msg`Freight`, detail: msg`The carrier calls to book a delivery time` },
  }

const FILM_NAMES = new Map(FILM_LINES.map((film) => [film.sku, film.name]))

/** A product's name in the reader's language: film lines keep their brand name. */
export function productName(
  i18n: I18n,
  product: { sku: string; filmSku: string | null; name: string },
): string {
  const line = product.filmSku ? FILM_NAMES.get(product.filmSku) : undefined
  if (line) return line
  const copy = productCopy(product)
  return copy?.name ? i18n._(copy.name) : product.name
}

/**
 * A cart line named in the page's language, looked up from the catalog each time it is shown: the
 * cart keeps only the product's id, so a line added on a Spanish page reads in English once the
 * page is. Film rolls keep the catalog's name (a brand name and a size); a cut is named by its own
 * length, as the order pages name it. The order sent to the server carries ids only.
 */
export function cartLineName(i18n: I18n, product: CatalogProduct, options: CartOptions): string {
  const copy = productCopy(product)
  const name = copy?.name ? i18n._(copy.name) : product.name
  return orderLineName(i18n, { name, cutLengthFt: options.cutLengthFt ?? null })
}

export function listingName(i18n: I18n, listing: Listing): string {
  return productName(i18n, listing.products[0]!)
}

/** What people look for a film by besides its name: searching for a use finds the films made for it. */
const CATEGORY_USES: Partial<Record<ProductCategory, MessageDescriptor>> = {
  security: msg`hurricane storm break-in burglary smash-and-grab shatter safety blast`,
  solar: msg`heat glare UV fading sun energy cooling`,
  decorative: msg`privacy frosted bathroom office branding logo`,
}

/** What search looks through: the name, the card's summary, the category, its uses and the SKUs. */
export function listingSearchText(i18n: I18n, listing: Listing): string {
  const first = listing.products[0]!
  const copy = productCopy(first)
  return [
    listingName(i18n, listing),
    copy ? i18n._(copy.summary) : '',
    i18n._(CATEGORY_LABELS[listing.category]),
    CATEGORY_USES[listing.category] ? i18n._(CATEGORY_USES[listing.category]!) : '',
    listing.key,
    ...listing.products.map((product) => product.sku),
  ].join(' ')
}
