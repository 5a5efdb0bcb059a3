import { describe, expect, it } from 'vitest'
import { FILM_LINES } from '../catalog/films.ts'
import { makeWindow } from '../testing/estimate-factory.ts'
import { totalAreaSqFt, type EstimateWindow } from '../estimates/estimate.ts'
import { roundCents } from '../money/money.ts'
import {
  DEFAULT_PRICING_SHEET,
  PRICING_ERRORS,
  PricingSheetSchema,
  isPricingErrorCode,
  priceEstimate,
  type PriceBreakdown,
  type PricingSheet,
} from './pricing.ts'

const sheet = DEFAULT_PRICING_SHEET

/** A sheet where only what a test sets costs anything. */
function bareSheet(overrides: Partial<PricingSheet> = {}): PricingSheet {
  return {
    materialCentsPerSqFt: Object.fromEntries(FILM_LINES.map((line) => [line.sku, 0])),
    fallbackWasteRate: 0,
    seamAllowanceIn: 1,
    laborCentsPerSqFt: { residential: 0, commercial: 0, automotive: 0 },
    laborCentsPerPane: 0,
    smallPane: { maxSqFt: 5, surchargeCentsPerPane: 0 },
    largePane: { minSqFt: 50, laborMultiplier: 1 },
    accessMultiplier: { ladder: 1, lift: 1 },
    removalCentsPerSqFt: 0,
    attachmentCentsPerLinearFt: 0,
    quote: sheet.quote,
    minimumJobCents: 0,
    volumeDiscounts: [],
    ...overrides,
  }
}

function onlyLine(window: EstimateWindow, pricing: PricingSheet = sheet) {
  const [line] = priceEstimate([window], null, pricing).lines
  if (!line) throw new Error('expected a line')
  return line
}

function expectConsistent(breakdown: PriceBreakdown) {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
  const money = [
    breakdown.materialCents,
    breakdown.laborCents,
    breakdown.attachmentCents,
    breakdown.removalCents,
    breakdown.subtotalCents,
    breakdown.discountCents,
    breakdown.minimumChargeCents,
    breakdown.totalCents,
    ...breakdown.lines.flatMap((line) => [line.laborCents, line.attachmentCents, line.removalCents]),
    ...breakdown.materials.map((line) => line.cents),
  ]
  expect(money.every(Number.isSafeInteger)).toBe(true)
  expect(breakdown.laborCents).toBe(sum(breakdown.lines.map((line) => line.laborCents)))
  expect(breakdown.attachmentCents).toBe(sum(breakdown.lines.map((line) => line.attachmentCents)))
  expect(breakdown.removalCents).toBe(sum(breakdown.lines.map((line) => line.removalCents)))
  expect(breakdown.materialCents).toBe(sum(breakdown.materials.map((line) => line.cents)))
  expect(breakdown.subtotalCents).toBe(
    breakdown.materialCents + breakdown.laborCents + breakdown.attachmentCents + breakdown.removalCents,
  )
  expect(breakdown.totalCents).toBe(
    breakdown.subtotalCents - breakdown.discountCents + breakdown.minimumChargeCents,
  )
}

describe('PricingSheetSchema', () => {
  it('accepts the defaults, which price every stocked film', () => {
    expect(PricingSheetSchema.parse(sheet)).toEqual(sheet)
    for (const line of FILM_LINES) {
      expect(Number.isSafeInteger(sheet.materialCentsPerSqFt[line.sku])).toBe(true)
    }
  })

  it('derives the default film prices from the roll price: 60 in × 100 ft, marked up 2.5×', () => {
    // SEC-8C: $890 a roll / 500 sq ft = $1.78 → $4.45.
    expect(sheet.materialCentsPerSqFt['SEC-8C']).toBe(445)
    expect(sheet.materialCentsPerSqFt['SOL-CR40']).toBe(355)
  })

  function firstIssue(input: unknown) {
    const result = PricingSheetSchema.safeParse(input)
    if (result.success) throw new Error('expected the sheet to be refused')
    return result.error.issues[0]?.message
  }

  it.each([
    ['a film without a price', { materialCentsPerSqFt: { 'SEC-8C': 445 } }, 'filmPriceMissing'],
    ['fractional cents', { laborCentsPerPane: 9.5 }, 'centsInvalid'],
    ['a negative price', { minimumJobCents: -1 }, 'centsInvalid'],
    ['a multiplier below 1', { accessMultiplier: { ladder: 0.9, lift: 1.5 } }, 'multiplierInvalid'],
    ['a 60 % discount', { volumeDiscounts: [{ minSqFt: 100, rate: 0.6 }] }, 'rateInvalid'],
    [
      'tiers out of order',
      {
        volumeDiscounts: [
          { minSqFt: 500, rate: 0.1 },
          { minSqFt: 250, rate: 0.05 },
        ],
      },
      'tiersUnordered',
    ],
    ['a missing field', { removalCentsPerSqFt: undefined }, 'centsInvalid'],
  ])('refuses %s with its code', (_label, override, code) => {
    expect(firstIssue({ ...sheet, ...override })).toBe(code)
    expect(isPricingErrorCode(code)).toBe(true)
  })

  it('has English text for every code', () => {
    expect(Object.values(PRICING_ERRORS).every((text) => text.length > 0)).toBe(true)
  })
})

