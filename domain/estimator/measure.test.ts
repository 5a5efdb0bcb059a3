import { describe, expect, it } from 'vitest'
import { LOCALES } from '../i18n/locales.ts'
import { WINDOW_UNITS } from '../estimates/units.ts'
import {
  MEASURE_ERRORS,
  effectiveSize,
  formatLength,
  fromInches,
  isMeasureErrorCode,
  parseLength,
  toInches,
} from './measure.ts'

const ok = (value: number) => ({ ok: true, value })
const refused = (code: string) => ({ ok: false, code })

describe('parseLength in inches', () => {
  it.each([
    ['34', 34],
    ['34 5/8', 34.625],
    ['34-5/8', 34.625],
    ['34 - 5/8', 34.625],
    ['34–5/8', 34.625],
    ['34.625', 34.625],
    ['34,625', 34.625],
    ['5/8', 0.625],
    ['34 5/8"', 34.625],
    ['34 5/8”', 34.625],
    ['34 5/8″', 34.625],
    ["34 5/8''", 34.625],
    ['34 5/8 in', 34.625],
    ['34 5/8 IN.', 34.625],
    ['34 5/8 inches', 34.625],
    ['34⅝', 34.625],
    ['34 ½', 34.5],
    ['34-¾″', 34.75],
    ['⅛', 0.125],
    ['34 1⁄16', 34.0625],
    ['  34   15/16  ', 34.9375],
    ['３４　５/８', 34.625],
    ['34 8/16', 34.5],
    ['34 4/32', 34.125],
    ['34 0/8', 34],
    ['34.3', 34.3],
    ['.5', 0.5],
    ['10000', 10_000],
  ])('reads %j as %d', (text, value) => {
    expect(parseLength(text, 'inches')).toEqual(ok(value))
  })

  it('keeps fractions exact', () => {
    const parsed = parseLength('34 5/8', 'inches')
    expect(parsed.ok && parsed.value === 34 + 5 / 8).toBe(true)
    const sixteenth = parseLength('1/16', 'inches')
    expect(sixteenth.ok && sixteenth.value * 16).toBe(1)
  })

  it.each([
    ['', 'dimensionRequired'],
    ['   ', 'dimensionRequired'],
    ['abc', 'dimensionUnreadable'],
    ['34 5/8 cm', 'dimensionUnreadable'],
    ['34.5 1/2', 'dimensionUnreadable'],
    ['34 5', 'dimensionUnreadable'],
    ['3e4', 'dimensionUnreadable'],
    ['Infinity', 'dimensionUnreadable'],
    ['1,234.5', 'dimensionUnreadable'],
    ['-', 'dimensionUnreadable'],
    ['-abc', 'dimensionUnreadable'],
    ['34 5/0', 'fractionInvalid'],
    ['34 9/8', 'fractionInvalid'],
    ['34 8/8', 'fractionInvalid'],
    ['35/8', 'fractionInvalid'],
    ['0/0', 'fractionInvalid'],
    ['34 1/32', 'fractionTooFine'],
    ['34 1/3', 'fractionTooFine'],
    ['34⅓', 'fractionTooFine'],
    ['34 3/10', 'fractionTooFine'],
    ['0', 'dimensionInvalid'],
    ['0.0', 'dimensionInvalid'],
    ['0 0/16', 'dimensionInvalid'],
    ['-34', 'dimensionInvalid'],
    ['-34 5/8', 'dimensionInvalid'],
    ['−34.5', 'dimensionInvalid'],
    ['-99999', 'dimensionInvalid'],
    ['10000 1/16', 'dimensionTooLarge'],
    ['10000.001', 'dimensionTooLarge'],
    ['99999999999999999999', 'dimensionTooLarge'],
  ])('refuses %j with %s', (text, code) => {
    expect(parseLength(text, 'inches')).toEqual(refused(code))
  })
})

describe('parseLength in other units', () => {
  it.each([
    ['91.4', 'centimeters', 91.4],
    ['91,4', 'centimeters', 91.4],
    ['91,4 cm', 'centimeters', 91.4],
    ['91.4cm', 'centimeters', 91.4],
    ['0,914', 'meters', 0.914],
    ['1.2 m', 'meters', 1.2],
    ['2.5', 'feet', 2.5],
    ["2,5'", 'feet', 2.5],
    ['3 ft', 'feet', 3],
    ['3 feet', 'feet', 3],
    ['９１，４', 'centimeters', 91.4],
    [`3' 4"`, 'feet', 3 + 4 / 12],
    [`3'4"`, 'feet', 3 + 4 / 12],
    ['3 ft 4 in', 'feet', 3 + 4 / 12],
    ['3 ft 4', 'feet', 3 + 4 / 12],
    ['3’ 4 1/2”', 'feet', 3 + 4.5 / 12],
    ['3′ 4″', 'feet', 3 + 4 / 12],
    [`6' 0"`, 'feet', 6],
  ] as const)('reads %j in %s', (text, unit, value) => {
    expect(parseLength(text, unit)).toEqual(ok(value))
  })

  it('refuses feet and inches with 12 inches or more, or a fraction finer than a sixteenth', () => {
    expect(parseLength(`3' 14"`, 'feet')).toEqual(refused('dimensionUnreadable'))
    expect(parseLength(`3' 4 1/3"`, 'feet')).toEqual(refused('fractionTooFine'))
  })

  it.each([
    ['2 1/2', 'feet', 'dimensionUnreadable'],
    ['91.4 in', 'centimeters', 'dimensionUnreadable'],
    ['1.2 cm', 'meters', 'dimensionUnreadable'],
    ['0', 'meters', 'dimensionInvalid'],
    ['-91,4', 'centimeters', 'dimensionInvalid'],
    ['10000,5', 'centimeters', 'dimensionTooLarge'],
    ['', 'feet', 'dimensionRequired'],
  ] as const)('refuses %j in %s with %s', (text, unit, code) => {
    expect(parseLength(text, unit)).toEqual(refused(code))
  })
})

