import { Trans, useLingui } from '@lingui/react/macro'
import { optionName } from '../estimates/quote-parts.tsx'
import { CheckCircle2 } from 'lucide-react'
import { quoteNumber, type QuoteOption, type QuoteSnapshot } from '../../../domain/quotes/quote.ts'
import { cn } from '../../ui/cn.ts'
import { useFormats } from '../../app/use-formats.ts'
import { FILM_TYPE_LABELS } from '../estimates/labels.ts'
import {
  Figures,
  formatDay,
  QuoteTerms,
  useTaxLabel,
  WindowPriceList,
  type Figure,
} from '../estimates/quote-parts.tsx'
import { customLineLabel } from './labels.ts'
import { formatLocale } from '../../../domain/i18n/locales.ts'

/**
 * How wide a quote's page is: three options side by side need more room. What goes with the quote
 * (the answer form, the thank-you, the job once installed) takes the same width, so the page reads as
 * one column.
 */
export const quoteWidth = (optionsShown: number) => (optionsShown > 2 ? 'max-w-6xl' : 'max-w-4xl')

/** The card a quote, and each form that answers it, is drawn on: the quote's width. */
export const quoteCard = (optionsShown: number) =>
  cn(
    'mx-auto w-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8',
    quoteWidth(optionsShown),
  )

/**
 * A quote version as the customer reads it — on their page, on the installer's device when they sign
 * there, and as the builder's preview: who it is for, its number and validity, the options side by
 * side on a wide screen and one after the other on a phone, each priced window by window down to its
 * total and deposit, and the terms of the chosen option (of each, before one is chosen).
 */
export function QuoteDocument({
  snapshot,
  chosen,
  onlyChosen = false,
  titleAs: Title = 'h2',
  className,
}: {
  snapshot: QuoteSnapshot
  /** The option chosen (or being chosen): marked, and the only one the terms speak of. */
  chosen?: string | null
  /** Once accepted, the signed copy shows the option accepted and leaves the others out. */
  onlyChosen?: boolean
  titleAs?: 'h1' | 'h2'
  className?: string
}) {
  const { i18n, t } = useLingui()
  const created = new Intl.DateTimeFormat(formatLocale(i18n.locale), { dateStyle: 'long' }).format(
    new Date(snapshot.createdAt),
  )
  const chosenOption = snapshot.options.find((option) => option.id === chosen)
  const shown = onlyChosen && chosenOption ? [chosenOption] : snapshot.options
  return (
    <article className={cn(quoteCard(shown.length), className)}>
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-slate-200 pb-6">
        <div className="grid gap-1 text-sm">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <Trans>Prepared for</Trans>
          </p>
          <p className="text-base font-semibold text-slate-900">{snapshot.customer.name}</p>
          {snapshot.address && <p className="text-slate-700">{snapshot.address}</p>}
        </div>
        <div className="text-sm text-slate-700 sm:text-right">
          <Title className="text-2xl font-bold text-slate-900">{t`Quote ${quoteNumber(snapshot)}`}</Title>
          <p>{created}</p>
          <p>
            <Trans>Valid until {formatDay(i18n.locale, snapshot.validUntil)}</Trans>
          </p>
        </div>
      </header>

      <div
        className={cn(
          'mt-6 grid items-start gap-6',
          shown.length === 2 && 'md:grid-cols-2',
          shown.length === 3 && 'md:grid-cols-2 lg:grid-cols-3',
        )}
      >
        {shown.map((option) => (
          <OptionColumn
            key={option.id}
            option={option}
            snapshot={snapshot}
            chosen={option.id === chosen}
            alone={shown.length === 1}
          />
        ))}
      </div>

      <QuoteTerms
        lastDay={snapshot.validUntil}
        cureDays={snapshot.cureDays}
        options={chosenOption ? [chosenOption] : snapshot.options}
      />
    </article>
  )
}

function OptionColumn({
  option,
  snapshot,
  chosen,
  alone,
}: {
  option: QuoteOption
  snapshot: QuoteSnapshot
  chosen: boolean
  /** The quote's only option: no frame of its own. */
  alone: boolean
}) {
  const { i18n, t } = useLingui()
  const { money, percent } = useFormats()
  const taxLabel = useTaxLabel()
  const { deposit } = snapshot
  const figures: Figure[] = [
    // The windows' sum is worth its own line only when something comes between it and the total before tax.
    ...(option.windowsCents !== option.subtotalCents
      ? [{ label: t`Windows`, value: money(option.windowsCents) }]
      : []),
    ...(option.volumeDiscountCents > 0
      ? [{ label: t`Volume discount`, value: `−${money(option.volumeDiscountCents)}` }]
      : []),
    ...(option.minimumChargeCents > 0
      ? [{ label: t`Minimum job charge`, value: money(option.minimumChargeCents) }]
      : []),
    ...snapshot.customLines.map((line) => {
      const label = customLineLabel(i18n, line)
      const unit = money(line.unitCents)
      return {
        label: line.quantity === 1 ? label : t`${label} (${line.quantity} × ${unit})`,
        value: money(line.cents),
      }
    }),
    ...(option.discountCents > 0
      ? [
          {
            label: t`Discount (${percent(snapshot.discountPercent)})`,
            value: `−${money(option.discountCents)}`,
          },
        ]
      : []),
    { label: t`Total before tax`, value: money(option.subtotalCents) },
    {
      label: taxLabel(snapshot.taxKnown ? { rateBp: option.taxRateBp, place: option.taxPlace } : null),
      value: snapshot.taxKnown ? money(option.taxCents) : t`Not included`,
    },
    { label: t`Total`, value: money(option.totalCents), total: true },
  ]
  const depositLabel =
    deposit.kind === 'percent'
      ? t`Deposit on acceptance (${percent(deposit.percent)})`
      : t`Deposit on acceptance`
  return (
    <section
      aria-labelledby={`option-${option.id}`}
      className={cn(
        'flex min-w-0 flex-col gap-4',
        !alone && 'rounded-xl border p-4',
        !alone && (chosen ? 'border-accent-500 ring-2 ring-accent-500' : 'border-slate-200'),
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`option-${option.id}`} className="text-lg font-semibold break-words text-slate-900">
            {optionName(i18n, option)}
          </h3>
          <p className="text-sm text-slate-600">
            {option.filmType ? (
              <Trans>{i18n._(FILM_TYPE_LABELS[option.filmType])} film on every window</Trans>
            ) : (
              <Trans>The film chosen for each window</Trans>
            )}
          </p>
        </div>
        {chosen && !alone && (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
            <CheckCircle2 className="size-3.5" aria-hidden />
            <Trans>Chosen</Trans>
          </span>
        )}
      </div>
      <WindowPriceList
        layout={alone ? 'auto' : 'list'}
        lines={option.windows.map((line) => ({ ...line, id: line.windowId }))}
      />
      <Figures figures={figures}>
        {option.depositCents > 0 && (
          <div className="flex justify-between gap-4 rounded-md bg-slate-50 px-2 py-1.5 font-semibold">
            <dt>{depositLabel}</dt>
            <dd className="text-right tabular-nums">{money(option.depositCents)}</dd>
          </div>
        )}
        {!snapshot.taxKnown && (
          <p className="text-xs text-slate-500">
            <Trans>No sales tax is added: the address has no state and ZIP.</Trans>
          </p>
        )}
      </Figures>
      <p className="text-sm text-slate-600">
        <Trans>{option.warrantyYears}-year film warranty</Trans>
      </p>
    </section>
  )
}
