import { describe, expect, it } from 'vitest'
import {
  average,
  fillMonths,
  hubForState,
  inPeriod,
  installationsByMonth,
  monthsOf,
  overallTurnover,
  ratio,
  turnoverByHub,
} from './aggregate.ts'

describe('monthsOf', () => {
  it('lists every month a period touches, across a new year', () => {
    expect(monthsOf('2024-11-15', '2025-02-01')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02'])
  })
  it('is one month for a period inside it', () => {
    expect(monthsOf('2025-03-01', '2025-03-31')).toEqual(['2025-03'])
  })
})

describe('fillMonths', () => {
  it('keeps the months that sold and puts zero in the others', () => {
    const rows = [{ month: '2025-02', orders: 2, salesCents: 500 }]
    expect(fillMonths(['2025-01', '2025-02', '2025-03'], rows)).toEqual([
      { month: '2025-01', orders: 0, salesCents: 0 },
      { month: '2025-02', orders: 2, salesCents: 500 },
      { month: '2025-03', orders: 0, salesCents: 0 },
    ])
  })
})

describe('installationsByMonth', () => {
  it('counts jobs and calendar events apart, per month', () => {
    expect(
      installationsByMonth(
        ['2025-01', '2025-02'],
        ['2025-01-03T10:00:00.000Z', '2025-02-10', '2025-02-11'],
        ['2025-02-01'],
      ),
    ).toEqual([
      { month: '2025-01', jobs: 1, events: 0 },
      { month: '2025-02', jobs: 2, events: 1 },
    ])
  })
})

describe('average and ratio', () => {
  it('rounds the mean, to decimals when asked', () => {
    expect(average([100, 201])).toBe(151)
    expect(average([1, 2, 2], 2)).toBe(1.67)
  })
  it('says "no data" rather than dividing by zero', () => {
    expect(average([])).toBeNull()
    expect(ratio(0, 0)).toBeNull()
  })
  it('gives a rate to four decimals', () => {
    expect(ratio(1, 3)).toBe(0.3333)
    expect(ratio(2, 2)).toBe(1)
  })
})

describe('hubForState', () => {
  it('finds the hub that serves a state, Georgia for Atlanta', () => {
    expect(hubForState('GA')).toBe('atlanta')
    expect(hubForState('TN')).toBe('atlanta')
    expect(hubForState('FL')).toBe('florida')
    expect(hubForState('SC')).toBe('carolinas')
    expect(hubForState('TX')).toBeNull()
  })
})

describe('inPeriod', () => {
  it('includes both ends of the period, by UTC day', () => {
    expect(inPeriod('2025-01-01T00:00:00.000Z', '2025-01-01', '2025-01-31')).toBe(true)
    expect(inPeriod('2025-01-31T23:59:59.999Z', '2025-01-01', '2025-01-31')).toBe(true)
    expect(inPeriod('2025-02-01T00:00:00.000Z', '2025-01-01', '2025-01-31')).toBe(false)
  })
})

describe('overallTurnover', () => {
  it('divides all feet cut by all feet on hand, not the mean of the hubs', () => {
    expect(
      overallTurnover([
        { cutFt: 100, averageOnHandFt: 1050 },
        { cutFt: 200, averageOnHandFt: 150 },
      ]),
    ).toBe(0.25)
    expect(overallTurnover([{ cutFt: 0, averageOnHandFt: 0 }])).toBeNull()
  })
})

describe('turnoverByHub', () => {
  const move = (hubId: string, cutFt: number, receivedFt = 0, adjustedFt = 0) => ({
    hubId,
    cutFt,
    receivedFt,
    adjustedFt,
  })

  it('works the stock at the start and the end of the period back from today', () => {
    // Today 800 ft; after the period 100 were received and 50 cut: 750 at the end. During it 300 were
    // cut and 40 found missing by a count: 1090 at the start. 300 / 920.
    const rows = turnoverByHub(
      ['atlanta'],
      new Map([['atlanta', 800]]),
      [move('atlanta', 300, 0, -40), move('florida', 999)],
      [move('atlanta', 50, 100)],
    )
    expect(rows).toEqual([{ hubId: 'atlanta', cutFt: 300, averageOnHandFt: 920, turnover: 0.33 }])
  })

  it('has no turnover for a hub that held nothing', () => {
    expect(turnoverByHub(['florida'], new Map(), [], [])).toEqual([
      { hubId: 'florida', cutFt: 0, averageOnHandFt: 0, turnover: null },
    ])
  })
})
