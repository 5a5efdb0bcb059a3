import { formatLocale } from '../i18n/locales.ts'

/** Money is kept in integer cents everywhere; only display turns it into a currency string. */
export type Cents = number

/** Made once per language and precision: a grid of prices made one formatter for each before. */
const formats = new Map<string, Intl.NumberFormat>()

/** US dollars as a US customer reading `locale`'s language writes them: es → "$710.00" (decision 037). */
export function formatMoney(cents: Cents, locale: string, options: { whole?: boolean } = {}): string {
  const digits = options.whole ? 0 : 2
  const key = `${locale}|${digits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(locale), {
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
