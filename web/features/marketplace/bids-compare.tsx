import { Trans, useLingui } from '@lingui/react/macro'
import { BadgeCheck, EyeOff, FileText, Mail, MessageSquare, PenLine, Phone, Star, X } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { dayOf, isExpired, type BidDocument, type BidQuote } from '../../../domain/marketplace/bid.ts'
import { isBiddable, type JobDocument } from '../../../domain/marketplace/job.ts'
import { formatMoney } from '../../../domain/money/money.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { optionName } from '../estimates/quote-parts.tsx'
import { acceptBid } from './api/commands.ts'
import { ConfirmAction } from './confirm-action.tsx'
import { BidStatusBadge } from './job-status-badge.tsx'
import { formatLocale } from '../../../domain/i18n/locales.ts'

/** The installer as the homeowner weighs them: company, certified badge, rating. */
function Bidder({ bid }: { bid: BidDocument }) {
  const { t, i18n } = useLingui()
  const name = bid.installer.company || bid.installer.name
  const rating = bid.installer.rating
  return (
    <div className="flex flex-col gap-1">
      <span className="font-semibold text-slate-900">{name}</span>
      <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        {bid.installer.certified && (
          <span className="inline-flex items-center gap-1 font-semibold text-emerald-700">
            <BadgeCheck className="size-4" aria-hidden />
            <Trans>Supplier certified</Trans>
          </span>
        )}
        {rating === null ? (
          <Trans>No reviews yet</Trans>
        ) : (
          <span className="inline-flex items-center gap-1" aria-label={t`${rating} out of 5 stars`}>
            <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
            {new Intl.NumberFormat(formatLocale(i18n.locale), { maximumFractionDigits: 1 }).format(rating)} (
            {bid.installer.reviewCount})
          </span>
        )}
      </span>
    </div>
  )
}

/**
 * Where the poster reads a bid's quote and hires by accepting it: the route composes it from the
 * quotes feature (its document and acceptance form), since a feature imports no other.
 */
export type BidQuoteSlot = (props: {
  job: JobDocument
  bid: BidDocument & { quote: BidQuote }
  onClose: () => void
}) => ReactNode

/** "Itemized quote Q-… v1 · 3 options from $1,200": on the poster's comparison and the installer's own bid. */
export function QuoteSummary({ quote }: { quote: BidQuote }) {
  const { i18n } = useLingui()
  const count = quote.options.length
  const from = formatMoney(Math.min(...quote.options.map((option) => option.totalCents)), i18n.locale)
  const number = quote.number
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
      <p className="flex items-center gap-2 font-semibold">
        <FileText className="size-4 shrink-0" aria-hidden />
        {count === 1 ? (
          <Trans>
            Itemized quote {number} · 1 option, {from}
          </Trans>
        ) : (
          <Trans>
            Itemized quote {number} · {count} options from {from}
          </Trans>
        )}
      </p>
      <p className="text-xs text-slate-600">
        {quote.options
          .map((option) => `${optionName(i18n, option)} ${formatMoney(option.totalCents, i18n.locale)}`)
          .join(' · ')}
      </p>
    </div>
  )
}

/**
 * The bids on a job side by side (cheapest first), with what tells them apart: price, start, validity,
 * the installer's standing and message. While the job is open the poster hires one; once hired, the
 * chosen bid shows the installer's phone and email.
 */
