import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { EstimateWindow } from '../../../domain/estimates/estimate.ts'
import { formatLength } from '../../../domain/estimator/measure.ts'
import type { OptionId } from '../../../domain/quotes/quote.ts'
import { cn } from '../../ui/cn.ts'
import { useFormats } from '../../app/use-formats.ts'
import { formatLocale } from '../../../domain/i18n/locales.ts'

/** An option's usual name, which the installer may replace with their own. */
export const OPTION_LABELS: Record<OptionId, MessageDescriptor> = {
  good: msg`Good`,
  better: msg`Better`,
  best: msg`Best`,
}

/** An option's name: the installer's words, else its usual one (in the reader's language). */
export const optionName = (i18n: I18n, option: { id?: OptionId; label: string }) =>
  option.label || (option.id ? i18n._(OPTION_LABELS[option.id]) : '')

/*
 * The parts every customer's copy is made of, whether the estimate's printable quote or a numbered
 * quote version (web/features/quotes): the windows with their prices, the figures under them, and
 * the terms. One wording of each, so the two never tell the customer different things.
 */

/** One window as the customer reads it: no cut data. */
export interface WindowPriceLine {
  id: string
  label: string
  width: number
  height: number
  unit: EstimateWindow['unit']
  quantity: number
  areaSqFt: number
  filmName: string
  priceCents: number
}

/**
 * The windows and their prices. `layout="auto"`: a phone reads each window as a few lines, a wider
 * screen or paper as a table; `"list"` keeps the lines everywhere (an option's column beside others).
 */
