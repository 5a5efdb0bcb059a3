import { Trans, useLingui } from '@lingui/react/macro'
import { MapPin } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import type { AcceptedQuote, DepositState } from '../../../domain/quotes/state.ts'
import { useFormats } from '../../app/use-formats.ts'
import { cn } from '../../ui/cn.ts'
import { Loader } from '../../ui/loader.tsx'
import { optionName } from '../estimates/quote-parts.tsx'
import { useAcceptedQuotes } from './accepted-quotes.ts'
import { DEPOSIT_STATE_LABELS } from './labels.ts'

/*
 * An independent installer's accepted quotes on their projects page: no installation is booked for
 * them (the supplier's teams get theirs on the calendar), so each quote is a job of their own, with
 * what the customer chose and the film to order for it. The order itself is the shop's: the page that
 * shows this section hands in its button (`orderFilm`).
 */

/** The deposit's state as a coloured label (the text says it; the colour only helps). */
const DEPOSIT_STYLES: Record<DepositState, string> = {
  none: 'bg-slate-200 text-slate-700',
  due: 'bg-amber-100 text-amber-900',
  deferred: 'bg-amber-100 text-amber-900',
  invoiced: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-800',
}

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold'

const CARD =
  'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:p-5'

function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1.5">
      <dt className="text-slate-500">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  )
}

function AcceptedQuoteCard({ quote, orderFilm }: { quote: AcceptedQuote; orderFilm: ReactNode }) {
  const { i18n } = useLingui()
  const { money } = useFormats()
  const heading = useId()
  const { deposit } = quote
  return (
    <li>
      <article aria-labelledby={heading} className={CARD}>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 id={heading} className="font-semibold break-words text-brand-800">
                {quote.customerName || quote.number}
              </h3>
              <span className={cn(BADGE, DEPOSIT_STYLES[deposit.state])}>
                {i18n._(DEPOSIT_STATE_LABELS[deposit.state])}
              </span>
            </div>
            {quote.address && (
              <p className="flex items-start gap-1.5 text-sm text-slate-600">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span className="break-words">{quote.address}</span>
              </p>
            )}
          </div>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <Detail term={<Trans>Quote</Trans>}>
              <span className="tabular-nums">{quote.number}</span>
            </Detail>
            <Detail term={<Trans>Accepted on</Trans>}>
              <time dateTime={quote.acceptedAt}>
                {i18n.date(new Date(quote.acceptedAt), { dateStyle: 'medium' })}
              </time>
            </Detail>
            <Detail term={<Trans>Option</Trans>}>
              {optionName(i18n, quote.option)} ·{' '}
              <span className="tabular-nums">{money(quote.option.totalCents)}</span>
            </Detail>
            {deposit.state !== 'none' && (
              <Detail term={<Trans>Deposit</Trans>}>
                <span className="tabular-nums">
                  <Trans>
                    {money(deposit.paidCents)} paid of {money(deposit.dueCents)}
                  </Trans>
                </span>
              </Detail>
            )}
          </dl>
        </div>
        <div className="shrink-0 sm:max-w-xs">{orderFilm}</div>
      </article>
    </li>
  )
}

/**
 * "Accepted quotes": each as a card with the film order `orderFilm` gives for it; the list as this
 * device last read it when the server cannot be reached.
 */
export function AcceptedQuotesSection({
  orderFilm,
}: {
  /** The film order of one quote; `label` names its button for a screen reader, the customer's name in it. */
  orderFilm: (quote: AcceptedQuote, label: string) => ReactNode
}) {
  const { i18n, t } = useLingui()
  const { stored, state } = useAcceptedQuotes()
  const heading = useId()
  return (
    <section className="flex flex-col gap-3" aria-labelledby={heading} aria-busy={state === 'reading'}>
      <div className="flex flex-col gap-1">
        <h2 id={heading} className="text-lg font-semibold text-slate-900">
          <Trans>Accepted quotes</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          <Trans>
            Quotes your customers accepted and signed. Order the film for each, cut to its windows, in one
            tap.
          </Trans>
        </p>
      </div>
      {stored === undefined || (stored === null && state === 'reading') ? (
        <Loader label={t`Opening your accepted quotes…`} />
      ) : stored === null ? (
        <p className="text-slate-600">
          <Trans>Your accepted quotes are not on this device yet. Connect to the internet to see them.</Trans>
        </p>
      ) : stored.quotes.length === 0 ? (
        <p className="text-slate-600">
          <Trans>
            No accepted quotes yet. When a customer accepts and signs one of your quotes, it shows here with
            its film to order.
          </Trans>
        </p>
      ) : (
        <>
          {state === 'offline' && (
            <p className="text-sm text-slate-600">
              <Trans>
                Offline: as of{' '}
                {i18n.date(new Date(stored.readAt), { dateStyle: 'medium', timeStyle: 'short' })}
              </Trans>
            </p>
          )}
          <ul className="flex flex-col gap-3">
            {stored.quotes.map((quote) => (
              <AcceptedQuoteCard
                key={quote.id}
                quote={quote}
                orderFilm={orderFilm(quote, t`Order pre-cut film for ${quote.customerName || quote.number}`)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
