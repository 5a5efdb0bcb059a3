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
