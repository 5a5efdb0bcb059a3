import { describe, expect, it } from 'vitest'
import { FILM_LINES, type FilmLine } from '../catalog/films.ts'
import { FILM_TYPES, GLASS_KINDS, ORIENTATIONS, PANES, type EstimateWindow } from '../estimates/estimate.ts'
import { makeWindow } from '../testing/estimate-factory.ts'
import { HUBS } from '../hubs/hubs.ts'
import {
  CLIMATES,
  doublePaneEffectiveness,
  energyReport,
  glassOptics,
  glassShgc,
  shgcWithFilm,
  vltWithFilm,
  windowEnergy,
} from './energy.ts'
import { FILM_GRADES } from './films.ts'

/* The worked examples are docs/energy-model.md §6; a change here is a change there. */

const line = (sku: string): FilmLine => {
  const found = FILM_LINES.find((candidate) => candidate.sku === sku)
  if (!found) throw new Error(`no ${sku}`)
  return found
}

/** Seasonal COP of the typical installed air conditioner: 12.4 SEER2 / 3.412 Btu per Wh. */
const COP = 12.4 / 3.412

describe('climates', () => {
  it('has one climate per hub', () => {
    expect(Object.keys(CLIMATES).sort()).toEqual(HUBS.map((hub) => hub.id).sort())
  })

  it('puts more sun on west than north glass, and some on north glass (diffuse and summer mornings)', () => {
    for (const climate of Object.values(CLIMATES)) {
      const sun = climate.annualSolarGainByOrientation
      expect(sun.north).toBeGreaterThan(0)
      expect(sun.north).toBeLessThan(sun.west)
      expect(sun.north).toBeLessThan(sun.east)
      expect(sun.north).toBeLessThan(sun.south)
    }
  })

  it('gives Florida a longer and sunnier cooling season than Atlanta', () => {
    expect(CLIMATES.florida.coolingSeasonMonths).toBeGreaterThan(CLIMATES.atlanta.coolingSeasonMonths)
    for (const orientation of ORIENTATIONS) {
      expect(CLIMATES.florida.annualSolarGainByOrientation[orientation]).toBeGreaterThan(
        CLIMATES.atlanta.annualSolarGainByOrientation[orientation],
      )
    }
  })
})

describe('glass', () => {
  it('uses the ASHRAE centre-of-glass values for clear glass', () => {
    expect(glassOptics('single', 'clear')).toEqual({ shgc: 0.86, vlt: 0.9 })
    expect(glassOptics('single', 'clear', 0.25)).toEqual({ shgc: 0.81, vlt: 0.88 })
    expect(glassOptics('double', 'clear')).toEqual({ shgc: 0.76, vlt: 0.81 })
    expect(glassOptics('double', 'clear', 0.25)).toEqual({ shgc: 0.7, vlt: 0.78 })
    expect(glassShgc('double', 'lowE')).toBe(0.41)
  })

  it('lets in less heat through two panes, thicker glass, tint and low-E', () => {
    for (const glass of GLASS_KINDS) {
      expect(glassShgc('double', glass)).toBeLessThan(glassShgc('single', glass))
      expect(glassShgc('single', glass, 0.5)).toBeLessThanOrEqual(glassShgc('single', glass, 0.125))
    }
    for (const panes of PANES) {
      expect(glassShgc(panes, 'tinted')).toBeLessThan(glassShgc(panes, 'clear'))
      expect(glassShgc(panes, 'lowE')).toBeLessThan(glassShgc(panes, 'clear'))
    }
  })
})

