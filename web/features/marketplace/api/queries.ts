import { map } from 'rxjs'
import type { BidDocument } from '../../../../domain/marketplace/bid.ts'
import type { JobDocument } from '../../../../domain/marketplace/job.ts'
import type { MessageDocument } from '../../../../domain/marketplace/message.ts'
import type { NotificationDocument } from '../../../../domain/marketplace/notification.ts'
import { collectionOf, plain } from './collections.ts'
import { useSyncQuery } from '../../../app/sync/use-sync-query.ts'
import { compareCodes } from '../../../../domain/compare.ts'

/*
 * What the marketplace pages read: the replicated jobs, bids, messages and notifications on this
 * device, live, so that everything opens offline once synced and changes as the server's changes
 * arrive. Each user's device holds only what the server's read rules give them (decision 011).
 */

/** Every job on the device, newest first: a poster's own; an installer's whole board. */
export function useJobs(): JobDocument[] | null {
  return useSyncQuery('jobs', (db) =>
    collectionOf(db, 'jobs')
      .find({ sort: [{ postedAt: 'desc' }] })
      .$.pipe(map((docs) => plain(docs))),
  )
}

/** One job; undefined when it is not on this device. */
export function useJob(id: string): JobDocument | undefined | null {
  return useSyncQuery(`job:${id}`, (db) =>
    collectionOf(db, 'jobs')
      .findOne(id)
      .$.pipe(map((doc) => (doc ? plain([doc])[0] : undefined))),
  )
}

/** Bids on the device for one job (a poster's: all of them; an installer's: their own), or all. */
export function useBids(jobId?: string): BidDocument[] | null {
  return useSyncQuery(`bids:${jobId ?? '*'}`, (db) =>
    collectionOf(db, 'bids')
      .find(jobId ? { selector: { jobId } } : {})
      .$.pipe(map((docs) => plain(docs).sort((a, b) => a.priceCents - b.priceCents))),
  )
}

/** A job's messages, oldest first (every thread the user takes part in). */
export function useMessages(jobId?: string): MessageDocument[] | null {
  return useSyncQuery(`messages:${jobId ?? '*'}`, (db) =>
    collectionOf(db, 'messages')
      .find(jobId ? { selector: { jobId } } : {})
      .$.pipe(map((docs) => plain(docs).sort((a, b) => compareCodes(a.sentAt, b.sentAt)))),
  )
}

/** The user's notifications, newest first. */
export function useNotifications(): NotificationDocument[] | null {
  return useSyncQuery('notifications', (db) =>
    collectionOf(db, 'notifications')
      .find({ sort: [{ at: 'desc' }] })
      .$.pipe(map((docs) => plain(docs))),
  )
}
