import { can } from '../../../domain/auth/policies.ts'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import { windowAreaSqFt, totalAreaSqFt, totalWindows } from '../../../domain/estimates/estimate.ts'
import {
  addDays,
  isExpired,
  type BidDocument,
  type BidInput,
  type BidQuote,
} from '../../../domain/marketplace/bid.ts'
import { MARKETPLACE_CODES } from '../../../domain/marketplace/errors.ts'
import {
  canReportProgress,
  isBiddable,
  isCancellable,
  JOB_LIMITS,
  type JobDocument,
  type JobInput,
  type ProgressInput,
} from '../../../domain/marketplace/job.ts'
import { maskContactDetails } from '../../../domain/marketplace/contact-mask.ts'
import type { ReviewInput } from '../../../domain/marketplace/review.ts'
import { bidsCollection } from '../../../sync/collections/bids.ts'
import { jobsCollection } from '../../../sync/collections/jobs.ts'
import { quoteNumber } from '../../../domain/quotes/quote.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { findQuote } from '../quotes/quotes.repo.ts'
import { closedRefusal } from '../quotes/quotes.service.ts'
import { writeServerDocuments } from '../sync/sync.repo.ts'
import { lookupZip } from './geo.ts'
import { bidAcceptedMail, bidDeclinedMail, bidReceivedMail, statusMail } from './marketplace.mails.ts'
import { findBid, findBidOf, findJob, findOwnEstimate, listBidsOf } from './marketplace.repo.ts'
import {
  bidderOf,
  displayName,
  jobPath,
  notify,
  partyOf,
  sendAll,
  storePhotos,
  today,
  type Deps,
  type Notice,
} from './marketplace.shared.ts'

/*
 * Jobs and bids (decision 011). Every change runs in one IMMEDIATE transaction that reads
 * the job, checks the rule, and writes the documents the devices replicate, so two requests can
 * never both win (two accepts, a bid on a job just closed). Mails go out after the commit.
 */

/** Runs `work` in an IMMEDIATE transaction, then sends the mails it returned. */
function change<R>(deps: Deps, work: () => { result: R; mails: ReturnType<typeof notify> }): R {
  const { result, mails } = deps.db.transaction(work).immediate()
  sendAll(deps, mails)
  return result
}

function saveJob(deps: Deps, job: Omit<JobDocument, 'updatedAt'>): JobDocument {
  return writeServerDocuments(deps.db, jobsCollection, [job], deps.clock())[0]!
}

function saveBids(deps: Deps, bids: readonly Omit<BidDocument, 'updatedAt'>[]): BidDocument[] {
  return writeServerDocuments(deps.db, bidsCollection, bids, deps.clock())
}

/**
 * The summary of the quote a bid carries: a version of the installer's own that is still open (not
 * accepted, withdrawn, replaced or expired), or 422.
 */
function bidQuoteOf(deps: Deps, user: SessionUser, quoteId: string): BidQuote {
  const row = findQuote(deps.db, quoteId)
  // Only the bidder's own: an admin reads every quote, but bids only with their own figures.
  if (!row || row.ownerId !== user.id)
    throw new FeatureError(422, 'quoteNotYours', MARKETPLACE_CODES, { quoteId: 'quoteNotYours' })
  if (closedRefusal(row, deps.clock()))
    throw new FeatureError(422, 'quoteClosed', MARKETPLACE_CODES, { quoteId: 'quoteClosed' })
  return {
    id: row.id,
    number: quoteNumber(row.snapshot),
    options: row.snapshot.options.map(({ id, label, totalCents }) => ({ id, label, totalCents })),
  }
}

/** The job if `user` may see it (its poster, an installer, an admin); anyone else: not found. */
function visibleJob(deps: Deps, user: SessionUser, jobId: string): JobDocument {
  const job = findJob(deps.db, jobId)
  if (!job || !can(user, 'read', 'job', job)) throw new FeatureError(404, 'jobNotFound', MARKETPLACE_CODES)
  return job
}

/** The job if `user` posted it (or is an admin). */
export function ownJob(deps: Deps, user: SessionUser, jobId: string): JobDocument {
  const job = visibleJob(deps, user, jobId)
  if (!can(user, 'manage', 'job', job)) throw new FeatureError(403, 'notTheOwner', MARKETPLACE_CODES)
  return job
}