describe('formatLength', () => {
  it.each([
    [34.625, '34 5/8″'],
    [34.5, '34 1/2″'],
    [34.0625, '34 1/16″'],
    [34.75, '34 3/4″'],
    [34, '34″'],
    [0.625, '5/8″'],
    [10_000, '10000″'],
  ])('prints %d inches as a reduced fraction: %s', (value, text) => {
    expect(formatLength(value, 'inches', 'en')).toBe(text)
  })

  it('prints other inches as a locale decimal with at most three decimals', () => {
    expect(formatLength(34.3, 'inches', 'en')).toBe('34.3″')
    expect(formatLength(34.3, 'inches', 'fr')).toBe('34,3″')
    expect(formatLength(34.12345, 'inches', 'en')).toBe('34.123″')
  })

  it('prints other units as a locale decimal and the unit symbol, ungrouped', () => {
    expect(formatLength(91.4, 'centimeters', 'en')).toBe('91.4\u00a0cm')
    expect(formatLength(91.4, 'centimeters', 'ru')).toBe('91,4\u00a0cm')
    // US Spanish writes a decimal point, as the customers' tape measures and receipts do.
    expect(formatLength(0.9144, 'meters', 'es')).toBe('0.914\u00a0m')
    expect(formatLength(2.5, 'feet', 'zh')).toBe('2.5\u00a0ft')
    expect(formatLength(9999.5, 'centimeters', 'en')).toBe('9999.5\u00a0cm')
  })

  it('prints feet that are no short decimal as feet and inches, which read back the same', () => {
    const value = 3 + 4 / 12
    expect(formatLength(value, 'feet', 'en')).toBe('3′ 4″')
    expect(formatLength(3 + 4.25 / 12, 'feet', 'en')).toBe('3′ 4 1/4″')
    expect(formatLength(3 + 4.5 / 12, 'feet', 'en')).toBe('3.375\u00a0ft')
    expect(parseLength(formatLength(value, 'feet', 'en'), 'feet')).toEqual(ok(value))
    expect(formatLength(3.25, 'feet', 'en')).toBe('3.25\u00a0ft')
  })
})

describe('round trips', () => {
  it('gives back every multiple of 1/16″ up to 10 000 exactly', () => {
    for (let sixteenths = 1; sixteenths <= 10_000 * 16; sixteenths++) {
      const value = sixteenths / 16
      const parsed = parseLength(formatLength(value, 'inches', 'en'), 'inches')
      if (!parsed.ok || parsed.value !== value) {
        throw new Error(`${value} came back as ${JSON.stringify(parsed)}`)
      }
    }
  })

  it('gives back three-decimal lengths in every unit and locale', () => {
    for (const locale of LOCALES) {
      for (const unit of WINDOW_UNITS) {
        for (let thousandths = 1; thousandths <= 10_000_000; thousandths += 7919) {
          const value = thousandths / 1000
          const parsed = parseLength(formatLength(value, unit, locale), unit)
          if (!parsed.ok || parsed.value !== value) {
            throw new Error(`${value} ${unit} (${locale}) came back as ${JSON.stringify(parsed)}`)
          }
        }
      }
    }
  })

  it('converts to inches and back', () => {
    expect(toInches(91.44, 'centimeters')).toBeCloseTo(36, 12)
    expect(toInches(0.9144, 'meters')).toBeCloseTo(36, 12)
    expect(toInches(3, 'feet')).toBe(36)
    expect(fromInches(36, 'feet')).toBe(3)
    expect(fromInches(36, 'centimeters')).toBeCloseTo(91.44, 12)
    for (const unit of WINDOW_UNITS) {
      for (const value of [0.0625, 1, 34.625, 1234.5, 10_000]) {
        expect(fromInches(toInches(value, unit), unit)).toBeCloseTo(value, 9)
      }
    }
  })
})

describe('effectiveSize', () => {
  it('takes the smallest width and the smallest height of three-point readings', () => {
    expect(effectiveSize({ widths: [34.625, 34.5, 34.5625], heights: [48, 47.875, 48.0625] })).toEqual({
      width: 34.5,
      height: 47.875,
    })
  })

  it('refuses empty readings', () => {
    expect(() => effectiveSize({ widths: [], heights: [1] })).toThrow(RangeError)
  })
})

describe('MEASURE_ERRORS', () => {
  it('has English text for every code parseLength returns', () => {
    expect(isMeasureErrorCode('fractionTooFine')).toBe(true)
    expect(isMeasureErrorCode('toString')).toBe(false)
    expect(Object.values(MEASURE_ERRORS).every((text) => text.length > 0)).toBe(true)
  })
})
