import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { BriefcaseBusiness, Clock, Hammer } from 'lucide-react'
import { useMemo } from 'react'
import { dayOf } from '../../../domain/marketplace/bid.ts'
import type { JobDocument } from '../../../domain/marketplace/job.ts'
import { Button } from '../../ui/button.tsx'
import { SelectField } from '../../ui/choice-fields.tsx'
import { Loader } from '../../ui/loader.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useSyncStatus } from '../../app/sync/sync-provider.tsx'
import { usePendingRequests, type PendingRequest } from './api/commands.ts'
import { useBoardOrigin } from './api/installer-settings.ts'
import { useBids, useJobs } from './api/queries.ts'
import {
  awaitsDocument,
  BOARD_SORTS,
  BoardSearchSchema,
  boardJobs,
  isFiltered,
  jobDistance,
  jobsBidOn,
  jobsHiredFor,
  type BidEntry,
  type BoardSearch,
  type BoardSort,
} from './board-filters.ts'
import { can } from '../../../domain/auth/policies.ts'
import { PublicProfileCard } from './public-profile-card.tsx'
import { ServiceArea } from './service-area.tsx'
import { BidCard, HiredCard, JobCard, type BidRow } from './job-board-cards.tsx'
import { BoardFilters } from './job-board-filters.tsx'
import { Section } from './job-board-section.tsx'

const route = getRouteApi('/_installer/job-board/')

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
            {can(user, 'bidOn', 'job') && <PublicProfileCard user={user} />}
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