/** The job's count of active bids and, while nobody is hired, open or reviewing by whether any came. */
function withBidCount(deps: Deps, job: JobDocument): JobDocument {
  const bidCount = listBidsOf(deps.db, job.id).filter((bid) => bid.status === 'active').length
  const status = isBiddable(job.status) ? (bidCount > 0 ? 'reviewing' : 'open') : job.status
  return { ...job, bidCount, status }
}

export function postJob(
  deps: Deps,
  user: SessionUser,
  input: JobInput,
): { job: JobDocument; created: boolean } {
  if (!can(user, 'post', 'job')) throw new FeatureError(403, 'notAPoster', MARKETPLACE_CODES)
  const replay = findJob(deps.db, input.id)
  if (replay) {
    if (replay.ownerId !== user.id) throw new FeatureError(409, 'idInvalid', MARKETPLACE_CODES)
    return { job: replay, created: false }
  }
  const estimate = input.estimateId === null ? null : findOwnEstimate(deps.db, input.estimateId, user.id)
  if (input.estimateId !== null && !estimate)
    throw new FeatureError(400, 'estimateNotFound', MARKETPLACE_CODES, { estimateId: 'estimateNotFound' })
  const poster = partyOf(deps, user.id)
  const place = lookupZip(input.zip)
  return deps.db
    .transaction(() => {
      const job = saveJob(deps, {
        id: input.id,
        ownerId: user.id,
        ownerName: user.username,
        title: input.title,
        description: input.description,
        city: input.city,
        state: input.state,
        zip: input.zip,
        lat: place?.lat ?? null,
        lng: place?.lng ?? null,
        filmType: input.filmType,
        timeline: input.timeline,
        budget: input.budget,
        photos: storePhotos(deps, input.photos),
        estimate: estimate
          ? {
              id: estimate.id,
              name: estimate.name,
              totalWindows: totalWindows(estimate.windows),
              totalAreaSqFt: totalAreaSqFt(estimate.windows),
              windows: estimate.windows.map((window) => ({
                id: window.id,
                label: window.label,
                width: window.width,
                height: window.height,
                unit: window.unit,
                quantity: window.quantity,
                areaSqFt: windowAreaSqFt(window),
                photos: window.photos,
              })),
            }
          : null,
        status: 'open',
        bidCount: 0,
        hiredInstallerId: null,
        hiredBidId: null,
        scheduledFor: null,
        contact: {
          name: displayName(poster),
          street: input.street,
          phone: input.phone || poster.phone,
          email: poster.email,
        },
        updates: [],
        review: null,
        postedAt: deps.clock().toISOString(),
        _deleted: false,
      })
      return { job, created: true }
    })
    .immediate()
}

export function cancelJob(deps: Deps, user: SessionUser, jobId: string, origin: string): JobDocument {
  return change(deps, () => {
    const job = ownJob(deps, user, jobId)
    if (job.status === 'cancelled') return { result: job, mails: [] }
    if (!isCancellable(job.status)) throw new FeatureError(409, 'jobNotCancellable', MARKETPLACE_CODES)
    const open = listBidsOf(deps.db, jobId).filter((bid) => bid.status === 'active')
    saveBids(
      deps,
      open.map((bid) => ({ ...bid, status: 'declined' as const })),
    )
    const saved = saveJob(deps, { ...job, status: 'cancelled', bidCount: 0 })
    const affected = [
      ...open.map((bid) => bid.installerId),
      ...(job.hiredInstallerId ? [job.hiredInstallerId] : []),
    ]
    const mails = notify(
      deps,
      affected.map((userId) => ({
        userId,
        kind: 'jobCancelled',
        job: saved,
        actor: job.ownerName,
        mail: statusMail(origin, jobPath(saved, userId), job.title, 'cancelled'),
      })),
    )
    return { result: saved, mails }
  })
}

