import { describe, expect, it } from 'vitest'
import { FILM_LINES } from '../catalog/films.ts'
import { makeWindow } from '../testing/estimate-factory.ts'
import { SAFETY_FLAG_CODES, SAFETY_FLAG_TEXT, absorbsHeat, glassSafetyFlags } from './safety.ts'

/** A clear, light film (Ceramic 70, 70 % VLT) unless a test says otherwise. */
const light = { filmType: 'energySaving', filmGrade: 'SOL-CR70' } as const
/** Ceramic 20: 20 % VLT, absorbs a lot. */
const dark = { filmType: 'premium', filmGrade: 'SOL-CR20' } as const

describe('absorbsHeat', () => {
  it('counts dark, dark reflective and blackout films, and not the clear ones', () => {
    const absorbing = FILM_LINES.filter(absorbsHeat).map((line) => line.sku)
    expect(absorbing.sort()).toEqual(['DEC-BO', 'SEC-15S', 'SOL-CR20', 'SOL-DR15', 'SOL-DR35'])
  })
})

describe('glassSafetyFlags', () => {
  it('has nothing to say about an ordinary residential window', () => {
    expect(glassSafetyFlags(makeWindow(light))).toEqual([])
    expect(glassSafetyFlags(makeWindow(dark))).toEqual([])
  })

  it('flags a single pane over 100 sq ft, per pane and not times the quantity', () => {
    const big = { panes: 'single', unit: 'feet', width: 10, height: 10.5 } as const
    expect(glassSafetyFlags(makeWindow({ ...light, ...big }))).toEqual([
      { code: 'largeSinglePane', severity: 'caution' },
    ])
    expect(glassSafetyFlags(makeWindow({ ...dark, ...big }))).toEqual([
      { code: 'largeSinglePane', severity: 'warning' },
    ])
    expect(glassSafetyFlags(makeWindow({ ...dark, ...big, height: 10 }))).toEqual([])
    expect(
      glassSafetyFlags(makeWindow({ ...dark, panes: 'single', width: 60, height: 60, quantity: 10 })),
    ).toEqual([])
  })

  it('flags an insulated unit over 40 sq ft', () => {
    const window = makeWindow({ ...dark, panes: 'double', width: 72, height: 84 }) // 42 sq ft
    expect(glassSafetyFlags(window)).toEqual([{ code: 'largeInsulatedUnit', severity: 'warning' }])
    expect(glassSafetyFlags(makeWindow({ ...dark, panes: 'double', width: 72, height: 80 }))).toEqual([])
    // 42 sq ft single glazing is below the single-pane limit.
    expect(glassSafetyFlags(makeWindow({ ...dark, panes: 'single', width: 72, height: 84 }))).toEqual([])
  })

  it('reads the size in any unit', () => {
    const metric = makeWindow({ ...light, panes: 'double', width: 2, height: 2, unit: 'meters' }) // 43 sq ft
    expect(glassSafetyFlags(metric).map((flag) => flag.code)).toEqual(['largeInsulatedUnit'])
  })

  it('flags clear glass thicker than 3/8 in', () => {
    expect(glassSafetyFlags(makeWindow({ ...light, glassThickness: 0.5 }))).toEqual([
      { code: 'thickGlass', severity: 'caution' },
    ])
    expect(glassSafetyFlags(makeWindow({ ...light, glassThickness: 0.375 }))).toEqual([])
    expect(glassSafetyFlags(makeWindow({ ...light, glass: 'lowE', glassThickness: 0.5 }))).toEqual([])
  })

  it('flags wired glass even under a clear film, and warns under a dark one', () => {
    expect(
      glassSafetyFlags(makeWindow({ filmType: 'security', filmGrade: 'SEC-4C', glass: 'wired' })),
    ).toEqual([{ code: 'wiredGlass', severity: 'caution' }])
    expect(
      glassSafetyFlags(makeWindow({ filmType: 'decorative', filmGrade: 'DEC-BO', glass: 'wired' })),
    ).toEqual([{ code: 'wiredGlass', severity: 'warning' }])
  })

  it('flags laminated glass', () => {
    expect(glassSafetyFlags(makeWindow({ ...light, glass: 'laminated' }))).toEqual([
      { code: 'laminatedGlass', severity: 'caution' },
    ])
  })

  it('flags insulated units over 10 years old, and not single glazing or unknown ages', () => {
    expect(glassSafetyFlags(makeWindow({ ...dark, panes: 'double', unitAgeYears: 11 }))).toEqual([
      { code: 'agedInsulatedUnit', severity: 'warning' },
    ])
    expect(glassSafetyFlags(makeWindow({ ...dark, panes: 'double', unitAgeYears: 10 }))).toEqual([])
    expect(glassSafetyFlags(makeWindow({ ...dark, panes: 'double', unitAgeYears: null }))).toEqual([])
    expect(glassSafetyFlags(makeWindow({ ...dark, panes: 'single', unitAgeYears: 30 }))).toEqual([])
  })

  it('warns when tinted glass already carries the heat, whatever the film', () => {
    const window = makeWindow({ ...light, glass: 'tinted', panes: 'double', unitAgeYears: 15 })
    expect(glassSafetyFlags(window)).toEqual([{ code: 'agedInsulatedUnit', severity: 'warning' }])
  })

  it('reports every rule that applies, in a fixed order', () => {
    const window = makeWindow({
      ...dark,
      panes: 'double',
      width: 96,
      height: 84,
      glass: 'laminated',
      unitAgeYears: 25,
    })
    expect(glassSafetyFlags(window).map((flag) => flag.code)).toEqual([
      'largeInsulatedUnit',
      'laminatedGlass',
      'agedInsulatedUnit',
    ])
  })

  it('leaves automotive glass alone', () => {
    const car = makeWindow({ ...dark, windowType: 'automotive', glass: 'laminated', glassThickness: 0.5 })
    expect(glassSafetyFlags(car)).toEqual([])
  })

  it('explains every code in English', () => {
    for (const code of SAFETY_FLAG_CODES) expect(SAFETY_FLAG_TEXT[code].length).toBeGreaterThan(0)
  })
})
