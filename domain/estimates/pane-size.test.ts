import { describe, expect, it } from 'vitest'
import { withUnit } from './estimate.ts'
import { checkPaneSide, convertLength } from './pane-size.ts'

describe('checkPaneSide', () => {
  it.each([
    [0.01, 'inches', 'residential', 'paneTooSmall'],
    [5.08, 'centimeters', 'residential', null],
    [95.5, 'inches', 'residential', null],
    [144, 'inches', 'commercial', null],
    [150, 'inches', 'commercial', 'paneUnusuallyLarge'],
    [20, 'feet', 'commercial', 'paneUnusuallyLarge'],
    [241, 'inches', 'commercial', 'paneTooLarge'],
    [10_000, 'inches', 'residential', 'paneTooLarge'],
    [60, 'inches', 'automotive', null],
    [80, 'inches', 'automotive', 'paneUnusuallyLarge'],
    [121, 'inches', 'automotive', 'paneTooLarge'],
    [3, 'meters', 'residential', null],
  ] as const)('%d %s of %s glass: %s', (value, unit, windowType, verdict) => {
    expect(checkPaneSide(value, unit, windowType)).toBe(verdict)
  })
})

describe('changing the unit', () => {
  it('converts the sizes and the readings, rounded to what the unit is measured to', () => {
    const window = { unit: 'inches' as const, width: 36, height: 48, readings: null }
    expect(withUnit(window, 'centimeters')).toEqual({
      unit: 'centimeters',
      width: 91.4,
      height: 121.9,
      readings: null,
    })
    expect(withUnit(window, 'feet')).toMatchObject({ width: 3, height: 4 })
    expect(withUnit(window, 'meters')).toMatchObject({ width: 0.914, height: 1.219 })
    const measured = { ...window, readings: { widths: [36, 35.5, 36], heights: [48, 48, 47.75] } }
    expect(withUnit(measured, 'centimeters').readings).toEqual({
      widths: [91.4, 90.2, 91.4],
      heights: [121.9, 121.9, 121.3],
    })
  })

  it('comes back to the same sixteenth of an inch through every unit', () => {
    for (const unit of ['feet', 'centimeters', 'meters'] as const)
      for (let sixteenths = 32; sixteenths <= 240 * 16; sixteenths += 7) {
        const inches = sixteenths / 16
        expect(convertLength(convertLength(inches, 'inches', unit), unit, 'inches')).toBe(inches)
      }
  })
})
