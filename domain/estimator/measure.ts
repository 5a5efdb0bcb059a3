import { ESTIMATE_ERRORS } from '../estimates/errors.ts'
import { ESTIMATE_LIMITS } from '../estimates/estimate.ts'
import { type WindowUnit } from '../estimates/units.ts'
import { codeGuard } from '../codes.ts'
import { formatLocale } from '../i18n/locales.ts'

export { fromInches, toInches } from '../estimates/units.ts'

/*
 * Reading and writing window measurements. Installers measure to the nearest 1/16″ with a tape and
 * type what the tape says ("34 5/8"); metric users type decimals with their own separator ("91,4").
 *
 * Exactness: every multiple of 1/16 is a binary fraction, so a fraction typed in inches is stored
 * exactly as a JavaScript number and prints back as the same fraction. A decimal typed in inches
 * is kept as typed, not snapped to a sixteenth: it comes from a laser or a decimal tape, and
 * moving it silently would change the measurement. "34.625" is exactly 34 5/8 and prints as such;
 * "34.3" stays 34.3 and prints as a decimal.
 *
 * A comma is always a decimal separator (es, ru, fr write "91,4"), never a thousands separator:
 * no window is measured in thousands of a unit with a separator in it, and the size is shown back
 * to the user formatted, so a misreading is visible at once. Nothing is grouped when printed
 * either, so that every printed length can be typed back.
 */

/** Codes a measurement can be refused with; the web translates them. */
export const MEASURE_ERRORS = {
  dimensionRequired: 'Enter a measurement',
  dimensionUnreadable: 'Enter a number such as 34, 34 5/8 or 34.625',
  // Same code, same words as the estimate schema: one entry in the catalogs.
  dimensionInvalid: ESTIMATE_ERRORS.dimensionInvalid,
  dimensionTooLarge: 'A measurement can be at most 10,000',
  fractionInvalid: 'A fraction needs a bottom number larger than its top number, and not 0',
  fractionTooFine: 'Measure to the nearest 1/16 inch: use halves, quarters, eighths or sixteenths',
} as const

export type MeasureErrorCode = keyof typeof MEASURE_ERRORS

export const isMeasureErrorCode = codeGuard(MEASURE_ERRORS)

export type ParsedLength = { ok: true; value: number } | { ok: false; code: MeasureErrorCode }

/** The finest fraction of an inch a tape reading is taken to. */
const INCH_DIVISIONS = 16

const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅐': '1/7',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅑': '1/9',
  '⅒': '1/10',
}

