import { useLingui } from '@lingui/react/macro'
import { formatMoney } from '../../domain/money/money.ts'
import { formatNumber, formatPercent } from '../../domain/i18n/numbers.ts'

/** Formats numbers, money, tax rates and percentages in the user's locale. */
export function useFormats() {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return {
    number: (value: number, digits = 1) => formatNumber(value, locale, digits),
    money: (cents: number) => formatMoney(cents, locale),
    /** A tax rate kept in basis points (400 → "4", 725 → "7.25"); the message adds the % sign. */
    taxRate: (basisPoints: number) => formatNumber(basisPoints / 100, locale, 3),
    percent: (value: number) => formatPercent(value, locale),
  }
}
