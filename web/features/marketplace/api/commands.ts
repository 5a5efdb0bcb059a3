import { useLiveQuery } from 'dexie-react-hooks'
import type { BidInputBody } from '../../../../domain/marketplace/bid.ts'
import type { JobInputBody, ProgressInputBody } from '../../../../domain/marketplace/job.ts'
import type { MessageInputBody } from '../../../../domain/marketplace/message.ts'
import type { ReviewInputBody } from '../../../../domain/marketplace/review.ts'
import { api, call } from '../../../app/api-client.ts'
import { deviceDb, type OutboxRow } from '../../../app/device-db.ts'
import { queueRequest, removeOutboxRow } from '../../../app/outbox.ts'
import { readCachedUser } from '../../../app/session/get-current-user.ts'

/*
 * What users do in the marketplace. What people do in the field — post a job, bid, withdraw, write,
 * report progress — goes through the device's outbox (web/app/outbox.ts): stored first, sent at once
 * or when the network is back, its id the server's idempotency key; the pages show it as waiting
 * until the replicated document arrives. Hiring, cancelling and reviewing decide for others and
 * need an answer now: they are sent directly.
 */

export type MarketplaceKind = 'job' | 'bid' | 'withdraw' | 'message' | 'progress'

/** What a waiting request is about, for the page that shows it. */
export interface PendingSummary {
  jobId: string
  /** The thread of a message. */
  installerId?: string | null
  /** What the page shows while it waits (a title, a message's text, a price…). */
  text?: string
  priceCents?: number
  status?: string
}

// The user it acts for: sent with their session only, dropped when they sign out. What is done about one
// job reaches the server in the order it was done: the post before its bids, a bid before its
// withdrawal, the messages of a thread in the order they were written.
const queue = (kind: MarketplaceKind, id: string, url: string, body: object, summary: PendingSummary) =>
  queueRequest({ kind, id, url, body, summary, owner: readCachedUser()?.id, record: `job:${summary.jobId}` })

export const queueJob = (body: JobInputBody) =>
  queue('job', body.id, '/api/jobs', body, { jobId: body.id, text: body.title })

export const queueBid = (jobId: string, body: BidInputBody) =>
  queue('bid', body.id, `/api/jobs/${jobId}/bids`, body, { jobId, priceCents: body.priceCents })

export const queueWithdraw = (jobId: string, bidId: string) =>
  queue('withdraw', `withdraw-${bidId}-${crypto.randomUUID()}`, `/api/bids/${bidId}/withdraw`, {}, { jobId })

export const queueMessage = (jobId: string, body: MessageInputBody) =>
  queue('message', body.id, `/api/jobs/${jobId}/messages`, body, {
    jobId,
    installerId: body.installerId ?? null,
    text: body.text ?? '',
  })

export const queueProgress = (jobId: string, body: ProgressInputBody) =>
  queue('progress', body.id, `/api/jobs/${jobId}/progress`, body, { jobId, status: body.status })

export const acceptBid = (jobId: string, bidId: string) =>
  call(api.jobs[':id'].accept.$post({ param: { id: jobId }, json: { bidId } }))

/** The installer's own quote versions still open: what a bid may carry. Online only. */
export const fetchOpenQuotes = () => call(api.quotes.open.$get())

export const cancelJob = (jobId: string) => call(api.jobs[':id'].cancel.$post({ param: { id: jobId } }))

export const reviewJob = (jobId: string, body: ReviewInputBody) =>
  call(api.jobs[':id'].review.$post({ param: { id: jobId }, json: body }))

export const markThreadRead = (jobId: string, installerId: string) =>
  call(api.jobs[':id'].threads[':installerId'].read.$post({ param: { id: jobId, installerId } }))

export const markNotificationsRead = (ids?: string[]) =>
  call(api.notifications.read.$post({ json: ids ? { ids } : {} }))

/** A marketplace request still on this device: waiting, or refused (the page says why). */
export interface PendingRequest {
  row: OutboxRow
  summary: PendingSummary
}

/**
 * The marketplace requests of `kind` not yet answered with success, oldest first, and those sent less
 * than a minute ago (their document may not have arrived yet); the page drops those it already has.
 */
export function usePendingRequests(kind: MarketplaceKind, jobId?: string): PendingRequest[] | undefined {
  return useLiveQuery(async () => {
    const rows = await deviceDb().outbox.where('kind').equals(kind).sortBy('createdAt')
    return rows
      .filter((row) => row.state !== 'sent' || (row.sentAt ?? 0) > Date.now() - 60_000)
      .map((row) => ({ row, summary: row.summary as unknown as PendingSummary }))
      .filter((request) => jobId === undefined || request.summary.jobId === jobId)
  }, [kind, jobId])
}

/** Forgets a refused request (the user read why and moves on). */
export const dismissRequest = (id: string) => removeOutboxRow(id)