export function WindowPriceList({
  lines,
  layout = 'auto',
}: {
  lines: readonly WindowPriceLine[]
  layout?: 'auto' | 'list'
}) {
  const { i18n, t } = useLingui()
  const { number, money } = useFormats()
  const size = (line: WindowPriceLine) =>
    `${formatLength(line.width, line.unit, i18n.locale)} × ${formatLength(line.height, line.unit, i18n.locale)}`
  return (
    <>
      <ul
        className={cn(
          'flex flex-col divide-y divide-slate-100 border-y border-slate-200',
          layout === 'auto' && 'sm:hidden print:hidden',
        )}
      >
        {lines.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-4 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{line.label}</p>
              <p className="text-slate-600">
                {size(line)} · {t`Qty ${line.quantity}`} · {t`${number(line.areaSqFt)} sq ft`}
              </p>
              <p className="text-slate-600">{line.filmName}</p>
            </div>
            <p className="font-semibold whitespace-nowrap tabular-nums text-slate-900">
              {money(line.priceCents)}
            </p>
          </li>
        ))}
      </ul>
      {layout === 'auto' && (
        <table className="hidden w-full text-left text-sm sm:table print:table">
          <caption className="sr-only">{t`Windows in this quote`}</caption>
          <thead className="border-b border-slate-300 text-xs text-slate-500 uppercase">
            <tr>
              <th className="py-2 pr-3">{t`Window`}</th>
              <th className="py-2 pr-3">{t`Size`}</th>
              <th className="py-2 pr-3 text-right">{t`Qty`}</th>
              <th className="py-2 pr-3">{t`Film`}</th>
              <th className="py-2 pr-3 text-right">{t`Area`}</th>
              <th className="py-2 text-right">{t`Price`}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} className="border-b border-slate-100">
                <td className="py-2 pr-3 font-medium break-words text-slate-900">{line.label}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{size(line)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                <td className="py-2 pr-3">{line.filmName}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                  {t`${number(line.areaSqFt)} sq ft`}
                </td>
                <td className="py-2 text-right whitespace-nowrap tabular-nums">{money(line.priceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}

export interface Figure {
  label: string
  value: string
  /** The total: set off by a rule, in bold. */
  total?: boolean
}

/** The figures under the windows, label and amount on a line each. */
export function Figures({
  figures,
  className,
  children,
}: {
  figures: readonly Figure[]
  className?: string
  /** A note under the figures. */
  children?: ReactNode
}) {
  return (
    <dl className={cn('grid gap-1.5 text-sm', className)}>
      {figures.map(({ label, value, total }) => (
        <div
          key={label}
          className={cn(
            'flex justify-between gap-4',
            total && 'mt-1 border-t border-slate-300 pt-2 text-base font-bold',
          )}
        >
          <dt className={total ? undefined : 'text-slate-600'}>{label}</dt>
          <dd className="text-right tabular-nums">{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  )
}

/** "Sales tax on the film, 8.9 %, Atlanta (Fulton County)": the rate in basis points, and the local place if any. */
export function useTaxLabel() {
  const { t } = useLingui()
  const { taxRate } = useFormats()
  return (tax: { rateBp: number; place: string | null } | null) => {
    if (!tax) return t`Sales tax`
    const rate = taxRate(tax.rateBp)
    const place = tax.place
    return place ? t`Sales tax on the film, ${rate} %, ${place}` : t`Sales tax on the film, ${rate} %`
  }
}

/** A calendar day (YYYY-MM-DD) in words: the same day wherever the reader is. */
export const formatDay = (locale: string, day: string) =>
  new Intl.DateTimeFormat(formatLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )

/** What a film option promises and warns about. */
export interface OptionTerms {
  /** A quote version's option; the estimate's own quote has none. */
  id?: OptionId
  label: string
  warrantyYears?: number
  /** The windows whose glass the film puts at risk (domain/estimator/safety.ts). */
  glassSafetyWindows: readonly string[]
}

/**
 * The terms: how long the prices hold, re-measuring, the cure, how defects are judged, the warranty,
 * and the glass-safety notice naming exactly the windows concerned. Given several options (none
 * chosen yet), each option's warranty is left to its column and a notice that differs by option
 * names its option.
 */
export function QuoteTerms({
  lastDay,
  cureDays,
  options,
}: {
  /** The last day the prices hold, YYYY-MM-DD. */
  lastDay: string
  cureDays: number
  options: readonly OptionTerms[]
}) {
  const { i18n, t } = useLingui()
  // Named as the message's placeholder has always been named, so its translations stay.
  const validUntil = formatDay(i18n.locale, lastDay)
  const [only] = options
  const years = options.length === 1 ? only?.warrantyYears : undefined
  // One notice per distinct list of windows, naming the options only when they differ.
  const notices = [...new Set(options.map((option) => option.glassSafetyWindows.join(', ')))]
    .filter((list) => list !== '')
    .map((warnedList) => {
      const those = options.filter((option) => option.glassSafetyWindows.join(', ') === warnedList)
      return {
        warnedList,
        prefix:
          those.length === options.length
            ? ''
            : t`${those.map((option) => optionName(i18n, option)).join(', ')}: `,
      }
    })
  return (
    <section className="mt-8 break-inside-avoid text-sm text-slate-700">
      <h3 className="mb-2 text-base font-semibold text-slate-900">
        <Trans>Terms</Trans>
      </h3>
      <ul className="flex list-disc flex-col gap-1.5 pl-5">
        <li>
          <Trans>
            These prices hold until {validUntil}. They include the film, its installation and cleanup.
          </Trans>
        </li>
        <li>
          <Trans>
            Sizes are measured again on site before any film is cut; a window that differs is priced at the
            same rates.
          </Trans>
        </li>
        <li>
          <Trans>
            The film cures in up to {cureDays} days: a light haze or small water pockets are normal meanwhile
            and clear on their own. Please do not clean the filmed glass during that time.
          </Trans>
        </li>
        <li>
          <Trans>
            The film is judged as glass is: from inside the room, about 3 ft (1 m) away, in daylight and not
            at an angle. A speck that cannot be seen that way is normal, not a defect.
          </Trans>
        </li>
        {years !== undefined ? (
          <li>
            <Trans>The film carries a {years}-year warranty.</Trans>
          </li>
        ) : (
          options.some((option) => option.warrantyYears !== undefined) && (
            <li>
              <Trans>The film’s warranty is the one shown with the option chosen.</Trans>
            </li>
          )
        )}
        {notices.map(({ warnedList, prefix }) => (
          <li key={warnedList}>
            {prefix}
            <Trans>
              Glass-safety notice for {warnedList}: film adds heat and stress to these panes. The installer
              chose the film with the glass maker’s and film maker’s charts; breakage or seal failure of this
              glass is not covered by the installation.
            </Trans>
          </li>
        ))}
      </ul>
    </section>
  )
}