export function BidsCompare({
  job,
  bids,
  onMessage,
  quoteSlot,
}: {
  job: JobDocument
  bids: readonly BidDocument[]
  onMessage: (installerId: string) => void
  /** Opens a bid's quote to accept it; without it, a bid with a quote cannot be hired here. */
  quoteSlot?: BidQuoteSlot
}) {
  const { t, i18n } = useLingui()
  const [reading, setReading] = useState<string | null>(null)
  const date = new Intl.DateTimeFormat(formatLocale(i18n.locale), { dateStyle: 'medium' })
  const day = (value: string) => date.format(new Date(`${value}T12:00:00`))
  const today = dayOf(new Date())
  const shown = bids.filter((bid) => bid.status !== 'withdrawn')
  if (shown.length === 0) {
    return (
      <p className="text-slate-600">
        <Trans>
          No bids yet. Installers near you are told about your project; bids usually arrive within a day or
          two.
        </Trans>
      </p>
    )
  }
  const open = shown.find((bid) => bid.id === reading)
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {shown.map((bid) => {
          const name = bid.installer.company || bid.installer.name
          const expired = isExpired(bid, today)
          return (
            <li
              key={bid.id}
              className={cn(
                'flex flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm',
                bid.status === 'accepted' ? 'border-emerald-400 ring-2 ring-emerald-200' : 'border-slate-200',
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <Bidder bid={bid} />
                {expired ? (
                  <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                    <Trans>Expired</Trans>
                  </span>
                ) : (
                  <BidStatusBadge status={bid.status} />
                )}
              </div>
              <p className="text-3xl font-bold text-slate-900 tabular-nums">
                {formatMoney(bid.priceCents, i18n.locale)}
              </p>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-slate-500">
                    <Trans>Can start</Trans>
                  </dt>
                  <dd className="font-medium text-slate-900">{day(bid.startDate)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">
                    <Trans>Valid until</Trans>
                  </dt>
                  <dd className="font-medium text-slate-900">{day(bid.validUntil)}</dd>
                </div>
              </dl>
              {bid.quote && <QuoteSummary quote={bid.quote} />}
              {bid.message && <p className="whitespace-pre-line text-sm text-slate-700">{bid.message}</p>}
              {bid.masked && (
                <p className="flex items-center gap-1 text-xs text-slate-500 italic">
                  <EyeOff className="size-3.5" aria-hidden />
                  <Trans>Contact details were hidden until you hire.</Trans>
                </p>
              )}
              {bid.contact && (
                <div className="flex flex-col gap-1 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
                  {bid.contact.phone && (
                    <a href={`tel:${bid.contact.phone}`} className="flex items-center gap-2 underline">
                      <Phone className="size-4" aria-hidden />
                      {bid.contact.phone}
                    </a>
                  )}
                  <a
                    href={`mailto:${bid.contact.email}`}
                    className="flex items-center gap-2 break-all underline"
                  >
                    <Mail className="size-4" aria-hidden />
                    {bid.contact.email}
                  </a>
                </div>
              )}
              <div className="mt-auto flex flex-wrap gap-2">
                {isBiddable(job.status) && bid.status === 'active' && !expired && bid.quote && quoteSlot && (
                  <Button
                    aria-expanded={reading === bid.id}
                    onClick={() => {
                      setReading(reading === bid.id ? null : bid.id)
                      requestAnimationFrame(() =>
                        document.getElementById('bid-quote')?.scrollIntoView({ behavior: 'smooth' }),
                      )
                    }}
                  >
                    <PenLine className="size-4" aria-hidden />
                    <Trans>Read the quote and hire {name}</Trans>
                  </Button>
                )}
                {isBiddable(job.status) && bid.status === 'active' && !expired && !bid.quote && (
                  <ConfirmAction
                    label={<Trans>Hire {name}</Trans>}
                    title={t`Hire ${name}?`}
                    description={t`The other installers are told that the job went to someone else. ${name} gets your address and phone number.`}
                    confirmLabel={t`Hire`}
                    success={t`You hired ${name}`}
                    run={() => acceptBid(job.id, bid.id)}
                  />
                )}
                <Button variant="outline" onClick={() => onMessage(bid.installerId)}>
                  <MessageSquare className="size-4" aria-hidden />
                  <Trans>Messages</Trans>
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
      {open?.quote && quoteSlot && isBiddable(job.status) && (
        <div id="bid-quote" className="flex flex-col gap-3">
          <div className="flex justify-end">
            <Button variant="outline" size="sm" onClick={() => setReading(null)}>
              <X className="size-4" aria-hidden />
              <Trans>Close the quote</Trans>
            </Button>
          </div>
          {quoteSlot({ job, bid: { ...open, quote: open.quote }, onClose: () => setReading(null) })}
        </div>
      )}
    </>
  )
}