describe('film on glass', () => {
  it('is exactly the spec sheet (1 − TSER) on 1/8″ clear single glass, the glass films are rated on', () => {
    for (const film of FILM_LINES) {
      expect(shgcWithFilm(film, 'single', 'clear', 0.125)).toBeCloseTo(1 - film.solarEnergyRejected / 100, 12)
      expect(vltWithFilm(film, 'single', 'clear', 0.125)).toBeCloseTo(film.vlt / 100, 12)
    }
  })

  it('never adds heat, and helps less on a double-pane unit than on a single pane', () => {
    for (const film of FILM_LINES) {
      for (const glass of GLASS_KINDS) {
        for (const panes of PANES) {
          const after = shgcWithFilm(film, panes, glass)
          expect(after).toBeGreaterThanOrEqual(0)
          expect(after).toBeLessThanOrEqual(glassShgc(panes, glass))
        }
        const singleCut = 1 - shgcWithFilm(film, 'single', glass) / glassShgc('single', glass)
        const doubleCut = 1 - shgcWithFilm(film, 'double', glass) / glassShgc('double', glass)
        expect(doubleCut).toBeLessThanOrEqual(singleCut + 1e-12)
      }
    }
  })

  it('keeps more of a reflective film’s effect behind an air gap than an absorbing film’s', () => {
    expect(doublePaneEffectiveness(line('SOL-DR15'))).toBeCloseTo(0.5 + 0.5 * (0.33 / 0.73), 12)
    expect(doublePaneEffectiveness(line('SOL-CR40'))).toBeCloseTo(0.33 / 0.73, 12)
    expect(doublePaneEffectiveness({ sku: 'NOT-STOCKED' })).toBeCloseTo(0.33 / 0.73, 12)
  })

  it('works out Ceramic 40 on a clear 1/8″ double-pane unit (docs §6.2)', () => {
    // 0.76 − 0.83 × (0.86 − 0.48) × 0.33 / 0.73
    expect(shgcWithFilm(line('SOL-CR40'), 'double', 'clear')).toBeCloseTo(
      0.76 - 0.83 * 0.38 * (0.33 / 0.73),
      12,
    )
    expect(shgcWithFilm(line('SOL-CR40'), 'double', 'clear')).toBeCloseTo(0.6174, 4)
  })
})

const westAtlanta = (overrides: Partial<EstimateWindow> = {}) =>
  makeWindow({
    id: 'w1',
    width: 36,
    height: 48,
    unit: 'inches',
    quantity: 1,
    orientation: 'west',
    panes: 'single',
    glass: 'clear',
    glassThickness: 0.125,
    filmType: 'standard',
    filmGrade: 'SOL-DR15',
    ...overrides,
  })

describe('worked example §6.1: 36 × 48 in west window, single clear 1/8″, Atlanta, Dual Reflective 15', () => {
  const window = westAtlanta()

  it('follows the documented steps', () => {
    const heatKWh = (0.86 - 0.23) * 12 * 48.8 // 368.928 kWh of solar heat kept out
    const electricKWh = heatKWh / COP // 101.5 kWh
    expect(heatKWh).toBeCloseTo(368.928, 9)
    expect(electricKWh).toBeCloseTo(101.515, 3)
    expect(electricKWh * 13.69).toBeCloseTo(1389.74, 2)
  })

  it('reports those numbers', () => {
    expect(windowEnergy(window, 'atlanta')).toEqual({
      windowId: 'w1',
      filmSku: 'SOL-DR15',
      areaSqFt: 12,
      shgcBefore: 0.86,
      shgcAfter: 0.23,
      vltBefore: 0.9,
      vltAfter: 0.15,
      coolingKWhSaved: 101.5,
      savingsCents: 1390,
      uvBlockedPercent: 99,
      glareReductionPercent: 83.3,
      heatReductionPercent: 73.3,
    })
    const report = energyReport([window], 'atlanta', 15_000)
    expect(report.annualSavingsCents).toBe(1390)
    expect(report.paybackYears).toBe(10.8)
  })
})

describe('worked example §6.2: 72 × 80 in south patio door, double clear 1/8″, Orlando, Ceramic 40', () => {
  it('reports the documented numbers', () => {
    const door = makeWindow({
      id: 'door',
      width: 72,
      height: 80,
      orientation: 'south',
      panes: 'double',
      glass: 'clear',
      glassThickness: 0.125,
      filmType: 'premium',
      filmGrade: 'SOL-CR40',
    })
    const shgcAfter = 0.76 - 0.83 * 0.38 * (0.33 / 0.73)
    const electricKWh = ((0.76 - shgcAfter) * 40 * 70.7) / COP
    expect(electricKWh).toBeCloseTo(110.95, 1)
    const result = windowEnergy(door, 'florida')
    expect(result).toMatchObject({
      areaSqFt: 40,
      shgcBefore: 0.76,
      shgcAfter: 0.617,
      coolingKWhSaved: 110.9,
      savingsCents: Math.round(electricKWh * 15.21),
      glareReductionPercent: 55.6,
      heatReductionPercent: 18.8,
    })
    expect(result.savingsCents).toBe(1688)
  })
})

