import { describe, expect, it } from 'vitest'
import { periodOf } from './period.ts'

const today = new Date('2025-03-15T22:00:00.000Z')
const current = { from: '2020-01-01', to: '2020-01-02' }

describe('periodOf', () => {
  it('works out the named periods from today, in whole months', () => {
    expect(periodOf('thisMonth', today, current)).toEqual({ from: '2025-03-01', to: '2025-03-15' })
    expect(periodOf('lastMonth', today, current)).toEqual({ from: '2025-02-01', to: '2025-02-28' })
    expect(periodOf('last3Months', today, current)).toEqual({ from: '2025-01-01', to: '2025-03-15' })
    expect(periodOf('last12Months', today, current)).toEqual({ from: '2024-04-01', to: '2025-03-15' })
    expect(periodOf('thisYear', today, current)).toEqual({ from: '2025-01-01', to: '2025-03-15' })
  })

  it('crosses into the year before from January', () => {
    expect(periodOf('lastMonth', new Date('2025-01-10T00:00:00Z'), current)).toEqual({
      from: '2024-12-01',
      to: '2024-12-31',
    })
  })

  it('keeps the days the reader picked for a custom period', () => {
    expect(periodOf('custom', today, current)).toBe(current)
  })
})
