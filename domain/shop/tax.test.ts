import { describe, expect, it } from 'vitest'
import { US_STATE_CODES, type UsStateCode } from '../estimate-requests/us-states.ts'
import { DEFAULT_TAX_TABLE, percentToBasisPoints, taxCents, taxRateFor, TaxTableSchema } from './tax.ts'

/** An address in `state` with a ZIP that has no local rate of its own. */
const at = (state: UsStateCode, zip = '00000') => ({ state, zip })

describe('tax by ship-to address', () => {
  it('collects the 2025 state base rates in the six states with nexus', () => {
    const rates = Object.fromEntries(
      (['GA', 'FL', 'AL', 'TN', 'NC', 'SC'] as const).map((state) => [state, taxRateFor(at(state)).rateBp]),
    )
    expect(rates).toEqual({ GA: 400, FL: 600, AL: 400, TN: 700, NC: 475, SC: 600 })
  })

  it('adds the local rate of the ZIP: the combined rates of the hub cities', () => {
    const combined = (state: UsStateCode, zip: string) => {
      const { rateBp, place } = taxRateFor(at(state, zip))
      return { rateBp, place }
    }
    expect(combined('GA', '30318')).toEqual({ rateBp: 890, place: 'Atlanta (Fulton County)' })
    expect(combined('FL', '33602')).toEqual({ rateBp: 750, place: 'Tampa (Hillsborough County)' })
    expect(combined('TN', '37203')).toEqual({ rateBp: 925, place: 'Nashville (Davidson County)' })
    expect(combined('AL', '35203')).toEqual({ rateBp: 1000, place: 'Birmingham (Jefferson County)' })
    expect(combined('NC', '28202')).toEqual({ rateBp: 725, place: 'Charlotte (Mecklenburg County)' })
    // A ZIP of the same sectional center takes its prefix's rate; ZIP+4 counts by its first five digits.
    expect(combined('GA', '30303-1234')).toEqual({ rateBp: 890, place: 'Atlanta (Fulton County)' })
    // Elsewhere in the state: the state's rate.
    expect(combined('GA', '31401')).toEqual({ rateBp: 400, place: null })
  })

  it('prefers the whole ZIP to its prefix', () => {
    const table = {
      GA: {
        rateBp: 400,
        taxesShipping: true,
        local: { '303': { rateBp: 490, place: 'Atlanta' }, '30339': { rateBp: 200, place: 'Cobb County' } },
      },
    }
    expect(taxRateFor(at('GA', '30339'), table)).toMatchObject({ rateBp: 600, localRateBp: 200 })
    expect(taxRateFor(at('GA', '30318'), table)).toMatchObject({ rateBp: 890, localRateBp: 490 })
  })

  it('collects nothing anywhere else', () => {
    const elsewhere = US_STATE_CODES.filter((state) => !(state in DEFAULT_TAX_TABLE))
    expect(elsewhere).toHaveLength(45)
    for (const state of elsewhere)
      expect(taxRateFor(at(state, '22201'))).toEqual({
        rateBp: 0,
        taxesShipping: false,
        localRateBp: 0,
        place: null,
      })
  })

  it('taxes shipping where the state does, and not in Alabama', () => {
    expect(taxCents(10000, 1000, taxRateFor(at('GA')))).toBe(440)
    expect(taxCents(10000, 1000, taxRateFor(at('AL')))).toBe(400)
    expect(taxCents(10000, 1000, taxRateFor(at('TX')))).toBe(0)
  })

  it('rounds once, half up, on the order', () => {
    // (12,845 + 1,175) × 4.75 % = 665.95
    expect(taxCents(12845, 1175, taxRateFor(at('NC')))).toBe(666)
    // 10 × 4.75 % = 0.475 → 0; 100 × 4.75 % = 4.75 → 5; 200 × 7 % = 14 exactly
    expect(taxCents(10, 0, taxRateFor(at('NC')))).toBe(0)
    expect(taxCents(100, 0, taxRateFor(at('NC')))).toBe(5)
    expect(taxCents(200, 0, taxRateFor(at('TN')))).toBe(14)
    // Exactly half a cent rounds up: 50 × 1 % = 0.5
    expect(taxCents(50, 0, { rateBp: 100, taxesShipping: false })).toBe(1)
  })

  it('is data admins can edit: the default table fits its schema, nonsense does not', () => {
    expect(TaxTableSchema.parse(DEFAULT_TAX_TABLE)).toEqual(DEFAULT_TAX_TABLE)
    expect(TaxTableSchema.safeParse({ GA: { rateBp: 4.5, taxesShipping: true } }).success).toBe(false)
    expect(TaxTableSchema.safeParse({ GA: { rateBp: 40000, taxesShipping: true } }).success).toBe(false)
    expect(TaxTableSchema.safeParse({ XX: { rateBp: 400, taxesShipping: true } }).success).toBe(false)
    expect(
      TaxTableSchema.safeParse({
        GA: { rateBp: 400, taxesShipping: true, local: { '3031': { rateBp: 1, place: 'x' } } },
      }).success,
    ).toBe(false)
    // A state added by an admin is collected at once.
    const virginia = TaxTableSchema.parse({ VA: { rateBp: 530, taxesShipping: false } })
    expect(taxCents(10000, 0, taxRateFor(at('VA', '22201'), virginia))).toBe(530)
  })
})

describe('percentToBasisPoints', () => {
  it('reads a typed percentage to the hundredth', () => {
    expect(percentToBasisPoints('4.75')).toBe(475)
    expect(percentToBasisPoints('4,75')).toBe(475)
    expect(percentToBasisPoints(' 6 % ')).toBe(600)
    expect(percentToBasisPoints('7.5')).toBe(750)
    expect(percentToBasisPoints('0')).toBe(0)
    expect(percentToBasisPoints('20')).toBe(2000)
  })

  it('refuses what is not a rate from 0 to 20 % with two decimals at most', () => {
    for (const text of ['', 'abc', '-1', '20.01', '4.755', '100', '4.']) {
      expect(percentToBasisPoints(text), text).toBeNull()
    }
  })
})
