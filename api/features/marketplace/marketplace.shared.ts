import { randomUUID } from 'node:crypto'
import { MARKETPLACE_CODES } from '../../../domain/marketplace/errors.ts'
import type { JobDocument } from '../../../domain/marketplace/job.ts'
import type { NotificationDocument, NotificationKind } from '../../../domain/marketplace/notification.ts'
import { averageRating } from '../../../domain/marketplace/review.ts'
import type { Bidder } from '../../../domain/marketplace/bid.ts'
import { notificationsCollection } from '../../../sync/collections/notifications.ts'
import type { AppDeps } from '../../context.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { sendQuietly, type MailMessage } from '../../mail/mailer.ts'
import { storeImage, decodeJpegPhotos } from '../files/files.service.ts'
import { writeServerDocuments } from '../sync/sync.repo.ts'
import { findInstallerSettings, findParty, ratingsOf, type Party } from './marketplace.repo.ts'
import { REQUEST_LIMITS } from '../../../domain/estimate-requests/request.ts'

export type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer'>

/** Stores the JPEG photos a request carried; their ids (SHA-256) for the documents. */
export function storePhotos(deps: Deps, photos: readonly { data: string }[]): string[] {
  const decoded = decodeJpegPhotos(photos, REQUEST_LIMITS.photoBytes)
  if (!decoded) throw new FeatureError(400, 'photoInvalid', MARKETPLACE_CODES, { photos: 'photoInvalid' })
  return decoded.map((bytes) => storeImage(deps.db, bytes, 'image/jpeg', deps.clock()))
}

export function partyOf(deps: Pick<Deps, 'db'>, userId: string): Party {
  const party = findParty(deps.db, userId)
  if (!party) throw new Error(`No user ${userId}`)
  return party
}

/** How a user is named to the other side: their company when they gave one, else their username. */
export const displayName = (party: Pick<Party, 'company' | 'username'>) => party.company || party.username

/** The installer as a poster compares them in a bid. */
export function bidderOf(deps: Pick<Deps, 'db'>, installerId: string): Bidder {
  const party = partyOf(deps, installerId)
  const ratings = ratingsOf(deps.db, installerId)
  return {
    name: party.username,
    company: party.company,
    certified: Boolean(findInstallerSettings(deps.db, installerId)?.certifiedAt),
    rating: averageRating(ratings),
    reviewCount: ratings.length,
  }
}

/** Where a user opens a job: posters their project page, installers the board's (or their project's). */
export function jobPath(
  job: Pick<JobDocument, 'id' | 'ownerId' | 'hiredInstallerId'>,
  userId: string,
): string {
  return job.ownerId === userId || job.hiredInstallerId === userId
    ? `/my-projects/${job.id}`
    : `/job-board/${job.id}`
}

export interface Notice {
  userId: string
  kind: NotificationKind
  job: Pick<JobDocument, 'id' | 'title' | 'ownerId' | 'hiredInstallerId'>
  actor: string
  /** The mail that goes with it, if any. */
  mail?: (to: Party) => MailMessage
}

/**
 * Writes the notifications (inside the caller's transaction) and returns the mails to send once it
 * has committed: a refused change must not have mailed anyone.
 */
export function notify(deps: Deps, notices: readonly Notice[]): MailMessage[] {
  if (notices.length === 0) return []
  const at = deps.clock().toISOString()
  const docs: Omit<NotificationDocument, 'updatedAt'>[] = notices.map((notice) => ({
    id: randomUUID(),
    userId: notice.userId,
    kind: notice.kind,
    jobId: notice.job.id,
    jobTitle: notice.job.title,
    actor: notice.actor,
    path: jobPath(notice.job, notice.userId),
    at,
    readAt: null,
    _deleted: false,
  }))
  writeServerDocuments(deps.db, notificationsCollection, docs, deps.clock())
  return notices.flatMap((notice) => (notice.mail ? [notice.mail(partyOf(deps, notice.userId))] : []))
}

export function sendAll(deps: Deps, mails: readonly MailMessage[]): void {
  for (const mail of mails) void sendQuietly(deps.mailer, mail)
}

export const today = (deps: Pick<Deps, 'clock'>) => deps.clock().toISOString().slice(0, 10)
