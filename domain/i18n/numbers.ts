import { formatLocale } from './locales.ts'

/** Made once per language and options: each call made one before. */
const formats = new Map<string, Intl.NumberFormat>()

function intlFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.NumberFormat(tag, options)))
  return format
}

/**
 * US English numbers are written here, as Intl writes them (the tests hold them to it): the first
 * Intl number format of a page loads the locale's number data, tens of milliseconds of a phone's
 * main thread while a rendered page is taken over. Amounts of money do the same (money.ts).
 */
const PLAIN = 'en-US'

/**
 * `value` with at most `digits` decimals, grouped by thousands; undefined where its shortest decimal
 * form has an exponent. Rounded as Intl rounds: the shortest decimal that reads back as the value
 * (0.15, not the binary 0.1499…), half away from zero.
 */
function plainNumber(value: number, digits: number): string | undefined {
  const decimal = String(Math.abs(value))
  if (!Number.isFinite(value) || decimal.includes('e')) return undefined
  const [whole = '0', fraction = ''] = decimal.split('.')
  const roundsUp = fraction.length > digits && fraction[digits]! >= '5'
  const units = (BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0')) + (roundsUp ? 1n : 0n))
    .toString()
    .padStart(digits + 1, '0')
  const integer = units.slice(0, units.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const kept = units.slice(units.length - digits).replace(/0+$/, '')
  // As Intl does, a negative value keeps its sign even when it rounds to zero (-0.04 → "-0").
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${integer}${kept ? `.${kept}` : ''}`
}

/** A number in `locale`'s way, with at most `digits` decimals: "1,234.5", "1 234,5". */
export function formatNumber(value: number, locale: string, digits = 1): string {
  const tag = formatLocale(locale)
  const plain = tag === PLAIN ? plainNumber(value, digits) : undefined
  return plain ?? intlFormat(tag, { maximumFractionDigits: digits }).format(value)
}

/** A percentage given out of 100, whole: 89 → "89%", "89 %". */
export function formatPercent(value: number, locale: string): string {
  const tag = formatLocale(locale)
  const plain = tag === PLAIN ? plainNumber(value, 0) : undefined
  return plain !== undefined
    ? `${plain}%`
    : intlFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100)
}
