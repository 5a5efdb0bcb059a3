import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { formatMoney } from '../../../domain/money/money.ts'

/** Money, dates and numbers of orders in the reader's locale (dates in the device's time zone). */
export function useOrderFormats() {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
    return {
      money: (cents: number) => formatMoney(cents, locale),
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** Basis points (475) as a percentage (4.75 %). */
      rate: (basisPoints: number) => percent.format(basisPoints / 10_000),
    }
  }, [locale])
}