describe('worked example §6.3: a typical Atlanta house, double clear, Dual Reflective 35', () => {
  const film = { panes: 'double', glass: 'clear', filmType: 'standard', filmGrade: 'SOL-DR35' } as const
  const house = [
    makeWindow({ id: 's', width: 36, height: 60, quantity: 5, orientation: 'south', ...film }),
    makeWindow({ id: 'w', width: 36, height: 60, quantity: 4, orientation: 'west', ...film }),
    makeWindow({ id: 'wd', width: 72, height: 80, quantity: 1, orientation: 'west', ...film }),
    makeWindow({ id: 'e', width: 36, height: 60, quantity: 4, orientation: 'east', ...film }),
    makeWindow({ id: 'n', width: 36, height: 60, quantity: 5, orientation: 'north', ...film }),
  ]

  it('adds the windows up', () => {
    const report = energyReport(house, 'atlanta', 372_000)
    expect(report.windows.map((window) => window.areaSqFt)).toEqual([75, 60, 40, 60, 75])
    expect(report.annualKWhSaved).toBe(1105.1)
    expect(report.annualSavingsCents).toBe(15128)
    expect(report.paybackYears).toBe(24.6)
    expect(report.heatReductionPercent).toBe(38.9)
    expect(report.glareReductionPercent).toBe(61.1)
    expect(report.uvBlockedPercent).toBe(99)
    expect(report.remarks).toEqual([])
    expect(report).toMatchObject({ climate: 'atlanta', electricityCentsPerKWh: 13.69, acSeer2: 12.4 })
  })

  it('saves more in Florida and a little less at Carolinas prices', () => {
    const atlanta = energyReport(house, 'atlanta', 372_000).annualSavingsCents
    expect(energyReport(house, 'florida', 372_000).annualSavingsCents).toBeGreaterThan(atlanta)
    expect(energyReport(house, 'carolinas', 372_000).annualSavingsCents).toBeLessThan(atlanta)
  })
})

describe('savings', () => {
  it('grow with the film’s total solar energy rejected', () => {
    const bySavings = [...FILM_LINES]
      .sort((a, b) => a.solarEnergyRejected - b.solarEnergyRejected)
      .map((film) => {
        const filmType = FILM_TYPES.find((type) => FILM_GRADES[type].includes(film.sku))
        return windowEnergy(westAtlanta({ filmType, filmGrade: film.sku }), 'atlanta')
      })
    expect(bySavings.map((result) => result.filmSku).sort()).toEqual(
      FILM_LINES.map((film) => film.sku).sort(),
    )
    for (let index = 1; index < bySavings.length; index++) {
      expect(bySavings[index]!.coolingKWhSaved).toBeGreaterThanOrEqual(bySavings[index - 1]!.coolingKWhSaved)
    }
  })

  it('are lower facing north than west, but not zero', () => {
    for (const climate of ['atlanta', 'florida', 'carolinas'] as const) {
      const north = windowEnergy(westAtlanta({ orientation: 'north' }), climate).coolingKWhSaved
      const west = windowEnergy(westAtlanta(), climate).coolingKWhSaved
      expect(north).toBeGreaterThan(0)
      expect(north).toBeLessThan(west)
    }
  })

  it('scale with area and quantity', () => {
    const one = windowEnergy(westAtlanta(), 'atlanta').coolingKWhSaved
    expect(windowEnergy(westAtlanta({ quantity: 3 }), 'atlanta').coolingKWhSaved).toBeCloseTo(3 * one, 0)
    expect(windowEnergy(westAtlanta({ width: 3, height: 4, unit: 'feet' }), 'atlanta').coolingKWhSaved).toBe(
      one,
    )
  })

  it('are honest about security and decorative films: a few percent, and a remark', () => {
    const security = energyReport(
      [westAtlanta({ filmType: 'security', filmGrade: 'SEC-8C' })],
      'atlanta',
      15_000,
    )
    expect(security.heatReductionPercent).toBeLessThan(5)
    expect(security.remarks).toEqual(['nonSolarFilm'])
    const solar = energyReport([westAtlanta()], 'atlanta', 15_000)
    expect(security.annualSavingsCents).toBeLessThan(solar.annualSavingsCents / 10)
  })

  it('use the customer’s own rate and air conditioner when given', () => {
    const report = energyReport([westAtlanta()], 'atlanta', 15_000, {
      electricityCentsPerKWh: 20,
      acSeer2: 16,
    })
    expect(report.annualKWhSaved).toBeCloseTo((0.63 * 12 * 48.8) / (16 / 3.412), 1)
    expect(report.annualSavingsCents).toBe(Math.round(((0.63 * 12 * 48.8) / (16 / 3.412)) * 20))
    expect(() => energyReport([westAtlanta()], 'atlanta', 15_000, { acSeer2: 0 })).toThrow(RangeError)
    expect(() => energyReport([westAtlanta()], 'atlanta', -1)).toThrow(RangeError)
  })
})

