import { formatLocale } from '../../../domain/i18n/locales.ts'

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', Number.POSITIVE_INFINITY],
]

/** "2 minutes ago", "now", "yesterday" in the given locale. */
export function formatRelativeTime(iso: string, now: Date, locale: string): string {
  let amount = Math.round((new Date(iso).getTime() - now.getTime()) / 1000)
  const format = new Intl.RelativeTimeFormat(formatLocale(locale), { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(amount) < size)
      return format.format(unit === 'second' && Math.abs(amount) < 10 ? 0 : amount, unit)
    amount = Math.round(amount / size)
  }
  return format.format(amount, 'day')
}