describe('labor and adjustments', () => {
  it('prices a plain 36 × 48 in residential pane: area and pane labor', () => {
    // 12 sq ft × $4.50 + $10 a pane.
    expect(onlyLine(makeWindow())).toMatchObject({ areaSqFt: 12, panes: 1, laborCents: 6400, flags: [] })
  })

  it('uses the window type’s rate', () => {
    expect(onlyLine(makeWindow({ windowType: 'commercial' })).laborCents).toBe(12 * 375 + 1000)
    expect(onlyLine(makeWindow({ windowType: 'automotive' })).laborCents).toBe(12 * 900 + 1000)
  })

  it('multiplies by the quantity', () => {
    expect(onlyLine(makeWindow({ quantity: 3 }))).toMatchObject({
      areaSqFt: 36,
      panes: 3,
      laborCents: 3 * 6400,
    })
  })

  it('reads any unit', () => {
    const metric = onlyLine(makeWindow({ width: 91.44, height: 121.92, unit: 'centimeters' }))
    expect(metric).toMatchObject({ areaSqFt: 12, laborCents: 6400 })
    expect(onlyLine(makeWindow({ width: 3, height: 4, unit: 'feet' })).laborCents).toBe(6400)
  })

  it('adds a surcharge per small pane (under 5 sq ft)', () => {
    const line = onlyLine(makeWindow({ width: 24, height: 24, quantity: 2 }))
    expect(line).toMatchObject({ areaSqFt: 8, flags: ['smallPane'], laborCents: 2 * (4 * 450 + 1000 + 800) })
    expect(onlyLine(makeWindow({ width: 24, height: 30 })).flags).toEqual([])
  })

  it('multiplies the labor of a large pane (over 50 sq ft), judged per pane', () => {
    expect(onlyLine(makeWindow({ width: 96, height: 84 }))).toMatchObject({
      flags: ['largePane'],
      laborCents: (56 * 450 + 1000) * 1.25,
    })
    expect(onlyLine(makeWindow({ width: 72, height: 60, quantity: 3 })).flags).toEqual([])
  })

  it('multiplies labor for ladder and lift work, on top of the large-pane multiplier', () => {
    expect(onlyLine(makeWindow({ access: 'ladder' }))).toMatchObject({ laborCents: 7680, flags: ['ladder'] })
    expect(onlyLine(makeWindow({ access: 'lift' }))).toMatchObject({ laborCents: 9600, flags: ['lift'] })
    expect(onlyLine(makeWindow({ width: 96, height: 84, access: 'lift' })).laborCents).toBe(
      Math.round((56 * 450 + 1000) * 1.25 * 1.5),
    )
  })

  it('charges old film removal per sq ft, without multipliers', () => {
    expect(onlyLine(makeWindow({ removeOldFilm: true, access: 'lift' })).removalCents).toBe(12 * 200)
    expect(onlyLine(makeWindow()).removalCents).toBe(0)
  })

  it('charges wet-glaze attachment per foot of edge on building security film only', () => {
    // 36 × 48 in: 14 ft of edge per pane at $5.
    expect(onlyLine(makeWindow({ filmType: 'security', quantity: 2 })).attachmentCents).toBe(2 * 14 * 500)
    expect(onlyLine(makeWindow({ filmType: 'security', windowType: 'automotive' })).attachmentCents).toBe(0)
    expect(onlyLine(makeWindow({ filmType: 'premium' })).attachmentCents).toBe(0)
  })
})