describe('energyReport', () => {
  it('has no payback when nothing is saved', () => {
    expect(energyReport([], 'atlanta', 10_000)).toMatchObject({
      windows: [],
      annualKWhSaved: 0,
      annualSavingsCents: 0,
      paybackYears: null,
      uvBlockedPercent: 0,
      glareReductionPercent: 0,
      heatReductionPercent: 0,
    })
    // Ballistic Barrier 21 rejects no more solar energy than the bare glass does.
    const ballistic = energyReport(
      [westAtlanta({ filmType: 'security', filmGrade: 'BAL-21' })],
      'atlanta',
      10_000,
    )
    expect(ballistic.annualSavingsCents).toBe(0)
    expect(ballistic.paybackYears).toBeNull()
  })

  it('leaves vehicle glass out', () => {
    const report = energyReport([westAtlanta({ windowType: 'automotive' })], 'atlanta', 10_000)
    expect(report.windows).toEqual([])
    expect(report.paybackYears).toBeNull()
    expect(report.remarks).toEqual(['automotiveExcluded'])
  })

  it('weights the percentages by glass area', () => {
    // 12 ft² of Dual Reflective 15 (glare −83.33 %, heat −73.26 %) and 36 ft² of Shield Clear 8
    // (glare −2.22 %, heat −2.33 %): the big window counts three times.
    const report = energyReport(
      [
        westAtlanta({ id: 'small' }),
        westAtlanta({ id: 'big', quantity: 3, filmType: 'security', filmGrade: 'SEC-8C' }),
      ],
      'atlanta',
      10_000,
    )
    const glare = (1 * (100 - 15 / 0.9) + 3 * (100 - 88 / 0.9)) / 4
    const heat = (1 * 100 * (1 - 0.23 / 0.86) + 3 * 100 * (1 - 0.84 / 0.86)) / 4
    expect(report.glareReductionPercent).toBeCloseTo(glare, 1)
    expect(report.heatReductionPercent).toBeCloseTo(heat, 1)
    expect(report.uvBlockedPercent).toBe(99)
  })

  it('blocks UV at least as well as the film’s spec sheet says, whatever the glass', () => {
    for (const glass of GLASS_KINDS) {
      expect(windowEnergy(westAtlanta({ glass, panes: 'double' }), 'atlanta').uvBlockedPercent).toBe(99)
    }
    const blackout = westAtlanta({ filmType: 'decorative', filmGrade: 'DEC-BO' })
    expect(windowEnergy(blackout, 'atlanta')).toMatchObject({
      uvBlockedPercent: 100,
      glareReductionPercent: 100,
    })
  })
})
