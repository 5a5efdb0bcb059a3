import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { CatalogProduct } from '../../../domain/shop/catalog.ts'
import { listingSearchText } from './labels.ts'
import { filterListings, listingsOf, ShopSearchSchema } from './listings.ts'

const film = (filmSku: string, widthIn: number, overrides: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id: `prod_${filmSku}-${widthIn}`,
  sku: `${filmSku}-${widthIn}`,
  filmSku,
  name: `${filmSku} ${widthIn}`,
  category: 'solar',
  widthIn,
  lengthFt: 100,
  priceCents: widthIn * 1000,
  popularity: 50,
  specs: {
    vlt: 40,
    solarEnergyRejected: 50,
    uvRejected: 99,
    thicknessMil: 2,
    warrantyYears: { residential: 10, commercial: 5 },
  },
  stockStatus: 'inStock',
  rating: { average: 0, count: 0 },
  reviews: [],
  relatedIds: [],
  imageUrl: `/api/catalog/images/${filmSku}-${widthIn}.svg`,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
})

const item = (sku: string, overrides: Partial<CatalogProduct> = {}): CatalogProduct =>
  film(sku, 1, {
    filmSku: null,
    sku,
    id: `prod_${sku}`,
    widthIn: null,
    lengthFt: null,
    specs: null,
    category: 'kit',
    ...overrides,
  })

const catalog = [
  film('SOL-CR20', 36, {
    specs: { ...film('x', 1).specs!, vlt: 20 },
    popularity: 70,
    rating: { average: 5, count: 1 },
  }),
  film('SOL-CR20', 60, { stockStatus: 'outOfStock', popularity: 80, rating: { average: 3, count: 3 } }),
  film('DEC-FW', 48, { category: 'decorative', stockStatus: 'outOfStock', popularity: 90 }),
  item('KIT-DIY', { priceCents: 3499, popularity: 88 }),
  item('SMP-SOL', { priceCents: 0, category: 'sample', popularity: 10 }),
]
const listings = listingsOf(catalog)
const search = (query: Record<string, unknown>) =>
  filterListings(
    listings,
    ShopSearchSchema.parse(query),
    (listing) => `${listing.key} ${listing.products[0]!.name}`,
  ).map((listing) => listing.key)

describe('shop listings', () => {
  it('groups a film line’s widths into one listing priced from its cheapest width', () => {
    const ceramic = listings.find((listing) => listing.key === 'SOL-CR20')!
    expect(ceramic.products.map((product) => product.widthIn)).toEqual([36, 60])
    expect(ceramic.fromCents).toBe(36_000)
    expect(ceramic.inStock).toBe(true)
    // The mean of every review of every width: (5 + 3 × 3) / 4.
    expect(ceramic.rating).toEqual({ average: 3.5, count: 4 })
    expect(ceramic.imageUrl).toBe('/api/catalog/images/SOL-CR20-60.svg')
  })

  it('filters by category, stock, price and light, and sorts', () => {
    expect(search({})).toEqual(['DEC-FW', 'KIT-DIY', 'SOL-CR20', 'SMP-SOL'])
    expect(search({ category: 'decorative' })).toEqual(['DEC-FW'])
    expect(search({ inStock: true })).toEqual(['KIT-DIY', 'SOL-CR20', 'SMP-SOL'])
    expect(search({ maxPrice: 100 })).toEqual(['KIT-DIY', 'SMP-SOL'])
    expect(search({ minPrice: 100 })).toEqual(['DEC-FW', 'SOL-CR20'])
    // A light filter leaves out what has no light figure (kits, samples).
    expect(search({ maxVlt: 30 })).toEqual(['SOL-CR20'])
    expect(search({ sort: 'priceLow' })).toEqual(['SMP-SOL', 'KIT-DIY', 'SOL-CR20', 'DEC-FW'])
    expect(search({ sort: 'rating' })[0]).toBe('SOL-CR20')
  })

  it('matches every word of the query, ignoring case and accents', () => {
    expect(search({ q: 'sol cr20' })).toEqual(['SOL-CR20'])
    expect(search({ q: 'KÏT' })).toEqual(['KIT-DIY'])
    expect(search({ q: 'kit ceramic' })).toEqual([])
  })

  it('reads unusable search params as no filter', () => {
    expect(
      ShopSearchSchema.parse({ category: 'spaceships', minPrice: -5, sort: 'random', q: 'frost' }),
    ).toEqual({
      q: 'frost',
    })
  })
})

describe('searching the shop by use', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  const films = listingsOf([
    film('SEC-8C', 60, { category: 'security' }),
    film('SOL-CR20', 60),
    film('DEC-FW', 48, { category: 'decorative' }),
    item('KIT-DIY'),
  ])
  const find = (q: string) =>
    filterListings(films, ShopSearchSchema.parse({ q }), (listing) => listingSearchText(i18n, listing)).map(
      (listing) => listing.key,
    )

  it('finds security film for storms, solar film for glare and decorative film for privacy', () => {
    expect(find('hurricane')).toEqual(['SEC-8C'])
    expect(find('Glare')).toEqual(['SOL-CR20'])
    expect(find('privacy')).toEqual(['DEC-FW'])
  })
})
