import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { afterEach, describe, expect, it } from 'vitest'
import { FILM_LINES, type FilmLine } from '../../../domain/catalog/films.ts'
import type { FilmPlan } from '../../../domain/estimator/compute.ts'
import type { RollPlan } from '../../../domain/estimator/roll-plan.ts'
import type { CatalogProduct } from '../../../domain/shop/catalog.ts'
import { CUT_PREMIUM } from '../../../domain/shop/pricing.ts'
import { DeviceDatabase } from '../../app/device-db.ts'
import { listCart } from '../../app/cart.ts'
import { addPrecutToCart, diyKitOf, planPieces, precutOrder, splitFeet } from './precut.ts'

const film = (sku: string): FilmLine => FILM_LINES.find((line) => line.sku === sku)!

function product(overrides: Partial<CatalogProduct> & Pick<CatalogProduct, 'sku'>): CatalogProduct {
  return {
    id: `prod_${overrides.sku}`,
    filmSku: null,
    name: overrides.sku,
    category: 'security',
    widthIn: null,
    lengthFt: null,
    priceCents: 100_00,
    popularity: 0,
    specs: null,
    stockStatus: 'inStock',
    rating: { average: 0, count: 0 },
    reviews: [],
    relatedIds: [],
    imageUrl: '/images/x.webp',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  }
}

function roll(filmSku: string, widthIn: number, overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  return product({
    sku: `${filmSku}-${widthIn}`,
    filmSku,
    widthIn,
    lengthFt: 100,
    priceCents: widthIn * 10_00,
    ...overrides,
  })
}

const kit = product({ sku: 'KIT-DIY', category: 'kit', priceCents: 34_99 })
const catalog = [roll('SEC-8C', 48), roll('SEC-8C', 60), roll('SOL-CR40', 60), kit]

function planOf(sku: string, rollWidthIn: number, linearFeet: number): FilmPlan {
  const plan: RollPlan = {
    rollWidthIn,
    lengthIn: linearFeet * 12,
    linearFeet,
    filmSqFt: (rollWidthIn / 12) * linearFeet,
    cutAreaSqFt: 0,
    glassAreaSqFt: 0,
    wastePercent: 0,
    rolls: Math.ceil(linearFeet / 100),
    placements: [],
    seamed: [],
  }
  return { film: film(sku), plan }
}

const summary = (order: ReturnType<typeof precutOrder>) =>
  order.lines.map((line) => [line.product.id, line.quantity, line.cutLengthFt])

describe('precutOrder', () => {
  it('buys 37.3 ft as one 38 ft cut', () => {
    const order = precutOrder([planOf('SEC-8C', 60, 37.3)], catalog)
    expect(summary(order)).toEqual([['prod_SEC-8C-60', 1, 38]])
    expect(order.ok).toBe(true)
    expect(order.problems).toEqual([])
    // 600.00 a roll: 6.00 a foot, with the cut premium.
    expect(order.filmCents).toBe(Math.round(600 * 38 * CUT_PREMIUM))
  })

  it('sells at least the shortest cut', () => {
    const order = precutOrder([planOf('SEC-8C', 60, 3)], catalog)
    expect(summary(order)).toEqual([['prod_SEC-8C-60', 1, 5]])
  })

  it('splits a long plan into full rolls and a cut of the rest', () => {
    const order = precutOrder([planOf('SEC-8C', 48, 230)], catalog)
    expect(summary(order)).toEqual([
      ['prod_SEC-8C-48', 2, null],
      ['prod_SEC-8C-48', 1, 30],
    ])
    expect(order.filmCents).toBe(2 * 480_00 + Math.round(480 * 30 * CUT_PREMIUM))
  })

  it('buys whole rolls without a cut when the plan fills them', () => {
    const order = precutOrder([planOf('SEC-8C', 60, 200)], catalog)
    expect(summary(order)).toEqual([['prod_SEC-8C-60', 2, null]])
    expect(order.films[0]).toMatchObject({ feet: 200, fullRolls: 2, cutLengthFt: null })
  })

  it('rounds 99.1 ft up to a full roll rather than a 100 ft cut', () => {
    expect(summary(precutOrder([planOf('SEC-8C', 60, 99.1)], catalog))).toEqual([['prod_SEC-8C-60', 1, null]])
  })

  it('reports a film or width the catalog lacks, and prices the rest', () => {
    const order = precutOrder([planOf('SEC-8C', 72, 20), planOf('SOL-CR40', 60, 10)], catalog)
    expect(order.problems).toEqual([{ code: 'productMissing', film: film('SEC-8C'), widthIn: 72 }])
    expect(order.ok).toBe(false)
    expect(summary(order)).toEqual([['prod_SOL-CR40-60', 1, 10]])
    expect(order.films[0]).toMatchObject({ product: null, lines: [] })
  })

  it('reports an out-of-stock width but still prices it', () => {
    const order = precutOrder([planOf('SEC-8C', 60, 10)], [roll('SEC-8C', 60, { stockStatus: 'outOfStock' })])
    expect(order.problems.map((problem) => problem.code)).toEqual(['outOfStock'])
    expect(order.ok).toBe(false)
    expect(order.filmCents).toBeGreaterThan(0)
  })

  it('has nothing to order for a plan without film', () => {
    const order = precutOrder([planOf('SEC-8C', 60, 0)], catalog)
    expect(order).toMatchObject({ lines: [], problems: [], ok: false, filmCents: 0 })
  })
})

describe('splitFeet', () => {
  it('turns a remainder as long as the roll into a roll', () => {
    expect(splitFeet(4, 4)).toEqual({ fullRolls: 1, cutLengthFt: null })
    expect(splitFeet(3, 4)).toEqual({ fullRolls: 1, cutLengthFt: null })
    expect(splitFeet(105, 100)).toEqual({ fullRolls: 1, cutLengthFt: 5 })
  })
})

describe('planPieces', () => {
  it('plans the panes with their trim on one of the film’s rolls', () => {
    const [plan] = planPieces(film('SOL-CR40'), [{ id: 'a', widthIn: 35, heightIn: 47, quantity: 2 }], {
      trimIn: 0.5,
    })
    expect(plan?.plan.placements).toHaveLength(2)
    expect(plan?.plan.placements[0]).toMatchObject({ pieceId: 'a' })
    expect(planPieces(film('SOL-CR40'), [], { trimIn: 0.5 })).toEqual([])
  })
})

describe('addPrecutToCart', () => {
  let db: DeviceDatabase | null = null
  afterEach(async () => {
    await db?.delete()
    db = null
  })

  it('adds the lines and the kit to the owner’s cart', async () => {
    db = new DeviceDatabase(`precut-${Math.random()}`, { indexedDB, IDBKeyRange })
    const order = precutOrder([planOf('SEC-8C', 48, 230)], catalog)
    await addPrecutToCart('guest', order, diyKitOf(catalog), db)
    await addPrecutToCart('guest', order, null, db)
    const lines = await listCart('guest', db)
    // Lines added in the same millisecond have no order between them.
    expect(lines.map((line) => [line.productId, line.quantity, line.options])).toEqual(
      expect.arrayContaining([
        ['prod_SEC-8C-48', 4, {}],
        ['prod_SEC-8C-48', 2, { cutLengthFt: 30 }],
        ['prod_KIT-DIY', 1, {}],
      ]),
    )
    expect(lines).toHaveLength(3)
  })
})