/** Places the installer's bid, or revises (or revives) the one they already have on the job. */
export function placeBid(
  deps: Deps,
  user: SessionUser,
  jobId: string,
  input: BidInput,
  origin: string,
): BidDocument {
  if (!can(user, 'bidOn', 'job')) throw new FeatureError(403, 'notTheInstaller', MARKETPLACE_CODES)
  if (input.startDate < today(deps))
    throw new FeatureError(400, 'startDateInvalid', MARKETPLACE_CODES, { startDate: 'startDateInvalid' })
  return change(deps, () => {
    const replay = findBid(deps.db, input.id)
    if (replay?.installerId === user.id && replay.jobId === jobId) return { result: replay, mails: [] }
    const job = visibleJob(deps, user, jobId)
    if (!isBiddable(job.status)) throw new FeatureError(409, 'jobClosed', MARKETPLACE_CODES)
    const existing = findBidOf(deps.db, jobId, user.id)
    if (existing && existing.status !== 'active' && existing.status !== 'withdrawn')
      throw new FeatureError(409, 'jobClosed', MARKETPLACE_CODES)
    // Kept as written: the installer reads their own words, the poster reads them masked (sync/collections/bids.ts).
    const text = input.message
    const { masked } = maskContactDetails(text)
    const quote = input.quoteId ? bidQuoteOf(deps, user, input.quoteId) : null
    const now = deps.clock().toISOString()
    const bidder = bidderOf(deps, user.id)
    const [bid] = saveBids(deps, [
      {
        id: existing?.id ?? input.id,
        jobId,
        installerId: user.id,
        posterId: job.ownerId,
        installer: bidder,
        priceCents: input.priceCents,
        startDate: input.startDate,
        message: text,
        masked,
        validUntil: addDays(today(deps), input.validDays),
        status: 'active',
        contact: null,
        quote,
        createdAt: existing?.createdAt ?? now,
        _deleted: false,
      },
    ])
    const saved = saveJob(deps, withBidCount(deps, job))
    const mails = notify(deps, [
      {
        userId: job.ownerId,
        kind: 'bidReceived',
        job: saved,
        actor: bidder.company || bidder.name,
        mail: bidReceivedMail(origin, job.id, job.title, bidder.company || bidder.name, input.priceCents),
      },
    ])
    return { result: bid!, mails }
  })
}

export function withdrawBid(deps: Deps, user: SessionUser, bidId: string): BidDocument {
  return change(deps, () => {
    const bid = findBid(deps.db, bidId)
    if (!bid || !can(user, 'withdraw', 'bid', bid))
      throw new FeatureError(404, 'bidNotFound', MARKETPLACE_CODES)
    if (bid.status === 'withdrawn') return { result: bid, mails: [] }
    if (bid.status !== 'active') throw new FeatureError(409, 'bidNotActive', MARKETPLACE_CODES)
    const [saved] = saveBids(deps, [{ ...bid, status: 'withdrawn' }])
    const job = findJob(deps.db, bid.jobId)
    if (job) saveJob(deps, withBidCount(deps, job))
    return { result: saved!, mails: [] }
  })
}

/**
 * The poster hires the installer of one bid: that bid is accepted (its contact details written for
 * the poster), every other active bid declined, the job hired — at once, or not at all. A bid that
 * carries a quote is hired by accepting the quote (bid-quotes.service.ts), with a signature.
 */
export function acceptBid(
  deps: Deps,
  user: SessionUser,
  jobId: string,
  bidId: string,
  origin: string,
): JobDocument {
  return change(deps, () => {
    const job = ownJob(deps, user, jobId)
    if (job.hiredBidId === bidId) return { result: job, mails: [] }
    const bid = hireableBid(deps, job, bidId)
    if (bid.quote) throw new FeatureError(409, 'quoteHireRequired', MARKETPLACE_CODES)
    return hire(deps, job, bid, origin)
  })
}

/** The bid of `job` that may be hired now; 404 or 409 otherwise. */
export function hireableBid(deps: Deps, job: JobDocument, bidId: string): BidDocument {
  if (!isBiddable(job.status)) throw new FeatureError(409, 'jobClosed', MARKETPLACE_CODES)
  const bid = findBid(deps.db, bidId)
  if (!bid || bid.jobId !== job.id) throw new FeatureError(404, 'bidNotFound', MARKETPLACE_CODES)
  if (bid.status !== 'active') throw new FeatureError(409, 'bidNotActive', MARKETPLACE_CODES)
  if (isExpired(bid, today(deps))) throw new FeatureError(409, 'bidExpired', MARKETPLACE_CODES)
  return bid
}