describe('material', () => {
  it('without a roll plan, bills the glass area plus the waste rate, per film', () => {
    const breakdown = priceEstimate([makeWindow()], null, sheet)
    expect(breakdown.materials).toEqual([
      { sku: 'SOL-DR35', sqFt: 13.8, centsPerSqFt: 240, cents: 3312, source: 'fallback' },
    ])
    expect(breakdown.materialSqFt).toBe(13.8)
  })

  it('bills what the roll plan consumes, and falls back for a film the plan does not cover', () => {
    const windows = [makeWindow({ id: 'a' }), makeWindow({ id: 'b', filmType: 'premium' })]
    const breakdown = priceEstimate(windows, { filmSqFtBySku: { 'SOL-DR35': 20.5 } }, sheet)
    expect(breakdown.materials).toEqual([
      { sku: 'SOL-CR40', sqFt: 13.8, centsPerSqFt: 355, cents: 4899, source: 'fallback' },
      { sku: 'SOL-DR35', sqFt: 20.5, centsPerSqFt: 240, cents: 4920, source: 'rollPlan' },
    ])
    expect(breakdown.materialSqFt).toBe(34.3)
    expect(breakdown.materialCents).toBe(4899 + 4920)
  })

  it('prices the film line the window actually gets', () => {
    const unknownGrade = priceEstimate(
      [makeWindow({ filmType: 'security', filmGrade: 'SOL-CR20' })],
      null,
      sheet,
    )
    expect(unknownGrade.materials[0]?.sku).toBe('SEC-8C')
  })

  it('refuses a roll plan with a film the sheet has no price for, or a negative amount', () => {
    expect(() => priceEstimate([makeWindow()], { filmSqFtBySku: { 'XX-1': 3 } }, sheet)).toThrow(/XX-1/)
    expect(() => priceEstimate([makeWindow()], { filmSqFtBySku: { 'SOL-DR35': -3 } }, sheet)).toThrow(
      RangeError,
    )
  })
})

describe('minimum job charge', () => {
  it('tops a small job up to the minimum and says by how much', () => {
    const breakdown = priceEstimate([makeWindow()], null, sheet)
    expect(breakdown.subtotalCents).toBe(6400 + 3312)
    expect(breakdown.minimumChargeCents).toBe(35_000 - 9712)
    expect(breakdown.totalCents).toBe(35_000)
    expectConsistent(breakdown)
  })

  it('adds nothing once the job is above it', () => {
    const breakdown = priceEstimate([makeWindow({ quantity: 10 })], null, sheet)
    expect(breakdown.minimumChargeCents).toBe(0)
    expect(breakdown.totalCents).toBe(breakdown.subtotalCents)
  })

  it('applies after the discount', () => {
    // 250 sq ft at $1 + $1: $500 subtotal, 5 % off → $475, below a $480 minimum.
    const pricing = bareSheet({
      materialCentsPerSqFt: { ...bareSheet().materialCentsPerSqFt, 'SOL-DR35': 100 },
      laborCentsPerSqFt: { residential: 100, commercial: 0, automotive: 0 },
      largePane: { minSqFt: 1000, laborMultiplier: 2 },
      minimumJobCents: 48_000,
      volumeDiscounts: [{ minSqFt: 250, rate: 0.05 }],
    })
    const breakdown = priceEstimate([makeWindow({ width: 10, height: 25, unit: 'feet' })], null, pricing)
    expect(breakdown).toMatchObject({
      subtotalCents: 50_000,
      discountRate: 0.05,
      discountCents: 2500,
      minimumChargeCents: 500,
      totalCents: 48_000,
    })
  })

  it('does not bill an estimate without windows', () => {
    expect(priceEstimate([], null, sheet)).toMatchObject({
      totalWindows: 0,
      totalCents: 0,
      minimumChargeCents: 0,
    })
  })
})