/** What a user may type after the number, by unit (after the text is normalised and lower-cased). */
const UNIT_SUFFIX: Record<WindowUnit, RegExp> = {
  inches: /\s*(?:"|''|”|“|inches|inch|in\.?)$/,
  feet: /\s*(?:'|′|’|feet|foot|ft\.?)$/,
  centimeters: /\s*cm\.?$/,
  meters: /\s*m\.?$/,
}

/** "3' 4", "3'4 1/2", "3 ft 4 in" (the inch mark is optional): feet, then inches as a tape reads them. */
const FEET_AND_INCHES =
  /^(\d+) ?(?:'|′|’|feet|foot|ft\.?) ?(\d[\d /.,-]*?)(?: ?(?:"|''|”|“|inches|inch|in\.?))?$/

const DECIMAL = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/
/** "34 5/8", "34-5/8", "34 - 5/8", "5/8". */
const MIXED = /^(?:(\d+)(?: ?- ?| ))?(\d+) ?\/ ?(\d+)$/

/**
 * Everything people type for the same thing made one spelling: vulgar fractions spelled out
 * (before NFKC, which would glue "34½" into "341⁄2"), full-width digits and punctuation from CJK
 * keyboards, the double prime, the fraction slash, dashes and minus signs, runs of spaces.
 */
function normalise(text: string): string {
  return text
    .replace(/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/g, (char) => ` ${VULGAR_FRACTIONS[char] ?? char}`)
    .normalize('NFKC')
    .replace(/′′/g, '"')
    .replace(/⁄/g, '/')
    .replace(/[‐‑‒–—−]/g, '-')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

function checked(value: number): ParsedLength {
  if (!Number.isFinite(value)) return { ok: false, code: 'dimensionUnreadable' }
  if (value <= 0) return { ok: false, code: 'dimensionInvalid' }
  if (value > ESTIMATE_LIMITS.dimension) return { ok: false, code: 'dimensionTooLarge' }
  return { ok: true, value }
}

function readDecimal(text: string): number | undefined {
  return DECIMAL.test(text) ? Number(text.replace(',', '.')) : undefined
}

function readInches(text: string): ParsedLength {
  const decimal = readDecimal(text)
  if (decimal !== undefined) return checked(decimal)
  const mixed = MIXED.exec(text)
  if (!mixed) return { ok: false, code: 'dimensionUnreadable' }
  const whole = Number(mixed[1] ?? '0')
  const numerator = Number(mixed[2])
  const denominator = Number(mixed[3])
  if (!Number.isSafeInteger(whole) || !Number.isSafeInteger(numerator * INCH_DIVISIONS)) {
    return { ok: false, code: 'dimensionUnreadable' }
  }
  // A tape never reads 9/8: that is a typo for 1 1/8 or a missing space ("35/8" for "3 5/8").
  if (denominator === 0 || numerator >= denominator) return { ok: false, code: 'fractionInvalid' }
  // Any spelling of a sixteenth is exact (8/16, 2/4, 4/32); thirds and 1/32 are not.
  if ((numerator * INCH_DIVISIONS) % denominator !== 0) return { ok: false, code: 'fractionTooFine' }
  return checked(whole + (numerator * INCH_DIVISIONS) / denominator / INCH_DIVISIONS)
}

/**
 * A length as typed into a size field, in the window's unit. Inches take whole numbers, fractions
 * to 1/16″ ("34 5/8", "34-5/8", "5/8", "34⅝") and decimals; other units take decimals. A unit
 * mark matching `unit` may follow ("34 5/8″", "34 in", "91,4 cm").
 */
export function parseLength(text: string, unit: WindowUnit): ParsedLength {
  let clean = normalise(text)
  if (clean === '') return { ok: false, code: 'dimensionRequired' }
  clean = clean.replace(UNIT_SUFFIX[unit], '').trim()
  const negative = clean.startsWith('-')
  if (negative) clean = clean.slice(1).trim()
  if (clean === '') return { ok: false, code: 'dimensionUnreadable' }

  let parsed: ParsedLength
  const feetAndInches = unit === 'feet' ? FEET_AND_INCHES.exec(clean) : null
  if (feetAndInches) {
    // "6' 0"": no inches is a reading too, which readInches refuses as a size of 0.
    const inches: ParsedLength = /^0+$/.test(feetAndInches[2]!)
      ? { ok: true, value: 0 }
      : readInches(feetAndInches[2]!)
    parsed = !inches.ok
      ? inches
      : inches.value >= 12
        ? { ok: false, code: 'dimensionUnreadable' }
        : checked(Number(feetAndInches[1]) + inches.value / 12)
  } else if (unit === 'inches') {
    parsed = readInches(clean)
  } else {
    const decimal = readDecimal(clean)
    parsed = decimal === undefined ? { ok: false, code: 'dimensionUnreadable' } : checked(decimal)
  }
  // "-34 5/8" is read, then refused for its sign; "-abc" stays unreadable.
  if (negative && (parsed.ok || parsed.code === 'dimensionTooLarge')) {
    return { ok: false, code: 'dimensionInvalid' }
  }
  return parsed
}

/** The unit marks lengths are printed with; the same ones are accepted when typed. */
export const UNIT_SYMBOLS: Record<WindowUnit, string> = {
  inches: '″',
  feet: 'ft',
  centimeters: 'cm',
  meters: 'm',
}

const decimalFormats = new Map<string, Intl.NumberFormat>()

function decimalFormat(locale: string): Intl.NumberFormat {
  let format = decimalFormats.get(locale)
  if (!format) {
    // Latin digits and no grouping: what is printed must parse back.
    format = new Intl.NumberFormat(formatLocale(locale), {
      maximumFractionDigits: 3,
      useGrouping: false,
      numberingSystem: 'latn',
    })
    decimalFormats.set(locale, format)
  }
  return format
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b)
}

/**
 * A length for display. Inches that are a whole number of sixteenths print as a reduced mixed
 * fraction ("34 5/8″"), which is what the tape shows; anything else prints as a decimal in the
 * reader's locale with at most three decimals and the unit's symbol.
 */
export function formatLength(value: number, unit: WindowUnit, locale: string): string {
  if (value < 0) return `-${formatLength(-value, unit, locale)}`
  const sixteenths = value * INCH_DIVISIONS
  if (unit === 'inches' && Number.isSafeInteger(sixteenths)) {
    const whole = Math.floor(sixteenths / INCH_DIVISIONS)
    const rest = sixteenths % INCH_DIVISIONS
    if (rest === 0) return `${whole}″`
    const divisor = greatestCommonDivisor(rest, INCH_DIVISIONS)
    const fraction = `${rest / divisor}/${INCH_DIVISIONS / divisor}`
    return whole === 0 ? `${fraction}″` : `${whole} ${fraction}″`
  }
  if (unit === 'feet') {
    // 3′ 4″ rather than 3.333 ft: feet typed as feet and inches print back the way they were typed.
    const inchSixteenths = Math.round(value * 12 * INCH_DIVISIONS)
    const exactInches = Math.abs(value * 12 * INCH_DIVISIONS - inchSixteenths) < 1e-6
    const shortDecimal = Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6
    if (exactInches && !shortDecimal) {
      const feet = Math.floor(inchSixteenths / (12 * INCH_DIVISIONS))
      const inches = (inchSixteenths - feet * 12 * INCH_DIVISIONS) / INCH_DIVISIONS
      return `${feet}′ ${formatLength(inches, 'inches', locale)}`
    }
  }
  const number = decimalFormat(locale).format(value)
  // No space before the inch mark (34.3″), a no-break space before a word-like symbol (91,4 cm).
  return unit === 'inches' ? `${number}″` : `${number}\u00a0${UNIT_SYMBOLS[unit]}`
}

/**
 * Three-point measuring: frames are rarely square, and film cut to the largest reading would not
 * fit, so the smallest width and the smallest height are the size.
 */
export function effectiveSize(readings: { widths: readonly number[]; heights: readonly number[] }): {
  width: number
  height: number
} {
  if (readings.widths.length === 0 || readings.heights.length === 0) {
    throw new RangeError('Three-point measuring needs at least one width and one height')
  }
  return { width: Math.min(...readings.widths), height: Math.min(...readings.heights) }
}
