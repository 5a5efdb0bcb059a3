import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'
import { BriefcaseBusiness, ChevronDown, Clock, Hammer, MapPin, SlidersHorizontal } from 'lucide-react'
import { useId, useMemo, useState, type ReactNode } from 'react'
import { dayOf, type BidDocument } from '../../../domain/marketplace/bid.ts'
import {
  JOB_BUDGET_KEYS,
  JOB_BUDGETS,
  JOB_FILM_TYPES,
  type JobBudget,
  type JobDocument,
  type JobFilmType,
} from '../../../domain/marketplace/job.ts'
import { formatMoney } from '../../../domain/money/money.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { SelectField } from '../../ui/choice-fields.tsx'
import { Loader } from '../../ui/loader.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useSyncStatus } from '../../app/sync/sync-provider.tsx'
import { usePendingRequests, type PendingRequest } from './api/commands.ts'
import { useBoardOrigin } from './api/installer-settings.ts'
import { useBids, useJobs } from './api/queries.ts'
import { useBidFormats } from './bid-form.tsx'
import {
  awaitsDocument,
  BOARD_SORTS,
  BoardSearchSchema,
  boardJobs,
  DISTANCE_LIMITS,
  isFiltered,
  jobDistance,
  jobsBidOn,
  jobsHiredFor,
  POSTED_WITHIN_DAYS,
  type BidEntry,
  type BoardEntry,
  type BoardOrigin,
  type DistanceLimit,
  type PostedWithin,
  type BoardSearch,
  type BoardSort,
} from './board-filters.ts'
import { BidStatusBadge, JobStatusBadge } from './job-status-badge.tsx'
import { JOB_BUDGET_LABELS, JOB_FILM_LABELS } from './labels.ts'
import { isInstaller } from '../../../domain/marketplace/roles.ts'
import { PublicProfileCard } from './public-profile-card.tsx'
import { ServiceArea } from './service-area.tsx'

const route = getRouteApi('/_installer/job-board/')

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