describe('volume discount tiers', () => {
  /** One pane of `sqFt` square feet. */
  const glass = (sqFt: number) => makeWindow({ width: sqFt, height: 1, unit: 'feet' })

  it.each([
    [249.99, 0],
    [250, 0.05],
    [499.99, 0.05],
    [500, 0.1],
    [999, 0.1],
    [1000, 0.15],
    [5000, 0.15],
  ])('at %d sq ft takes %d off the subtotal', (sqFt, rate) => {
    const breakdown = priceEstimate([glass(sqFt)], null, sheet)
    expect(breakdown.discountRate).toBe(rate)
    expect(breakdown.discountCents).toBe(Math.round(breakdown.subtotalCents * rate))
    expectConsistent(breakdown)
  })

  it('counts the whole estimate’s glass, across windows', () => {
    const windows = [makeWindow({ id: 'a', quantity: 10 }), makeWindow({ id: 'b', quantity: 11 })]
    expect(priceEstimate(windows, null, sheet).discountRate).toBe(0.05) // 252 sq ft
  })
})

describe('rounding', () => {
  const perSqFt = (cents: number) =>
    bareSheet({ laborCentsPerSqFt: { residential: cents, commercial: 0, automotive: 0 } })

  it('rounds each line once, half up, and totals the rounded lines', () => {
    // 12 × 6 in = 0.5 sq ft at 1 ¢: half a cent rounds up.
    expect(onlyLine(makeWindow({ width: 12, height: 6 }), perSqFt(1)).laborCents).toBe(1)
    // Three lines of 0.4 ¢ are 0 each, so the total is 0, not Math.round(1.2) = 1.
    const windows = ['a', 'b', 'c'].map((id) => makeWindow({ id, width: 14.4, height: 4 }))
    const breakdown = priceEstimate(windows, null, perSqFt(1))
    expect(breakdown.lines.map((line) => line.laborCents)).toEqual([0, 0, 0])
    expect(breakdown.laborCents).toBe(0)
  })

  it('ignores floating-point noise below a millionth of a cent', () => {
    expect(roundCents(1234.4999999999)).toBe(1235)
    expect(roundCents(1234.49)).toBe(1234)
    expect(roundCents(0.5)).toBe(1)
  })

  it('adds up to the cent on a mixed estimate, and matches the estimate’s area', () => {
    const units = ['inches', 'feet', 'centimeters', 'meters'] as const
    const windows = Array.from({ length: 60 }, (_, i) =>
      makeWindow({
        id: `w${i}`,
        width: [30.375, 2.7, 77.3, 0.913][i % 4] ?? 1,
        height: [47.8125, 5.1, 133.9, 2.37][i % 4] ?? 1,
        unit: units[i % 4],
        quantity: 1 + (i % 5),
        windowType: (['residential', 'commercial', 'automotive'] as const)[i % 3],
        filmType: (['standard', 'premium', 'energySaving', 'security', 'decorative'] as const)[i % 5],
        access: (['ground', 'ladder', 'lift'] as const)[i % 3],
        removeOldFilm: i % 7 === 0,
      }),
    )
    const breakdown = priceEstimate(windows, null, sheet)
    expectConsistent(breakdown)
    expect(breakdown.glassAreaSqFt).toBe(totalAreaSqFt(windows))
    expect(breakdown.totalWindows).toBe(windows.reduce((n, window) => n + window.quantity, 0))
  })
})

describe('a typical 12-window house', () => {
  it('prices as docs/pricing.md shows', () => {
    const house = [
      makeWindow({ id: 'living', width: 72, height: 60, filmType: 'premium' }),
      makeWindow({ id: 'bedrooms', width: 36, height: 60, quantity: 4, filmType: 'premium' }),
      makeWindow({
        id: 'upstairs',
        width: 36,
        height: 60,
        quantity: 2,
        filmType: 'premium',
        access: 'ladder',
      }),
      makeWindow({ id: 'baths', width: 24, height: 36, quantity: 2, filmType: 'decorative' }),
      makeWindow({ id: 'slider', width: 36, height: 80, quantity: 2, filmType: 'security' }),
      makeWindow({ id: 'kitchen', width: 30.375, height: 40, filmType: 'energySaving', removeOldFilm: true }),
    ]
    const breakdown = priceEstimate(house, null, sheet)
    expectConsistent(breakdown)
    expect(breakdown).toMatchObject({
      totalWindows: 12,
      glassAreaSqFt: 180.44,
      materialSqFt: 207.5,
      materialCents: 76_226,
      laborCents: 96_297,
      attachmentCents: 19_333,
      removalCents: 1688,
      subtotalCents: 193_544,
      discountRate: 0,
      minimumChargeCents: 0,
      totalCents: 193_544,
    })
  })
})
