import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import {
  FilmSpecsSchema,
  REVIEW_LIMITS,
  type Catalog,
  type CatalogProduct,
  type CatalogReview,
  type FilmSpecs,
} from '../../../domain/shop/catalog.ts'
import { openingProduct, productsByListing } from '../../../domain/shop/listing.ts'
import { relatedProductIds } from '../../../domain/shop/related.ts'
import type { AppDeps } from '../../context.ts'
import { findCatalogRows, findImageRow, findNewestReviews } from './catalog.repo.ts'
import { shippingRatesInForce } from '../settings/settings.service.ts'
import { findTaxTable } from '../tax/tax.repo.ts'
import { productImageSvg } from './product-image.ts'

type Deps = Pick<AppDeps, 'db'>

/** A digest of `content` for validators: the same content always gives the same tag. */
function contentTag(content: string): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 27)
}

/** The spec sheet of a film line; null for kits, tools, samples (stored as '{}') or anything unreadable. */
function parseSpecs(json: string): FilmSpecs | null {
  try {
    const parsed = FilmSpecsSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const imageUrlOf = (sku: string) => `/api/catalog/images/${encodeURIComponent(sku)}.svg`

/**
 * The whole catalog as the browser keeps it (GET /api/catalog): every active product, its stock
 * status, rating and newest reviews, related products and picture. Three queries whatever the size.
 * `version` is a digest of everything else, so it changes exactly when something shown changes (a
 * price, a stock status flipping, a review), and not when an order merely takes a few feet of a roll.
 */
function getCatalog(deps: Deps): Catalog {
  const rows = findCatalogRows(deps.db)
  const reviews = new Map<string, CatalogReview[]>()
  for (const { productId, ...review } of findNewestReviews(deps.db, REVIEW_LIMITS.perProduct)) {
    const list = reviews.get(productId) ?? []
    list.push(review)
    reviews.set(productId, list)
  }
  const related = relatedProductIds(rows)
  const products = rows.map((row): CatalogProduct => ({
    id: row.id,
    sku: row.sku,
    filmSku: row.filmSku,
    name: row.name,
    description: row.description,
    category: row.category,
    widthIn: row.widthIn,
    lengthFt: row.lengthFt,
    priceCents: row.priceCents,
    popularity: row.popularity,
    specs: row.filmSku === null ? null : parseSpecs(row.specs),
    stockStatus: row.inStock ? 'inStock' : 'outOfStock',
    rating: {
      // One decimal, as shown ("4.3"): a stable figure keeps the version stable.
      average: row.ratingCount ? Math.round((row.ratingSum / row.ratingCount) * 10) / 10 : 0,
      count: row.ratingCount,
    },
    reviews: reviews.get(row.id) ?? [],
    relatedIds: related.get(row.id) ?? [],
    imageUrl: imageUrlOf(row.sku),
    updatedAt:
      row.newestReviewAt !== null && row.newestReviewAt > row.updatedAt ? row.newestReviewAt : row.updatedAt,
  }))
  const taxTable = findTaxTable(deps.db)
  const shippingRates = shippingRatesInForce(deps.db)
  return {
    version: contentTag(JSON.stringify([products, taxTable, shippingRates])),
    products,
    taxTable,
    shippingRates,
  }
}

/** The catalog as GET /api/catalog sends it: its validator, its JSON, as text, as bytes and gzipped. */
export interface CatalogAnswer {
  etag: string
  json: string
  /** The JSON encoded once, not at every request that asks for it uncompressed. */
  bytes: Uint8Array<ArrayBuffer>
  gzip: Uint8Array<ArrayBuffer>
  /** By product page key: the picture the page opens on. */
  openingImages: ReadonlyMap<string, string>
}

function openingImagesOf(products: readonly CatalogProduct[]): Map<string, string> {
  return new Map(
    [...productsByListing(products)].map(([key, members]) => [key, openingProduct(members)!.imageUrl]),
  )
}

/** What the database has written so far: any write, by this server or another connection, changes it. */
function writesSoFar(db: Deps['db']): string {
  const changes = (db.prepare('SELECT total_changes()').pluck().get() as number) ?? 0
  return `${changes}:${db.pragma('data_version', { simple: true }) as number}`
}

const answers = new WeakMap<Deps['db'], { writes: string; answer: CatalogAnswer }>()

/**
 * The catalog answer, built once per change of the database: every visitor of the shop asks for
 * the same catalog, most of them only to hear that it has not changed. Building it takes three
 * queries and a digest; telling that nothing was written since takes one counter.
 */
export function catalogAnswer(deps: Deps): CatalogAnswer {
  const writes = writesSoFar(deps.db)
  const kept = answers.get(deps.db)
  if (kept?.writes === writes) return kept.answer
  const catalog = getCatalog(deps)
  const json = JSON.stringify(catalog)
  const answer = {
    etag: `W/"${catalog.version}"`,
    json,
    bytes: new TextEncoder().encode(json),
    gzip: new Uint8Array(gzipSync(json)),
    openingImages: openingImagesOf(catalog.products),
  }
  answers.set(deps.db, { writes, answer })
  return answer
}

/** The product's picture and its validator; undefined for an unknown SKU. */
export function getProductImage(deps: Deps, sku: string): { svg: string; tag: string } | undefined {
  const row = findImageRow(deps.db, sku)
  if (!row) return undefined
  const svg = productImageSvg({ ...row, specs: parseSpecs(row.specs) })
  return { svg, tag: contentTag(svg) }
}

/**
 * What a product page (/shop/{key}) cannot show without, for the browser to ask for together with
 * the page: the catalog, and the picture the page opens on, which is its largest element.
 */
export function productPagePreloads(deps: Deps, key: string): string[] {
  const image = catalogAnswer(deps).openingImages.get(key)
  return [
    '</api/catalog>; rel=preload; as=fetch; crossorigin',
    ...(image ? [`<${image}>; rel=preload; as=image`] : []),
  ]
}

/**
 * What the server renders a product page (/shop/{key}) with: the catalog, versioned by its tag;
 * undefined for a key no product has (that page is left to the app, which says so).
 */
export function productPageData(deps: Deps, key: string): { version: string; catalog: string } | undefined {
  const answer = catalogAnswer(deps)
  return answer.openingImages.has(key) ? { version: answer.etag, catalog: answer.json } : undefined
}