function JobCard({ entry, ownBid }: { entry: BoardEntry; ownBid: boolean }) {
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

interface BidRow {
  job: JobDocument
  distanceMi: number | null
  bid: BidDocument | null
  expired: boolean
  queued: PendingRequest | null
}

function BidCard({ row }: { row: BidRow }) {
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

function HiredCard({ job }: { job: JobDocument }) {
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

function Section({
  title,
  count,
  icon,
  children,
  action,
}: {
  title: string
  count?: ReactNode
  icon: ReactNode
  children: ReactNode
  action?: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-slate-900">
            {icon}
            {title}
          </h2>
          {count && (
            <p className="text-sm text-slate-600" aria-live="polite">
              {count}
            </p>
          )}
        </div>
        {action}
      </div>
      {children}
    </section>
  )
}

/** The filters, labelled selects; folded away on phones until asked for (or while one is in use). */
function BoardFilters({
  search,
  origin,
  update,
  clear,
}: {
  search: BoardSearch
  origin: BoardOrigin | null
  update: (patch: Partial<BoardSearch>) => void
  clear: () => void
}) {
  const { t, i18n } = useLingui()
  const filtered = isFiltered(search)
  const [open, setOpen] = useState(filtered)
  const controlsId = useId()

  const distanceOptions: { value: DistanceLimit | 'radius' | 'any'; label: string }[] = [
    {
      value: 'radius',
      label: origin ? t`Within my service radius (${origin.radiusMi} mi)` : t`Within my service radius`,
    },
    ...DISTANCE_LIMITS.map((miles) => ({ value: miles, label: t`Within ${miles} mi` })),
    { value: 'any', label: t`Any distance` },
  ]
  const filmOptions: { value: JobFilmType | 'any'; label: string }[] = [
    { value: 'any', label: t`All films` },
    ...JOB_FILM_TYPES.map((film) => ({ value: film, label: i18n._(JOB_FILM_LABELS[film]) })),
  ]
  // A minimum of "under $500" is no minimum: the lowest range starts at $0.
  const budgetOptions: { value: JobBudget | 'any'; label: string }[] = [
    { value: 'any', label: t`Any budget` },
    ...JOB_BUDGET_KEYS.filter((key) => JOB_BUDGETS[key][0] > 0).map((key) => {
      const amount = formatMoney(JOB_BUDGETS[key][0] * 100, i18n.locale, { whole: true })
      return { value: key, label: t`${amount} or more` }
    }),
  ]
  const postedOptions: { value: PostedWithin | 'any'; label: string }[] = [
    { value: 'any', label: t`Any time` },
    ...POSTED_WITHIN_DAYS.map((days) => ({
      value: days,
      label: days === 1 ? t`Last 24 hours` : t`Last ${days} days`,
    })),
  ]

  return (
    <section aria-labelledby="board-filters" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="board-filters" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <SlidersHorizontal className="size-4" aria-hidden />
          <Trans>Filters</Trans>
        </h2>
        <Button
          variant="outline"
          size="sm"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls={controlsId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? <Trans>Hide filters</Trans> : <Trans>Show filters</Trans>}
          <ChevronDown className={cn('transition', open && 'rotate-180')} aria-hidden />
        </Button>
      </div>
      <div id={controlsId} className={cn('flex-col gap-4', open ? 'flex' : 'hidden lg:flex')}>
        <div className="grid grid-cols-1 gap-4 min-[28rem]:grid-cols-2 lg:grid-cols-1">
          <SelectField
            label={t`Distance`}
            value={search.distance ?? 'radius'}
            options={distanceOptions}
            onChange={(value) => update({ distance: value === 'radius' ? undefined : value })}
          />
          <SelectField
            label={t`Film type`}
            value={search.film ?? 'any'}
            options={filmOptions}
            onChange={(value) => update({ film: value === 'any' ? undefined : value })}
          />
          <SelectField
            label={t`Minimum budget`}
            value={search.budget ?? 'any'}
            options={budgetOptions}
            onChange={(value) => update({ budget: value === 'any' ? undefined : value })}
          />
          <SelectField
            label={t`Posted`}
            value={search.posted ?? 'any'}
            options={postedOptions}
            onChange={(value) => update({ posted: value === 'any' ? undefined : value })}
          />
        </div>
        {!origin && (
          <p className="text-xs text-slate-600">
            <Trans>Distances and the distance filter need your service area.</Trans>
          </p>
        )}
      </div>
      {filtered && (
        <Button variant="outline" onClick={clear}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </section>
  )
}

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3'

/** /job-board: open projects near the installer, filtered and sorted on the device (offline too). */
export function JobBoardPage() {
  const { t } = useLingui()
  const { user } = useAuth()
  const raw = route.useSearch()
  const search = useMemo(() => BoardSearchSchema.parse(raw), [raw])
  const navigate = route.useNavigate()
  const synced = useJobs()
  const status = useSyncStatus()
  // An empty device that has not finished its first sync is still loading, not without jobs.
  const jobs = synced?.length === 0 && !status?.lastSyncedAt && navigator.onLine ? null : synced
  const bids = useBids()
  const pendingBids = usePendingRequests('bid')
  const userId = user?.id ?? ''
  const origin = useBoardOrigin(userId)

  const update = (patch: Partial<BoardSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true, resetScroll: false })
  const clear = () => void navigate({ search: { sort: search.sort }, replace: true, resetScroll: false })

  const shown = useMemo(
    () => (jobs ? boardJobs(jobs, search, { origin, now: new Date() }) : null),
    [jobs, search, origin],
  )
  const bidRows = useMemo((): BidRow[] => {
    if (!jobs) return []
    const today = dayOf(new Date())
    const mine = bids ?? []
    const entries: BidEntry[] = jobsBidOn(jobs, mine, userId, today)
    const queuedByJob = new Map<string, PendingRequest>()
    for (const request of pendingBids ?? [])
      if (awaitsDocument(request.row, mine)) queuedByJob.set(request.summary.jobId, request)
    const distance = (job: JobDocument) => jobDistance(job, origin)
    const rows: BidRow[] = entries.map(({ job, bid, expired }) => ({
      job,
      bid,
      expired,
      distanceMi: distance(job),
      queued: queuedByJob.get(job.id) ?? null,
    }))
    // A bid still in the outbox on a job without a bid yet comes first: it is the newest.
    const withBid = new Set(entries.map((entry) => entry.job.id))
    const byId = new Map(jobs.map((job) => [job.id, job]))
    const queuedOnly = [...queuedByJob.values()].flatMap((queued) => {
      const job = byId.get(queued.summary.jobId)
      return job && !withBid.has(job.id)
        ? [{ job, bid: null, expired: false, distanceMi: distance(job), queued }]
        : []
    })
    return [...queuedOnly, ...rows]
  }, [jobs, bids, pendingBids, userId, origin])
  const hired = useMemo(() => (jobs ? jobsHiredFor(jobs, userId) : []), [jobs, userId])
  const bidJobs = useMemo(
    () => new Set(bidRows.filter((row) => row.bid?.status !== 'withdrawn').map((row) => row.job.id)),
    [bidRows],
  )

  const sortLabels: Record<BoardSort, string> = {
    newest: t`Newest first`,
    nearest: t`Nearest first`,
    budget: t`Highest budget`,
    fewestBids: t`Fewest bids`,
  }
  if (!user) return <Loader className="py-24" />

  return (
    <>
      <PageHeader
        eyebrow={t`Marketplace`}
        title={t`Job Board`}
        description={t`Homeowner projects near your service area, with their photos and measurements. Once synced, the board opens without a connection.`}
      />
      <div className="bg-slate-50">
        <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
            <ServiceArea user={user} />
            {isInstaller(user) && <PublicProfileCard user={user} />}
            <BoardFilters search={search} origin={origin} update={update} clear={clear} />
          </aside>

          <div className="flex min-w-0 flex-col gap-10">
            <Section
              title={t`Open jobs`}
              icon={<BriefcaseBusiness className="size-5 text-accent-600" aria-hidden />}
              count={shown && <Plural value={shown.length} one="# job takes bids" other="# jobs take bids" />}
              action={
                <SelectField
                  label={t`Sort by`}
                  className="w-full min-[28rem]:w-56"
                  value={search.sort ?? 'newest'}
                  options={BOARD_SORTS.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
                  onChange={(sort) => update({ sort: sort === 'newest' ? undefined : sort })}
                />
              }
            >
              {shown === null ? (
                <Loader label={t`Opening the job board…`} className="py-16" />
              ) : shown.length === 0 ? (
                <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
                  <p className="font-semibold text-slate-900">
                    <Trans>No open jobs match your filters</Trans>
                  </p>
                  <p className="text-sm">
                    {isFiltered(search) ? (
                      <Trans>Try a wider distance or fewer filters.</Trans>
                    ) : (
                      <Trans>
                        New projects appear here as homeowners post them, and stay readable on this device
                        offline.
                      </Trans>
                    )}
                  </p>
                  {isFiltered(search) && (
                    <Button variant="outline" onClick={clear}>
                      <Trans>Clear filters</Trans>
                    </Button>
                  )}
                </div>
              ) : (
                <ul className={GRID}>
                  {shown.map((entry) => (
                    <JobCard key={entry.job.id} entry={entry} ownBid={bidJobs.has(entry.job.id)} />
                  ))}
                </ul>
              )}
            </Section>

            {bidRows.length > 0 && (
              <Section
                title={t`Jobs you bid on`}
                icon={<Clock className="size-5 text-accent-600" aria-hidden />}
                count={<Plural value={bidRows.length} one="# job" other="# jobs" />}
              >
                <ul className={GRID}>
                  {bidRows.map((row) => (
                    <BidCard key={row.job.id} row={row} />
                  ))}
                </ul>
              </Section>
            )}

            {hired.length > 0 && (
              <Section
                title={t`Jobs you were hired for`}
                icon={<Hammer className="size-5 text-accent-600" aria-hidden />}
                count={<Plural value={hired.length} one="# project" other="# projects" />}
              >
                <ul className={GRID}>
                  {hired.map((job) => (
                    <HiredCard key={job.id} job={job} />
                  ))}
                </ul>
              </Section>
            )}
          </div>
        </div>
      </div>
    </>
  )
}
