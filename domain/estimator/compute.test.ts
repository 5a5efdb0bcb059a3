import { describe, expect, it } from 'vitest'
import { makeWindow } from '../testing/estimate-factory.ts'
import { computeEstimate } from './compute.ts'

describe('the estimate computed as it is edited', () => {
  const windows = [
    makeWindow({ id: 'w1', width: 36, height: 48, quantity: 3 }),
    makeWindow({ id: 'w2', width: 30, height: 40, quantity: 2, filmType: 'security' }),
  ]
  const films = (result: ReturnType<typeof computeEstimate>) =>
    Object.fromEntries(result.plans.map(({ film, plan }) => [film.sku, plan]))

  it('plans again only the film whose panes an edit changed', () => {
    const before = films(computeEstimate({ windows, address: '' }))
    const edited = films(
      computeEstimate({
        windows: [windows[0]!, { ...windows[1]!, width: 32 }],
        address: '1 Main St, Tampa, FL',
      }),
    )
    const [standard, security] = Object.keys(before)
    expect(Object.keys(edited)).toEqual([standard, security])
    expect(edited[standard!]).toBe(before[standard!])
    expect(edited[security!]).not.toBe(before[security!])
    expect(edited[security!]!.placements.every((cut) => cut.widthIn === 33 || cut.heightIn === 33)).toBe(true)
    // The same panes again give the same plan, whichever computation made it.
    expect(films(computeEstimate({ windows, address: '' }))).toEqual(before)
  })
})
