import { z } from 'zod'
import type { OutboxRow } from '../../app/device-db.ts'
import { dayOf, isExpired, type BidDocument } from '../../../domain/marketplace/bid.ts'
import { distanceMiles, type LatLng } from '../../../domain/marketplace/geo.ts'
import {
  isBiddable,
  JOB_BUDGET_KEYS,
  JOB_BUDGETS,
  JOB_FILM_TYPES,
  type JobBudget,
  type JobDocument,
} from '../../../domain/marketplace/job.ts'
import { compareCodes } from '../../../domain/compare.ts'

/*
 * What the installer's job board shows, as plain functions of the replicated documents: which jobs
 * pass the filters, in which order, how far each is, which the installer bid on or was hired for.
 * Everything runs on the device, so the board works offline.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** Where the board measures from: the installer's service ZIP's centre and radius. */
export interface BoardOrigin extends LatLng {
  zip: string
  radiusMi: number
}

/** Distance limits the board offers (besides "within my service radius", the default, and "any"). */
export const DISTANCE_LIMITS = [10, 25, 50, 100] as const
export type DistanceLimit = (typeof DISTANCE_LIMITS)[number]

export const POSTED_WITHIN_DAYS = [1, 7, 30] as const
export type PostedWithin = (typeof POSTED_WITHIN_DAYS)[number]

export const BOARD_SORTS = ['newest', 'nearest', 'budget', 'fewestBids'] as const
export type BoardSort = (typeof BOARD_SORTS)[number]

/** The service radius choices of the service area card. */
export const SERVICE_RADII = [10, 25, 50, 100, 200] as const

/**
 * The board's filters as the URL carries them; anything unreadable is dropped, not an error.
 * `distance` absent means "within my service radius"; `budget` is the lowest budget range wanted.
 */
export const BoardSearchSchema = z.object({
  distance: z
    .union([z.literal('any'), z.literal(DISTANCE_LIMITS)])
    .optional()
    .catch(undefined),
  film: z.enum(JOB_FILM_TYPES).optional().catch(undefined),
  budget: z
    .enum(JOB_BUDGET_KEYS as [JobBudget, ...JobBudget[]])
    .optional()
    .catch(undefined),
  posted: z.literal(POSTED_WITHIN_DAYS).optional().catch(undefined),
  sort: z.enum(BOARD_SORTS).optional().catch(undefined),
})
export type BoardSearch = z.infer<typeof BoardSearchSchema>

/** Whether any filter (not the order) narrows the list. */
export const isFiltered = (search: BoardSearch) =>
  search.distance !== undefined ||
  search.film !== undefined ||
  search.budget !== undefined ||
  search.posted !== undefined

/** Miles from the origin to the job's ZIP centre; null when either is unknown. */
export function jobDistance(job: Pick<JobDocument, 'lat' | 'lng'>, origin: LatLng | null): number | null {
  if (!origin || job.lat === null || job.lng === null) return null
  return distanceMiles(origin, { lat: job.lat, lng: job.lng })
}

/** The distance limit in force: the chosen one, else the service radius; null for none (or no origin). */
function distanceLimit(search: BoardSearch, origin: BoardOrigin | null): number | null {
  if (!origin || search.distance === 'any') return null
  return search.distance ?? origin.radiusMi
}

export interface BoardEntry {
  job: JobDocument
  distanceMi: number | null
}

const newestFirst = (a: BoardEntry, b: BoardEntry) =>
  compareCodes(b.job.postedAt, a.job.postedAt) || compareCodes(a.job.id, b.job.id)

/** A budget range's lower end in dollars: what "minimum budget" and "highest budget" compare. */
const budgetFloor = (budget: JobBudget) => JOB_BUDGETS[budget][0]

/**
 * The jobs that still take bids and pass every filter, in the chosen order (newest by default).
 * A job whose ZIP has no known location is left out while a distance limit applies (it cannot be
 * said to be within it) and comes last when sorted by distance.
 */
