import { describe, expect, it } from 'vitest'
import { makePieceProduct, makeRollProduct } from '../testing/order-factory.ts'
import {
  availableMethods,
  billableLb,
  DEFAULT_SHIPPING_RATES,
  itemWeightLb,
  longBoxes,
  shippingCents,
  ShippingRatesSchema,
  type ShipItem,
} from './shipping.ts'

const roll = (widthIn: number, thicknessMil = 2) => makeRollProduct({ widthIn, thicknessMil })
const fullRoll = (widthIn: number, quantity = 1, thicknessMil = 2): ShipItem => ({
  product: roll(widthIn, thicknessMil),
  quantity,
  cutLengthFt: null,
})
const cut = (widthIn: number, feet: number, quantity = 1): ShipItem => ({
  product: roll(widthIn),
  quantity,
  cutLengthFt: feet,
})
const kit: ShipItem = { product: makePieceProduct(), quantity: 1, cutLengthFt: null }
const sample: ShipItem = {
  product: makePieceProduct({ id: 's', sku: 'SMP-SOL', category: 'sample', priceCents: 0 }),
  quantity: 2,
  cutLengthFt: null,
}

describe('weight', () => {
  it('weighs film by area and thickness, plus liner and packaging', () => {
    // 500 sq ft × (2 mil × 0.00723 + 0.011) + 3 lb of core and box
    expect(itemWeightLb(fullRoll(60))).toBe(15.73)
    // 300 sq ft × (8 × 0.00723 + 0.011) + 3
    expect(itemWeightLb(fullRoll(36, 1, 8))).toBe(23.65)
    // A 10 ft cut of the 60″: 50 sq ft × 0.02546 + 1.5 lb tube
    expect(itemWeightLb(cut(60, 10))).toBe(2.77)
    expect(itemWeightLb(cut(60, 10, 3))).toBe(8.32)
  })

  it('weighs other items by SKU, else by category', () => {
    expect(itemWeightLb({ ...kit, quantity: 3 })).toBe(6)
    expect(itemWeightLb({ ...kit, product: makePieceProduct({ sku: 'KIT-NEW' }) })).toBe(3)
    expect(itemWeightLb(sample)).toBe(0.5)
  })

  it('bills whole pounds, rounded up, ignoring float noise', () => {
    expect(billableLb(2.01)).toBe(3)
    expect(billableLb(3)).toBe(3)
    expect(billableLb(0.1 + 0.2 + 2.7)).toBe(3)
  })
})

describe('long boxes', () => {
  it('count a box per full roll over 44 in wide (its box is 4 in longer than the film)', () => {
    expect(longBoxes(fullRoll(36, 2))).toBe(0)
    expect(longBoxes(fullRoll(48, 2))).toBe(2)
  })

  it("roll a line's cuts together onto cores of at most a roll's length", () => {
    expect(longBoxes(cut(48, 40, 1))).toBe(1)
    expect(longBoxes(cut(48, 40, 3))).toBe(2)
    expect(longBoxes(cut(36, 40, 3))).toBe(0)
    expect(longBoxes(kit)).toBe(0)
  })
})

describe('methods', () => {
  it('send full rolls 60 in and wider by freight only', () => {
    expect(availableMethods([fullRoll(60)])).toEqual(['freight'])
    expect(availableMethods([fullRoll(72), kit])).toEqual(['freight'])
    expect(availableMethods([fullRoll(48)])).toEqual(['ground', 'expedited'])
    expect(availableMethods([cut(72, 50)])).toEqual(['ground', 'expedited'])
  })

  it('send orders over 150 lb by freight only', () => {
    // 48″ 8 mil rolls weigh 30.54 lb each: four are 122 lb, five 153 lb.
    expect(availableMethods([fullRoll(48, 4, 8)])).toEqual(['ground', 'expedited'])
    expect(availableMethods([fullRoll(48, 5, 8)])).toEqual(['freight'])
  })
})

describe('shipping charge', () => {
  const quote = (overrides: Partial<Parameters<typeof shippingCents>[0]> = {}) =>
    shippingCents({ method: 'ground', zone: 'region', items: [kit], goodsCents: 3499, ...overrides })

  it('is base + per billable pound, by method and zone', () => {
    expect(quote()).toBe(895 + 35 * 2)
    expect(quote({ zone: 'neighbour' })).toBe(1095 + 55 * 2)
    expect(quote({ zone: 'far' })).toBe(1395 + 85 * 2)
    expect(quote({ method: 'expedited', zone: 'far' })).toBe(3995 + 195 * 2)
    expect(quote({ method: 'freight', zone: 'region', items: [fullRoll(60)] })).toBe(12500 + 20 * 16)
  })

  it('adds the long-box surcharge to parcels, not to freight', () => {
    // 40 sq ft × 0.02546 + 1.5 = 2.52 lb → 3 billable
    expect(quote({ items: [cut(48, 10)] })).toBe(895 + 35 * 3 + 2500)
    expect(quote({ method: 'freight', items: [fullRoll(60)] })).toBe(12500 + 20 * 16)
  })

  it('is free on ground from $250 of goods, and not on expedited', () => {
    expect(quote({ goodsCents: 24999 })).toBe(965)
    expect(quote({ goodsCents: 25000 })).toBe(0)
    expect(quote({ goodsCents: 25000, zone: 'far', items: [cut(48, 10)] })).toBe(0)
    expect(quote({ method: 'expedited', goodsCents: 90000 })).toBe(1995 + 100 * 2)
  })

  it('is free on ground for an order of nothing but free sample packs', () => {
    expect(quote({ items: [sample], goodsCents: 0 })).toBe(0)
    expect(quote({ items: [sample, kit], goodsCents: 3499 })).toBe(895 + 35 * 3)
    expect(quote({ method: 'expedited', items: [sample], goodsCents: 0 })).toBe(1995 + 100 * 1)
  })

  it('reads rates that are data: the defaults fit their schema', () => {
    expect(ShippingRatesSchema.parse(DEFAULT_SHIPPING_RATES)).toEqual(DEFAULT_SHIPPING_RATES)
    const free = { ...DEFAULT_SHIPPING_RATES, freeGroundFromCents: 1000 }
    expect(shippingCents({ method: 'ground', zone: 'far', items: [kit], goodsCents: 3499 }, free)).toBe(0)
  })
})