/**
 * Writes the hire (inside the caller's transaction): the bid accepted, the others declined, the job
 * hired, everyone notified; the mails to send once it has committed.
 */
export function hire(
  deps: Deps,
  job: JobDocument,
  bid: BidDocument,
  origin: string,
): { result: JobDocument; mails: ReturnType<typeof notify> } {
  const installer = partyOf(deps, bid.installerId)
  const others = listBidsOf(deps.db, job.id).filter(
    (other) => other.status === 'active' && other.id !== bid.id,
  )
  saveBids(deps, [
    { ...bid, status: 'accepted', contact: { phone: installer.phone, email: installer.email } },
    ...others.map((other) => ({ ...other, status: 'declined' as const })),
  ])
  const saved = saveJob(deps, {
    ...job,
    status: 'hired',
    bidCount: 0,
    hiredInstallerId: bid.installerId,
    hiredBidId: bid.id,
  })
  const notices: Notice[] = [
    {
      userId: bid.installerId,
      kind: 'bidAccepted',
      job: saved,
      actor: job.ownerName,
      mail: bidAcceptedMail(origin, job.id, job.title, job.ownerName),
    },
    ...others.map((other) => ({
      userId: other.installerId,
      kind: 'bidDeclined' as const,
      job: saved,
      actor: job.ownerName,
      mail: bidDeclinedMail(origin, job.title),
    })),
  ]
  return { result: saved, mails: notify(deps, notices) }
}

/** The hired installer schedules, starts and finishes the work; the poster may confirm completion. */
export function reportProgress(
  deps: Deps,
  user: SessionUser,
  jobId: string,
  input: ProgressInput,
  origin: string,
): JobDocument {
  const photos = storePhotos(deps, input.photos)
  return change(deps, () => {
    const job = visibleJob(deps, user, jobId)
    if (job.updates.some((update) => update.id === input.id)) return { result: job, mails: [] }
    if (!can(user, 'reportProgress', 'job', job))
      throw new FeatureError(403, 'notTheInstaller', MARKETPLACE_CODES)
    const by = job.hiredInstallerId === user.id ? 'installer' : 'poster'
    if (!canReportProgress(job.status, input.status, by))
      throw new FeatureError(409, 'statusChangeNotAllowed', MARKETPLACE_CODES)
    const update = {
      id: input.id,
      status: input.status,
      at: deps.clock().toISOString(),
      scheduledFor: input.status === 'scheduled' ? input.scheduledFor : null,
      note: input.note,
      photos,
    }
    const saved = saveJob(deps, {
      ...job,
      status: input.status,
      scheduledFor: update.scheduledFor ?? job.scheduledFor,
      updates: [...job.updates, update].slice(-JOB_LIMITS.updates),
    })
    const other = by === 'installer' ? job.ownerId : job.hiredInstallerId
    const mails = other
      ? notify(deps, [
          {
            userId: other,
            kind: 'jobStatus',
            job: saved,
            actor: by === 'installer' ? bidderOf(deps, user.id).company || user.username : job.ownerName,
            mail: statusMail(origin, jobPath(saved, other), job.title, input.status),
          },
        ])
      : []
    return { result: saved, mails }
  })
}

/** The poster reviews the installer they hired: once, after completion. */
export function reviewJob(deps: Deps, user: SessionUser, jobId: string, input: ReviewInput): JobDocument {
  return change(deps, () => {
    const job = visibleJob(deps, user, jobId)
    if (!can(user, 'review', 'job', job)) throw new FeatureError(403, 'notTheOwner', MARKETPLACE_CODES)
    if (job.status !== 'completed' || !job.hiredInstallerId)
      throw new FeatureError(409, 'reviewNotAllowed', MARKETPLACE_CODES)
    if (job.review) throw new FeatureError(409, 'reviewExists', MARKETPLACE_CODES)
    const saved = saveJob(deps, {
      ...job,
      review: { rating: input.rating, text: input.text, at: deps.clock().toISOString() },
    })
    const mails = notify(deps, [
      { userId: job.hiredInstallerId, kind: 'reviewReceived', job: saved, actor: job.ownerName },
    ])
    return { result: saved, mails }
  })
}
