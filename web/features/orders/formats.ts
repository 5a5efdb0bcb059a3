import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { formatMoney } from '../../../domain/money/money.ts'
import { formatLocale } from '../../../domain/i18n/locales.ts'

/** The roll length the catalog ends a roll's name with ("Ceramic 40 — 48″ × 100′"). */
const ROLL_LENGTH_SUFFIX = /\s*×\s*\d+\s*′$/

/**
 * What an order line is, in words: the product's name, and for a piece cut from a roll its own length
 * in place of the roll's ("Ceramic 40 — 48″ × 25 ft cut"), so a cut never reads as a full roll.
 * Every list of order lines (the checkout, the order pages) names its lines with it.
 */
export function orderLineName(i18n: I18n, line: { name: string; cutLengthFt: number | null }): string {
  if (line.cutLengthFt === null) return line.name
  const name = line.name.replace(ROLL_LENGTH_SUFFIX, '')
  const feet = line.cutLengthFt
  return i18n._(msg`${name} × ${feet} ft cut`)
}

/** Money, dates and numbers of orders in the reader's locale (dates in the device's time zone). */
export function useOrderFormats() {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(formatLocale(locale), { dateStyle: 'medium' })
    const dateTime = new Intl.DateTimeFormat(formatLocale(locale), {
      dateStyle: 'medium',
      timeStyle: 'short',
    })
    const percent = new Intl.NumberFormat(formatLocale(locale), {
      style: 'percent',
      maximumFractionDigits: 2,
    })
    return {
      money: (cents: number) => formatMoney(cents, locale),
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** Basis points (475) as a percentage (4.75 %). */
      rate: (basisPoints: number) => percent.format(basisPoints / 10_000),
    }
  }, [locale])
}
