import { useLingui } from '@lingui/react/macro'
import { formatMoney } from '../../domain/money/money.ts'
import { formatLocale } from '../../domain/i18n/locales.ts'

/** Formats numbers, money, tax rates and percentages in the user's locale. */
export function useFormats() {
  const { i18n } = useLingui()
  const number = (value: number, digits = 1) =>
    new Intl.NumberFormat(formatLocale(i18n.locale), { maximumFractionDigits: digits }).format(value)
  return {
    number,
    money: (cents: number) => formatMoney(cents, i18n.locale),
    /** A tax rate kept in basis points (400 → "4", 725 → "7.25"); the message adds the % sign. */
    taxRate: (basisPoints: number) =>
      new Intl.NumberFormat(formatLocale(i18n.locale), { maximumFractionDigits: 3 }).format(
        basisPoints / 100,
      ),
    percent: (value: number) =>
      new Intl.NumberFormat(formatLocale(i18n.locale), { style: 'percent', maximumFractionDigits: 0 }).format(
        value / 100,
      ),
  }
}
