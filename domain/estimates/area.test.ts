import { describe, expect, it } from 'vitest'
import { totalAreaSqFt, windowAreaSqFt } from './estimate.ts'

describe('windowAreaSqFt', () => {
  it('converts every survey unit to square feet', () => {
    expect(windowAreaSqFt({ width: 36, height: 48, unit: 'inches', quantity: 1 })).toBeCloseTo(12, 12)
    expect(windowAreaSqFt({ width: 3, height: 4, unit: 'feet', quantity: 1 })).toBe(12)
    expect(windowAreaSqFt({ width: 91.44, height: 121.92, unit: 'centimeters', quantity: 1 })).toBeCloseTo(
      12,
      12,
    )
    expect(windowAreaSqFt({ width: 0.9144, height: 1.2192, unit: 'meters', quantity: 1 })).toBeCloseTo(12, 12)
  })

  it('multiplies by the quantity and does not round', () => {
    expect(windowAreaSqFt({ width: 35.5, height: 47.25, unit: 'inches', quantity: 3 })).toBeCloseTo(
      (35.5 * 47.25 * 3) / 144,
      12,
    )
  })

  it('agrees with the estimate total, which rounds once at the end', () => {
    const windows = [
      { width: 35.5, height: 47.25, unit: 'inches' as const, quantity: 3 },
      { width: 120, height: 150, unit: 'centimeters' as const, quantity: 2 },
    ]
    const sum = windows.reduce((total, window) => total + windowAreaSqFt(window), 0)
    expect(totalAreaSqFt(windows)).toBe(Math.round(sum * 100) / 100)
  })
})
