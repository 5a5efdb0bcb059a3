/** Money is kept in integer cents everywhere; only display turns it into a currency string. */
export type Cents = number

export function formatMoney(cents: Cents, locale: string, options: { whole?: boolean } = {}): string {
  const digits = options.whole ? 0 : 2
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100)
}

/** A price typed in dollars (a number field's value) as integer cents; NaN when it is not a number. */
export function dollarsToCents(value: string): number {
  const text = value.trim()
  if (text === '') return Number.NaN
  const dollars = Number(text)
  return Number.isFinite(dollars) ? Math.round(dollars * 100) : Number.NaN
}
