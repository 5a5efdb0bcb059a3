import { describe, expect, it } from 'vitest'
import type { BidDocument } from '../../../domain/marketplace/bid.ts'
import type { JobDocument } from '../../../domain/marketplace/job.ts'
import {
  awaitsDocument,
  BoardSearchSchema,
  boardJobs,
  earliestStartDay,
  isFiltered,
  jobDistance,
  jobsBidOn,
  jobsHiredFor,
  parseStoredOrigin,
  type BoardOrigin,
} from './board-filters.ts'

const NOW = new Date('2025-06-15T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString()

/** Atlanta's centre: where the installer works from. */
const ATLANTA: BoardOrigin = { zip: '30303', lat: 33.7525, lng: -84.3888, radiusMi: 50 }
/** About 20 miles from Atlanta. */
const MARIETTA = { lat: 33.9526, lng: -84.5499 }
/** About 70 miles. */
const ATHENS = { lat: 33.9519, lng: -83.3576 }
/** About 250 miles. */
const SAVANNAH = { lat: 32.0809, lng: -81.0912 }

function job(overrides: Partial<JobDocument> = {}): JobDocument {
  return {
    id: crypto.randomUUID(),
    ownerId: 'owner',
    ownerName: 'homeowner',
    title: 'Sunroom glare',
    description: 'Six windows',
    city: 'Atlanta',
    state: 'GA',
    zip: '30303',
    lat: ATLANTA.lat,
    lng: ATLANTA.lng,
    filmType: 'solar',
    timeline: 'twoWeeks',
    budget: 'from1000',
    photos: [],
    estimate: null,
    status: 'open',
    bidCount: 0,
    hiredInstallerId: null,
    hiredBidId: null,
    scheduledFor: null,
    contact: null,
    updates: [],
    review: null,
    postedAt: daysAgo(0),
    updatedAt: daysAgo(0),
    _deleted: false,
    ...overrides,
  }
}

function bid(overrides: Partial<BidDocument> = {}): BidDocument {
  return {
    id: crypto.randomUUID(),
    jobId: 'job',
    installerId: 'me',
    posterId: 'owner',
    installer: { name: 'me', company: '', certified: false, rating: null, reviewCount: 0 },
    priceCents: 145000,
    startDate: '2025-06-20',
    message: '',
    masked: false,
    validUntil: '2025-06-29',
    status: 'active',
    contact: null,
    quote: null,
    createdAt: daysAgo(1),
    updatedAt: daysAgo(1),
    _deleted: false,
    ...overrides,
  }
}

const titles = (entries: { job: JobDocument }[]) => entries.map((entry) => entry.job.title)
const board = (
  jobs: JobDocument[],
  search: Record<string, unknown> = {},
  origin: BoardOrigin | null = ATLANTA,
) => boardJobs(jobs, BoardSearchSchema.parse(search), { origin, now: NOW })

describe('BoardSearchSchema', () => {
  it('keeps the filters it knows and drops anything unreadable', () => {
    expect(
      BoardSearchSchema.parse({
        distance: 25,
        film: 'security',
        budget: 'from2500',
        posted: 7,
        sort: 'nearest',
      }),
    ).toEqual({ distance: 25, film: 'security', budget: 'from2500', posted: 7, sort: 'nearest' })
    expect(BoardSearchSchema.parse({ distance: 'any' })).toEqual({ distance: 'any' })
    expect(
      BoardSearchSchema.parse({
        distance: 33,
        film: 'tinted',
        budget: 'lots',
        posted: 3,
        sort: 'cheapest',
        x: 1,
      }),
    ).toEqual({})
  })

  it('tells filters from the order', () => {
    expect(isFiltered(BoardSearchSchema.parse({ sort: 'budget' }))).toBe(false)
    expect(isFiltered(BoardSearchSchema.parse({ distance: 'any' }))).toBe(true)
  })
})

describe('boardJobs', () => {
  it('lists only jobs that take bids', () => {
    const jobs = [
      job({ title: 'open', status: 'open' }),
      job({ title: 'reviewing', status: 'reviewing' }),
      job({ title: 'hired', status: 'hired' }),
      job({ title: 'cancelled', status: 'cancelled' }),
      job({ title: 'completed', status: 'completed' }),
      job({ title: 'deleted', _deleted: true }),
    ]
    expect(titles(board(jobs)).sort()).toEqual(['open', 'reviewing'])
  })

  it('keeps jobs within the service radius by default, and the chosen distance otherwise', () => {
    const jobs = [
      job({ title: 'here', postedAt: daysAgo(1) }),
      job({ title: 'marietta', ...MARIETTA, postedAt: daysAgo(2) }),
      job({ title: 'athens', ...ATHENS, postedAt: daysAgo(3) }),
      job({ title: 'savannah', ...SAVANNAH, postedAt: daysAgo(4) }),
      job({ title: 'nowhere', lat: null, lng: null, postedAt: daysAgo(5) }),
    ]
    expect(titles(board(jobs))).toEqual(['here', 'marietta'])
    expect(titles(board(jobs, {}, { ...ATLANTA, radiusMi: 100 }))).toEqual(['here', 'marietta', 'athens'])
    expect(titles(board(jobs, { distance: 10 }))).toEqual(['here'])
    expect(titles(board(jobs, { distance: 100 }))).toEqual(['here', 'marietta', 'athens'])
    expect(titles(board(jobs, { distance: 'any' }))).toEqual([
      'here',
      'marietta',
      'athens',
      'savannah',
      'nowhere',
    ])
  })

  it('shows every job, without distances, when no origin is known', () => {
    const jobs = [job({ title: 'savannah', ...SAVANNAH }), job({ title: 'nowhere', lat: null, lng: null })]
    const entries = board(jobs, { distance: 10 }, null)
    expect(titles(entries).sort()).toEqual(['nowhere', 'savannah'])
    expect(entries.map((entry) => entry.distanceMi)).toEqual([null, null])
  })

  it('measures distances from the origin', () => {
    const [entry] = board([job({ ...MARIETTA })])
    expect(entry!.distanceMi).toBeGreaterThan(15)
    expect(entry!.distanceMi).toBeLessThan(20)
    expect(jobDistance({ lat: null, lng: null }, ATLANTA)).toBeNull()
  })

  it('filters by film type, lowest budget and how recently the job was posted', () => {
    const jobs = [
      job({ title: 'small solar', budget: 'under500', postedAt: daysAgo(0.5) }),
      job({ title: 'mid security', filmType: 'security', budget: 'from1000', postedAt: daysAgo(3) }),
      job({ title: 'big solar', budget: 'from5000', postedAt: daysAgo(10) }),
      job({ title: 'old privacy', filmType: 'privacy', budget: 'from2500', postedAt: daysAgo(40) }),
    ]
    expect(titles(board(jobs, { film: 'solar' }))).toEqual(['small solar', 'big solar'])
    expect(titles(board(jobs, { budget: 'from1000' }))).toEqual(['mid security', 'big solar', 'old privacy'])
    expect(titles(board(jobs, { budget: 'from5000' }))).toEqual(['big solar'])
    expect(titles(board(jobs, { posted: 1 }))).toEqual(['small solar'])
    expect(titles(board(jobs, { posted: 7 }))).toEqual(['small solar', 'mid security'])
    expect(titles(board(jobs, { posted: 30 }))).toEqual(['small solar', 'mid security', 'big solar'])
    expect(titles(board(jobs, { film: 'solar', budget: 'from500', posted: 30 }))).toEqual(['big solar'])
  })

  it('sorts newest first, nearest first, by highest budget or by fewest bids', () => {
    const jobs = [
      job({ title: 'a', ...ATHENS, budget: 'from500', bidCount: 3, postedAt: daysAgo(1) }),
      job({ title: 'b', ...MARIETTA, budget: 'from5000', bidCount: 1, postedAt: daysAgo(3) }),
      job({ title: 'c', budget: 'under500', bidCount: 0, postedAt: daysAgo(2) }),
      job({ title: 'd', lat: null, lng: null, budget: 'from5000', bidCount: 1, postedAt: daysAgo(0) }),
    ]
    const any = { distance: 'any' }
    expect(titles(board(jobs, any))).toEqual(['d', 'a', 'c', 'b'])
    expect(titles(board(jobs, { ...any, sort: 'nearest' }))).toEqual(['c', 'b', 'a', 'd'])
    // Equal budgets: the newer first.
    expect(titles(board(jobs, { ...any, sort: 'budget' }))).toEqual(['d', 'b', 'a', 'c'])
    expect(titles(board(jobs, { ...any, sort: 'fewestBids' }))).toEqual(['c', 'd', 'b', 'a'])
    // Without an origin, nearest keeps the newest first.
    expect(titles(board(jobs, { sort: 'nearest' }, null))).toEqual(['d', 'a', 'c', 'b'])
  })
})

describe('the installer’s own jobs', () => {
  const open = job({ id: 'open', title: 'open' })
  const closed = job({ id: 'closed', title: 'closed', status: 'hired', hiredInstallerId: 'someone' })
  const mine = job({
    id: 'mine',
    title: 'mine',
    status: 'scheduled',
    hiredInstallerId: 'me',
    postedAt: daysAgo(9),
  })

  it('pairs the installer’s bids with their jobs, latest change first, and marks the expired ones', () => {
    const bids = [
      bid({ jobId: 'open', validUntil: '2025-06-14', updatedAt: daysAgo(5) }),
      bid({ jobId: 'closed', status: 'declined', validUntil: '2025-06-01', updatedAt: daysAgo(1) }),
      bid({ jobId: 'mine', status: 'accepted', updatedAt: daysAgo(3) }),
      bid({ jobId: 'open', installerId: 'someone else', updatedAt: daysAgo(0) }),
      bid({ jobId: 'not on the device' }),
    ]
    const entries = jobsBidOn([open, closed, mine], bids, 'me', '2025-06-15')
    expect(entries.map((entry) => [entry.job.id, entry.bid.status, entry.expired])).toEqual([
      ['closed', 'declined', false],
      ['mine', 'accepted', false],
      ['open', 'active', true],
    ])
  })

  it('lists the jobs the installer was hired for', () => {
    expect(jobsHiredFor([open, closed, mine], 'me').map((entry) => entry.id)).toEqual(['mine'])
  })
})

describe('awaitsDocument', () => {
  const arrived = bid({ id: 'bid-1', updatedAt: '2025-06-15T10:00:00.000Z' })

  it('waits while the request is not sent, and shows a refusal', () => {
    expect(awaitsDocument({ id: 'bid-1', state: 'pending' }, [arrived])).toBe(true)
    expect(awaitsDocument({ id: 'bid-1', state: 'failed' }, [arrived])).toBe(true)
  })

  it('waits for a new bid until the bid with the request’s id arrives', () => {
    expect(awaitsDocument({ id: 'bid-2', state: 'sent' }, [arrived])).toBe(true)
    expect(awaitsDocument({ id: 'bid-1', state: 'sent' }, [arrived])).toBe(false)
  })

  it('waits for a revision or a withdrawal until the answered version has arrived', () => {
    const answer = { id: 'bid-1', updatedAt: '2025-06-15T11:00:00.000Z' }
    expect(awaitsDocument({ id: 'request', state: 'sent', response: answer }, [arrived])).toBe(true)
    const revised = { ...arrived, updatedAt: '2025-06-15T11:00:00.000Z' }
    expect(awaitsDocument({ id: 'request', state: 'sent', response: answer }, [revised])).toBe(false)
  })
})

describe('the bid form’s conversions', () => {
  it('starts no earlier than the server’s today', () => {
    const day = earliestStartDay(NOW)
    expect(day >= '2025-06-15').toBe(true)
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})

describe('parseStoredOrigin', () => {
  const stored = JSON.stringify({ userId: 'me', zip: '30303', lat: 33.75, lng: -84.39, radiusMi: 50 })

  it('reads this user’s origin', () => {
    expect(parseStoredOrigin(stored, 'me')).toEqual({ zip: '30303', lat: 33.75, lng: -84.39, radiusMi: 50 })
  })

  it('ignores another user’s origin and anything unreadable', () => {
    expect(parseStoredOrigin(stored, 'someone else')).toBeNull()
    expect(parseStoredOrigin(null, 'me')).toBeNull()
    expect(parseStoredOrigin('{', 'me')).toBeNull()
    expect(parseStoredOrigin(JSON.stringify({ userId: 'me', zip: '30303' }), 'me')).toBeNull()
  })
})
