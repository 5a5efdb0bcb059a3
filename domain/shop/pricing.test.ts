import { describe, expect, it } from 'vitest'
import { makePieceProduct, makeRollProduct } from '../testing/order-factory.ts'
import type { OrderLineInput } from './order.ts'
import { checkLines, CUT_PREMIUM, priceOrder, unitCents } from './pricing.ts'

/** SEC-8C 36″ × 100′ ($534), SOL-CR40 60″ × 100′ ($710), the DIY kit ($34.99) and a free sample pack. */
const security36 = makeRollProduct({
  id: 'sec36',
  sku: 'SEC-8C-36',
  widthIn: 36,
  priceCents: 53400,
  thicknessMil: 8,
})
const solar60 = makeRollProduct({ id: 'sol60' })
const kit = makePieceProduct({ id: 'kit' })
const sample = makePieceProduct({ id: 'smp', sku: 'SMP-SOL', category: 'sample', priceCents: 0 })
const sampleSecurity = makePieceProduct({ id: 'smp2', sku: 'SMP-SEC', category: 'sample', priceCents: 0 })
const onboarding = makePieceProduct({ id: 'onb', sku: 'SVC-ONBOARD', category: 'service', priceCents: 49900 })
const retired = makePieceProduct({ id: 'old', active: false })
const products = [security36, solar60, kit, sample, sampleSecurity, onboarding, retired]

const line = (productId: string, quantity = 1, cutLengthFt?: number): OrderLineInput => ({
  productId,
  quantity,
  options: cutLengthFt === undefined ? {} : { cutLengthFt },
})
const raleigh = { state: 'NC', zip: '27601' } as const

describe('unit prices', () => {
  it('sell a full roll or a piece at list price', () => {
    expect(unitCents({ product: solar60, quantity: 1, cutLengthFt: null })).toBe(71000)
    expect(unitCents({ product: kit, quantity: 4, cutLengthFt: null })).toBe(3499)
  })

  it(`price a cut pro rata of its roll × ${CUT_PREMIUM}, rounded once, half up`, () => {
    // $710 / 100 ft × 10 ft × 1.25 = $88.75
    expect(unitCents({ product: solar60, quantity: 1, cutLengthFt: 10 })).toBe(8875)
    // $534 / 100 × 7 × 1.25 = $46.725 → $46.73
    expect(unitCents({ product: security36, quantity: 1, cutLengthFt: 7 })).toBe(4673)
  })
})

