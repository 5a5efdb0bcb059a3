import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as compute from '../../domain/estimator/compute.ts'
import { withDerived } from '../../domain/estimator/compute.ts'
import { DEFAULT_PRICING_SHEET } from '../../domain/estimator/pricing.ts'
import { makeEstimate, makeWindow } from '../../domain/testing/estimate-factory.ts'
import { rememberingPrices } from './estimate-prices.ts'

// The real computation, counted.
vi.mock('../../domain/estimator/compute.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof compute>()
  return { ...actual, withDerived: vi.fn(actual.withDerived) }
})
const computed = vi.mocked(withDerived)

// Large enough to be above the minimum charge, so that labor shows in the total.
const windows = [
  makeWindow({ id: 'w1', width: 96, height: 72, quantity: 6 }),
  makeWindow({ id: 'w2', width: 80, quantity: 4 }),
]
const estimate = makeEstimate({ windows, notes: 'first' })
const dearer = {
  ...DEFAULT_PRICING_SHEET,
  laborCentsPerSqFt: { ...DEFAULT_PRICING_SHEET.laborCentsPerSqFt, residential: 900 },
}

beforeEach(() => {
  computed.mockClear()
})

describe('rememberingPrices', () => {
  it('prices as withDerived does, and plans the same windows under the same sheet once', () => {
    const derive = rememberingPrices(100_000)
    const first = derive(estimate, DEFAULT_PRICING_SHEET)
    expect(first).toEqual(withDerived(estimate, DEFAULT_PRICING_SHEET))
    computed.mockClear()

    // Notes edited, a wrong total sent: the totals are still the server's, the price remembered.
    const edited = { ...estimate, notes: 'second', totalWindows: 99, totalPriceCents: 1 }
    expect(derive(edited, { ...DEFAULT_PRICING_SHEET })).toEqual({ ...first, notes: 'second' })
    expect(computed).not.toHaveBeenCalled()
  })

  it('plans again for other windows or another sheet', () => {
    const derive = rememberingPrices(100_000)
    const before = derive(estimate, DEFAULT_PRICING_SHEET).totalPriceCents
    const wider = { ...estimate, windows: [makeWindow({ id: 'w1', width: 60, quantity: 6 }), windows[1]!] }
    expect(derive(wider, DEFAULT_PRICING_SHEET).totalPriceCents).toBe(
      withDerived(wider, DEFAULT_PRICING_SHEET).totalPriceCents,
    )
    expect(derive(estimate, dearer).totalPriceCents).toBe(withDerived(estimate, dearer).totalPriceCents)
    expect(withDerived(estimate, dearer).totalPriceCents).toBeGreaterThan(before)
    // Back to the first sheet: what was remembered under it is gone.
    computed.mockClear()
    derive(estimate, DEFAULT_PRICING_SHEET)
    expect(computed).toHaveBeenCalledTimes(1)
  })

  it('forgets the least recently used windows beyond its size', () => {
    const one = makeEstimate({ windows: [makeWindow({ width: 30 })] })
    const two = makeEstimate({ windows: [makeWindow({ width: 31 })] })
    const three = makeEstimate({ windows: [makeWindow({ width: 32 })] })
    const derive = rememberingPrices(JSON.stringify(one.windows).length * 2)
    derive(one, DEFAULT_PRICING_SHEET)
    derive(two, DEFAULT_PRICING_SHEET)
    derive(one, DEFAULT_PRICING_SHEET) // used again: `two` is now the oldest
    derive(three, DEFAULT_PRICING_SHEET)
    computed.mockClear()
    derive(one, DEFAULT_PRICING_SHEET)
    derive(three, DEFAULT_PRICING_SHEET)
    expect(computed).not.toHaveBeenCalled()
    derive(two, DEFAULT_PRICING_SHEET)
    expect(computed).toHaveBeenCalledTimes(1)
  })
})
