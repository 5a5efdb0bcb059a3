import { describe, expect, it } from 'vitest'
import { US_STATE_CODES } from '../estimate-requests/us-states.ts'
import { DEFAULT_TAX_TABLE, percentToBasisPoints, taxCents, taxRateFor, TaxTableSchema } from './tax.ts'

describe('tax by ship-to state', () => {
  it('collects the 2025 state base rates in the six states with nexus', () => {
    const rates = Object.fromEntries(
      (['GA', 'FL', 'AL', 'TN', 'NC', 'SC'] as const).map((state) => [state, taxRateFor(state).rateBp]),
    )
    expect(rates).toEqual({ GA: 400, FL: 600, AL: 400, TN: 700, NC: 475, SC: 600 })
  })

  it('collects nothing anywhere else', () => {
    const elsewhere = US_STATE_CODES.filter((state) => !(state in DEFAULT_TAX_TABLE))
    expect(elsewhere).toHaveLength(45)
    for (const state of elsewhere) expect(taxRateFor(state)).toEqual({ rateBp: 0, taxesShipping: false })
  })

  it('taxes shipping where the state does, and not in Alabama', () => {
    expect(taxCents(10000, 1000, taxRateFor('GA'))).toBe(440)
    expect(taxCents(10000, 1000, taxRateFor('AL'))).toBe(400)
    expect(taxCents(10000, 1000, taxRateFor('TX'))).toBe(0)
  })

  it('rounds once, half up, on the order', () => {
    // (12,845 + 1,175) × 4.75 % = 665.95
    expect(taxCents(12845, 1175, taxRateFor('NC'))).toBe(666)
    // 10 × 4.75 % = 0.475 → 0; 100 × 4.75 % = 4.75 → 5; 200 × 7 % = 14 exactly
    expect(taxCents(10, 0, taxRateFor('NC'))).toBe(0)
    expect(taxCents(100, 0, taxRateFor('NC'))).toBe(5)
    expect(taxCents(200, 0, taxRateFor('TN'))).toBe(14)
    // Exactly half a cent rounds up: 50 × 1 % = 0.5
    expect(taxCents(50, 0, { rateBp: 100, taxesShipping: false })).toBe(1)
  })

  it('is data admins can edit: the default table fits its schema, nonsense does not', () => {
    expect(TaxTableSchema.parse(DEFAULT_TAX_TABLE)).toEqual(DEFAULT_TAX_TABLE)
    expect(TaxTableSchema.safeParse({ GA: { rateBp: 4.5, taxesShipping: true } }).success).toBe(false)
    expect(TaxTableSchema.safeParse({ GA: { rateBp: 40000, taxesShipping: true } }).success).toBe(false)
    expect(TaxTableSchema.safeParse({ XX: { rateBp: 400, taxesShipping: true } }).success).toBe(false)
    // A state added by an admin is collected at once.
    expect(taxCents(10000, 0, taxRateFor('VA', { VA: { rateBp: 530, taxesShipping: false } }))).toBe(530)
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
