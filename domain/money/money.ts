import { formatLocale } from '../i18n/locales.ts'

/** Money is kept in integer cents everywhere; only display turns it into a currency string. */
export type Cents = number

/**
 * Exact amount → cents, half up. Float noise below a millionth of a cent is dropped first so that
 * 1234.4999999999 (really 1234.5) rounds as 1234.5 does.
 */
export function roundCents(exact: number): Cents {
  return Math.round(Math.round(exact * 1e6) / 1e6)
}

/** Made once per language and precision: a grid of prices made one formatter for each before. */
const formats = new Map<string, Intl.NumberFormat>()

/**
 * The languages whose readers write dollars "$1,234.50" and "-$1,234.50", as Intl does for them. The
 * first Intl number format of a page loads the locale's number data, tens of milliseconds of a
 * phone's main thread while a rendered page is taken over, so these amounts are written here
 * (the tests hold them to Intl's output).
 */
const PLAIN_DOLLARS = new Set(['en-US', 'es-US'])

function plainDollars(cents: Cents, digits: number): string {
  const negative = cents < 0 || Object.is(cents, -0)
  const absolute = Math.abs(cents)
  // Whole dollars round half away from zero, as Intl does.
  const units = digits === 0 ? Math.floor(absolute / 100) + (absolute % 100 >= 50 ? 1 : 0) : absolute
  const dollars = digits === 0 ? units : Math.floor(units / 100)
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = digits === 0 ? '' : `.${String(units % 100).padStart(2, '0')}`
  return `${negative ? '-' : ''}$${grouped}${fraction}`
}

/** US dollars as a US customer reading `locale`'s language writes them: es → "$710.00" (decision 037). */
export function formatMoney(cents: Cents, locale: string, options: { whole?: boolean } = {}): string {
  const digits = options.whole ? 0 : 2
  const tag = formatLocale(locale)
  if (Number.isSafeInteger(cents) && PLAIN_DOLLARS.has(tag)) return plainDollars(cents, digits)
  const key = `${tag}|${digits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formats.set(key, format)
  }
  return format.format(cents / 100)
}

/** "4.5", "4,50", "$1,200.00" → 4.5; null when it is not a plain number with at most `decimals` decimals. */
export function parseDecimal(text: string, decimals: number): number | null {
  const cleaned = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '')
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(cleaned)
  if (!match || (match[2]?.length ?? 0) > decimals) return null
  return Number(`${match[1]}.${match[2] || '0'}`)
}

/** Dollars as a person types them ("1450", "19.99", "$1,200") → integer cents; null when not a price. */
export function dollarsToCents(text: string): Cents | null {
  const dollars = parseDecimal(text, 2)
  return dollars === null ? null : Math.round(dollars * 100)
}
