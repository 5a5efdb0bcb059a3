import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Clock, MapPin } from 'lucide-react'
import { SyncedRecordState } from '../../app/sync/record-state-line.tsx'
import type { BidDocument } from '../../../domain/marketplace/bid.ts'
import type { JobDocument } from '../../../domain/marketplace/job.ts'
import type { PendingRequest } from './api/commands.ts'
import { useBidFormats } from './bid-form.tsx'
import type { BoardEntry } from './board-filters.ts'
import { BidStatusBadge, JobStatusBadge } from './job-status-badge.tsx'
import { JOB_BUDGET_LABELS, JOB_FILM_LABELS } from './labels.ts'

const CARD =
  'group relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-accent-400 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent-500'
/** The title's link covers the whole card. */
const CARD_LINK = 'after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none'
const CHIP =
  'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap'

/** "Atlanta, GA · 12 mi away" */
function Place({ job, distanceMi }: { job: JobDocument; distanceMi: number | null }) {
  const distance = distanceMi === null ? null : Math.round(distanceMi)
  return (
    <p className="flex items-start gap-1.5 text-sm text-slate-600">
      <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
      <span>
        {job.city}, {job.state}
        {distance !== null && (
          <>
            {' · '}
            <Trans>{distance} mi away</Trans>
          </>
        )}
      </span>
    </p>
  )
}

/** A card's title, linking to the job, beside its status. */
function CardHeading({ job, to }: { job: JobDocument; to: '/job-board/$id' | '/my-projects/$id' }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <h3 className="min-w-0 text-base leading-snug font-semibold break-words text-slate-900">
        <Link to={to} params={{ id: job.id }} className={CARD_LINK}>
          {job.title}
        </Link>
      </h3>
      <JobStatusBadge status={job.status} />
    </div>
  )
}

export function JobCard({ entry, ownBid }: { entry: BoardEntry; ownBid: boolean }) {
  const { i18n } = useLingui()
  const { date } = useBidFormats()
  const { job, distanceMi } = entry
  const bids = job.bidCount
  return (
    <li className={CARD}>
      <CardHeading job={job} to="/job-board/$id" />
      <Place job={job} distanceMi={distanceMi} />
      <p className="line-clamp-2 text-sm text-slate-700">{job.description}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <div className="flex min-w-0 flex-col">
          <dt className="text-xs text-slate-500">
            <Trans>Budget</Trans>
          </dt>
          <dd className="font-semibold text-slate-900">{i18n._(JOB_BUDGET_LABELS[job.budget])}</dd>
        </div>
        <div className="flex min-w-0 flex-col">
          <dt className="text-xs text-slate-500">
            <Trans>Film</Trans>
          </dt>
          <dd className="font-semibold break-words text-slate-900">
            {i18n._(JOB_FILM_LABELS[job.filmType])}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-slate-100 pt-3 text-xs text-slate-600">
        <span>
          <Trans>
            Posted <time dateTime={job.postedAt}>{date(job.postedAt)}</time>
          </Trans>
        </span>
        <span className="flex items-center gap-2">
          {ownBid && (
            <span className={`${CHIP} bg-brand-100 text-brand-800`}>
              <Trans>You bid</Trans>
            </span>
          )}
          <span className="font-medium text-slate-700">
            <Plural value={bids} _0="No bids yet" one="# bid" other="# bids" />
          </span>
        </span>
      </div>
    </li>
  )
}

/** A bid whose request waits in the outbox, or was refused: what the board shows instead of a status. */
function QueuedBadge({ failed }: { failed: boolean }) {
  return failed ? (
    <span className={`${CHIP} bg-red-100 text-red-800`}>
      <Trans>Not sent</Trans>
    </span>
  ) : (
    <span className={`${CHIP} gap-1 bg-amber-100 text-amber-900`}>
      <Clock className="size-3" aria-hidden />
      <Trans>Waiting to send</Trans>
    </span>
  )
}

export interface BidRow {
  job: JobDocument
  distanceMi: number | null
  bid: BidDocument | null
  expired: boolean
  queued: PendingRequest | null
}

export function BidCard({ row }: { row: BidRow }) {
  const { money, day } = useBidFormats()
  const { job, bid, queued } = row
  const priceCents = queued?.summary.priceCents ?? bid?.priceCents
  return (
    <li className={CARD}>
      <CardHeading job={job} to="/job-board/$id" />
      <Place job={job} distanceMi={row.distanceMi} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <span className="flex flex-col">
          <span className="text-xs text-slate-500">
            <Trans>Your bid</Trans>
          </span>
          <span className="text-lg font-bold text-slate-900 tabular-nums">
            {priceCents === undefined ? '—' : money(priceCents)}
          </span>
        </span>
        <span className="flex flex-col items-end gap-1">
          {queued ? (
            <QueuedBadge failed={queued.row.state === 'failed'} />
          ) : row.expired ? (
            <span className={`${CHIP} bg-amber-100 text-amber-900`}>
              <Trans>Expired</Trans>
            </span>
          ) : (
            bid && <BidStatusBadge status={bid.status} />
          )}
          {bid && !queued && <SyncedRecordState collection="bids" doc={bid} className="text-xs" />}
          {bid && bid.status === 'active' && !queued && (
            <span className="text-xs text-slate-600">
              <Trans>
                Valid until <time dateTime={bid.validUntil}>{day(bid.validUntil)}</time>
              </Trans>
            </span>
          )}
        </span>
      </div>
    </li>
  )
}

export function HiredCard({ job }: { job: JobDocument }) {
  const { day } = useBidFormats()
  return (
    <li className={CARD}>
      <CardHeading job={job} to="/my-projects/$id" />
      <Place job={job} distanceMi={null} />
      {job.scheduledFor && (
        <p className="text-sm text-slate-700">
          <Trans>
            Scheduled for <time dateTime={job.scheduledFor}>{day(job.scheduledFor)}</time>
          </Trans>
        </p>
      )}
    </li>
  )
}
