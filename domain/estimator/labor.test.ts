import { describe, expect, it } from 'vitest'
import { makeWindow } from '../testing/estimate-factory.ts'
import { computeEstimate } from './compute.ts'
import { laborEstimate, LABOR_RATES } from './labor.ts'

const labor = (windows: ReturnType<typeof makeWindow>[]) =>
  laborEstimate(windows, computeEstimate({ windows, address: '' }).plans)

describe('crew hours of an installation', () => {
  it('books nothing for no windows, and the job set-up once for any', () => {
    expect(labor([])).toEqual({ personHours: 0, crew: 1, siteHours: 0, seams: 0 })
    const one = labor([makeWindow({ width: 36, height: 48 })])
    // 12 sq ft at 30 an hour, a pane's set-up, the job's: 0.4 + 0.1 + 0.75, to the quarter hour.
    expect(one).toEqual({ personHours: 1.25, crew: 1, siteHours: 1.25, seams: 0 })
  })

  it('takes longer for security film, removal and work from a ladder', () => {
    const base = labor([makeWindow({ width: 72, height: 60, quantity: 4 })]).personHours
    expect(
      labor([makeWindow({ width: 72, height: 60, quantity: 4, filmType: 'security' })]).personHours,
    ).toBeGreaterThan(base)
    expect(
      labor([makeWindow({ width: 72, height: 60, quantity: 4, removeOldFilm: true })]).personHours,
    ).toBeGreaterThan(base)
    expect(
      labor([makeWindow({ width: 72, height: 60, quantity: 4, access: 'ladder' })]).personHours,
    ).toBeGreaterThan(base)
  })

  it('counts the seams of panes wider than every roll, and sends two people to a lift or a large pane', () => {
    const wide = labor([makeWindow({ width: 130, height: 96, access: 'lift' })])
    expect(wide.seams).toBeGreaterThan(0)
    expect(wide.crew).toBe(2)
    expect(wide.siteHours).toBe(Math.ceil((wide.personHours / 2) * 4) / 4)
    expect(wide.personHours).toBeGreaterThan(LABOR_RATES.jobHours + LABOR_RATES.liftSetUpHours)
  })
})