describe('priceOrder', () => {
  it('prices lines, shipping from the nearest hub, and tax on goods and shipping', () => {
    const result = priceOrder([line('sec36', 2, 7), line('kit')], products, raleigh, 'ground')
    expect(result).toEqual({
      ok: true,
      order: {
        lines: [
          {
            productId: 'sec36',
            sku: 'SEC-8C-36',
            name: security36.name,
            quantity: 2,
            cutLengthFt: 7,
            unitCents: 4673,
            lineCents: 9346,
            weightLb: 5.89,
          },
          {
            productId: 'kit',
            sku: 'KIT-DIY',
            name: kit.name,
            quantity: 1,
            cutLengthFt: null,
            unitCents: 3499,
            lineCents: 3499,
            weightLb: 2,
          },
        ],
        subtotalCents: 12845,
        // Carolinas hub, its own region: $8.95 + 8 lb × $0.35
        shippingCents: 1175,
        // Raleigh: North Carolina's 4.75 % and Wake County's 2.5 %: (128.45 + 11.75) × 7.25 % = 10.1645
        taxCents: 1016,
        totalCents: 15036,
        taxRateBp: 725,
        weightLb: 7.89,
        fromHub: 'carolinas',
        zone: 'region',
        shippingMethod: 'ground',
      },
    })
  })

  it('prices shipping from the hub that ships when told', () => {
    const result = priceOrder([line('kit')], products, raleigh, 'ground', { fromHub: 'florida' })
    expect(result.ok && result.order).toMatchObject({
      fromHub: 'florida',
      zone: 'far',
      shippingCents: 1395 + 85 * 2,
    })
  })

  it('collects no tax outside the six states, and ships free over the threshold', () => {
    const result = priceOrder([line('sec36')], products, { state: 'TX', zip: '75201' }, 'ground')
    expect(result.ok && result.order).toMatchObject({
      subtotalCents: 53400,
      shippingCents: 0,
      taxCents: 0,
      taxRateBp: 0,
      totalCents: 53400,
      zone: 'far',
    })
  })

  it('sells a cut the length of the roll as the roll', () => {
    const result = priceOrder([line('sec36', 1, 100)], products, raleigh, 'ground')
    expect(result.ok && result.order.lines[0]).toMatchObject({ cutLengthFt: null, unitCents: 53400 })
  })

  it('keeps every figure in whole cents, the total the sum of its parts', () => {
    for (let feet = 5; feet <= 100; feet += 3) {
      for (const state of ['GA', 'FL', 'AL', 'TN', 'NC', 'SC', 'NY'] as const) {
        const result = priceOrder(
          [line('sec36', 3, feet), line('kit', 2)],
          products,
          { state, zip: '30000' },
          'expedited',
        )
        if (!result.ok) throw new Error(result.code)
        const { order } = result
        for (const value of [order.subtotalCents, order.shippingCents, order.taxCents, order.totalCents])
          expect(Number.isInteger(value)).toBe(true)
        expect(order.subtotalCents).toBe(order.lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0))
        expect(order.totalCents).toBe(order.subtotalCents + order.shippingCents + order.taxCents)
      }
    }
  })

  it('refuses the wrong method for the order: freight for parcels, parcel for wide rolls', () => {
    expect(priceOrder([line('kit')], products, raleigh, 'freight')).toEqual({
      ok: false,
      code: 'freightNotAvailable',
      fieldErrors: { shippingMethod: 'freightNotAvailable' },
    })
    expect(priceOrder([line('sol60')], products, raleigh, 'ground')).toEqual({
      ok: false,
      code: 'freightRequired',
      fieldErrors: { shippingMethod: 'freightRequired' },
    })
    expect(priceOrder([line('sol60')], products, raleigh, 'freight').ok).toBe(true)
  })
})

describe('order limits', () => {
  it('reports every line that breaks one, by its path', () => {
    const result = checkLines(
      [
        line('kit'),
        line('nope'),
        line('old'),
        line('kit', 1, 10),
        line('sol60', 1, 101),
        line('smp', 4),
        line('smp', 3),
      ],
      products,
    )
    expect(result).toEqual({
      ok: false,
      code: 'productNotFound',
      fieldErrors: {
        'lines.1.productId': 'productNotFound',
        'lines.2.productId': 'productInactive',
        'lines.3.options.cutLengthFt': 'cutNotAvailable',
        'lines.4.options.cutLengthFt': 'cutLengthTooLong',
        'lines.5.quantity': 'quantityTooLarge',
        'lines.6.quantity': 'quantityTooLarge',
      },
    })
  })

  it('counts sample packs and a service over the whole order, not per line', () => {
    // Six free sample packs on two lines, against three an order.
    expect(checkLines([line('smp', 3), line('smp2', 3)], products)).toMatchObject({
      ok: false,
      fieldErrors: { 'lines.1.quantity': 'quantityTooLarge' },
    })
    expect(checkLines([line('smp', 2), line('smp2', 1)], products).ok).toBe(true)
    // The once-an-order onboarding package on two lines.
    expect(checkLines([line('onb'), line('kit'), line('onb')], products)).toMatchObject({
      ok: false,
      fieldErrors: { 'lines.2.quantity': 'quantityTooLarge' },
    })
    // Other products are limited per line: two lines of 50 kits are fine.
    expect(checkLines([line('kit', 50), line('kit', 50)], products).ok).toBe(true)
  })

  it('admits cuts up to the roll length and samples a few at a time', () => {
    const result = checkLines([line('sol60', 2, 100), line('sol60', 1, 5), line('smp', 3)], products)
    expect(result.ok).toBe(true)
  })
})