export function boardJobs(
  jobs: readonly JobDocument[],
  search: BoardSearch,
  { origin, now }: { origin: BoardOrigin | null; now: Date },
): BoardEntry[] {
  const limit = distanceLimit(search, origin)
  const postedSince = search.posted === undefined ? null : now.getTime() - search.posted * DAY_MS
  const minBudget = search.budget === undefined ? null : budgetFloor(search.budget)
  const entries = jobs
    .filter((job) => !job._deleted && isBiddable(job.status))
    .map((job) => ({ job, distanceMi: jobDistance(job, origin) }))
    .filter(
      ({ job, distanceMi }) =>
        (limit === null || (distanceMi !== null && distanceMi <= limit)) &&
        (search.film === undefined || job.filmType === search.film) &&
        (minBudget === null || budgetFloor(job.budget) >= minBudget) &&
        (postedSince === null || Date.parse(job.postedAt) >= postedSince),
    )
  switch (search.sort ?? 'newest') {
    case 'newest':
      return entries.toSorted(newestFirst)
    case 'nearest':
      return entries.toSorted(
        (a, b) =>
          (a.distanceMi ?? Number.POSITIVE_INFINITY) - (b.distanceMi ?? Number.POSITIVE_INFINITY) ||
          newestFirst(a, b),
      )
    case 'budget':
      return entries.toSorted(
        (a, b) => budgetFloor(b.job.budget) - budgetFloor(a.job.budget) || newestFirst(a, b),
      )
    case 'fewestBids':
      return entries.toSorted((a, b) => a.job.bidCount - b.job.bidCount || newestFirst(a, b))
  }
}

export interface BidEntry {
  job: JobDocument
  bid: BidDocument
  /** Active, but past its last valid day: the homeowner can no longer accept it. */
  expired: boolean
}

/** The installer's own bids with their jobs, the latest change first (an admin's device holds everyone's). */
export function jobsBidOn(
  jobs: readonly JobDocument[],
  bids: readonly BidDocument[],
  installerId: string,
  today: string,
): BidEntry[] {
  const byId = new Map(jobs.map((job) => [job.id, job]))
  return bids
    .filter((bid) => bid.installerId === installerId && !bid._deleted)
    .flatMap((bid) => {
      const job = byId.get(bid.jobId)
      return job && !job._deleted ? [{ job, bid, expired: isExpired(bid, today) }] : []
    })
    .toSorted((a, b) => compareCodes(b.bid.updatedAt, a.bid.updatedAt) || compareCodes(a.bid.id, b.bid.id))
}

/** Jobs the installer was hired for, newest first. */
export const jobsHiredFor = (jobs: readonly JobDocument[], installerId: string) =>
  jobs
    .filter((job) => !job._deleted && job.hiredInstallerId === installerId)
    .toSorted((a, b) => compareCodes(b.postedAt, a.postedAt))

/** The installer's bid on one job (one per installer and job), if any. */
export const ownBid = (bids: readonly BidDocument[] | null, installerId: string) =>
  bids?.find((bid) => bid.installerId === installerId && !bid._deleted)

/** What an outbox row of a bid or a withdrawal needs to tell whether its document arrived. */
export interface QueuedRow {
  id: string
  state: OutboxRow['state']
  response?: unknown
}

/**
 * Whether a bid or withdraw request is still to be shown as waiting: not sent yet, refused, or sent
 * but the bid as the server answered it (same id, at least as recent) has not replicated here yet.
 * A revision keeps the existing bid's id, so the answer's id is what is looked for.
 */
export function awaitsDocument(row: QueuedRow, bids: readonly BidDocument[]): boolean {
  if (row.state !== 'sent') return true
  const answer = (row.response ?? {}) as { id?: unknown; updatedAt?: unknown }
  const id = typeof answer.id === 'string' ? answer.id : row.id
  const bid = bids.find((candidate) => candidate.id === id)
  if (!bid) return true
  return typeof answer.updatedAt === 'string' && bid.updatedAt < answer.updatedAt
}

/** A calendar day on the device's clock, YYYY-MM-DD. */
const localDay = (at: Date) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`

/**
 * The first day a bid may start: today where the installer is, or the server's today (UTC) when that
 * is already tomorrow here (an evening in the US), since the server refuses a start in its past.
 */
export function earliestStartDay(now: Date): string {
  const local = localDay(now)
  const server = dayOf(now)
  return server > local ? server : local
}

const StoredOriginSchema = z.object({
  userId: z.string(),
  zip: z.string().regex(/^\d{5}$/),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  radiusMi: z.number().positive(),
})

/** The origin remembered on the device (localStorage 'board:origin'), if it is this user's and readable. */
export function parseStoredOrigin(raw: string | null, userId: string): BoardOrigin | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = StoredOriginSchema.safeParse(value)
  if (!parsed.success || parsed.data.userId !== userId) return null
  const { zip, lat, lng, radiusMi } = parsed.data
  return { zip, lat, lng, radiusMi }
}
