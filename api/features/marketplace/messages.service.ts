import { can } from '../../../domain/auth/policies.ts'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import { isBiddable } from '../../../domain/marketplace/job.ts'
import { maskContactDetails } from '../../../domain/marketplace/contact-mask.ts'
import { MARKETPLACE_CODES } from '../../../domain/marketplace/errors.ts'
import { isThreadSide, type MessageDocument, type MessageInput } from '../../../domain/marketplace/message.ts'
import type { MarkRead } from '../../../domain/marketplace/notification.ts'
import { messagesCollection } from '../../../sync/collections/messages.ts'
import { notificationsCollection } from '../../../sync/collections/notifications.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { writeServerDocuments } from '../sync/sync.repo.ts'
import { messageMail } from './marketplace.mails.ts'
import {
  findBidOf,
  findJob,
  findMessage,
  hasThread,
  hasUnreadMessageNotice,
  unreadMessagesOf,
  unreadNotificationsOf,
} from './marketplace.repo.ts'
import { bidderOf, jobPath, notify, sendAll, storePhotos, type Deps } from './marketplace.shared.ts'

/*
 * Messages between a job's poster and one installer (a thread per job and installer), and the
 * notifications' read marks. An installer may write about a job still open to bids, or one they bid
 * on or were hired for; the poster writes to installers who bid or wrote. Contact details typed
 * before that installer is hired are hidden (domain/marketplace/message.ts).
 */

/** Which thread `user` writes in about `jobId`, if they may write at all. */
function threadFor(deps: Deps, user: SessionUser, jobId: string, installerId: string | null) {
  const job = findJob(deps.db, jobId)
  if (!job) throw new FeatureError(404, 'jobNotFound', MARKETPLACE_CODES)
  // Which side the user writes on: one who bids writes in their own thread, a poster in a bidder's.
  if (can(user, 'bidOn', 'job')) {
    const engaged = job.hiredInstallerId === user.id || findBidOf(deps.db, jobId, user.id) !== undefined
    if (!engaged && !isBiddable(job.status))
      throw new FeatureError(403, 'threadNotAllowed', MARKETPLACE_CODES)
    return { job, installerId: user.id }
  }
  if (job.ownerId !== user.id) throw new FeatureError(404, 'jobNotFound', MARKETPLACE_CODES)
  if (installerId === null)
    throw new FeatureError(400, 'threadInvalid', MARKETPLACE_CODES, { installerId: 'threadInvalid' })
  const engaged =
    job.hiredInstallerId === installerId ||
    findBidOf(deps.db, jobId, installerId) !== undefined ||
    hasThread(deps.db, jobId, installerId)
  if (!engaged) throw new FeatureError(403, 'threadNotAllowed', MARKETPLACE_CODES)
  return { job, installerId }
}

export function sendMessage(
  deps: Deps,
  user: SessionUser,
  jobId: string,
  input: MessageInput,
  origin: string,
): MessageDocument {
  const replay = findMessage(deps.db, input.id)
  if (replay) {
    if (replay.senderId !== user.id) throw new FeatureError(409, 'idInvalid', MARKETPLACE_CODES)
    return replay
  }
  const photos = storePhotos(deps, input.photos)
  const { result, mails } = deps.db
    .transaction(() => {
      const { job, installerId } = threadFor(deps, user, jobId, input.installerId)
      // Kept as written: the sender reads their own words; the other side reads them masked until
      // the installer is hired (sync/collections/messages.ts).
      const text = input.text
      const masked = job.hiredInstallerId !== installerId && maskContactDetails(text).masked
      const [message] = writeServerDocuments(
        deps.db,
        messagesCollection,
        [
          {
            id: input.id,
            jobId,
            posterId: job.ownerId,
            installerId,
            senderId: user.id,
            text,
            photos,
            masked,
            sentAt: deps.clock().toISOString(),
            readAt: null,
            _deleted: false,
          },
        ],
        deps.clock(),
      )
      const recipient = user.id === installerId ? job.ownerId : installerId
      const actor = user.id === installerId ? bidderOf(deps, user.id).company || user.username : job.ownerName
      // One mail per unread conversation: the next ones only add to the bell until it is read.
      const waiting = hasUnreadMessageNotice(deps.db, recipient, jobId, actor)
      const path = `${jobPath(job, recipient)}?thread=${installerId}`
      const notices = notify(deps, [
        {
          userId: recipient,
          kind: 'message',
          job,
          actor,
          ...(waiting ? {} : { mail: messageMail(origin, path, job.title, actor) }),
        },
      ])
      return { result: message!, mails: notices }
    })
    .immediate()
  sendAll(deps, mails)
  return result
}

/** Marks the other side's messages in a thread read by `user`; answers how many. */
export function markThreadRead(deps: Deps, user: SessionUser, jobId: string, installerId: string): number {
  return deps.db
    .transaction(() => {
      const job = findJob(deps.db, jobId)
      if (!job || !isThreadSide(job, installerId, user.id))
        throw new FeatureError(404, 'jobNotFound', MARKETPLACE_CODES)
      const unread = unreadMessagesOf(deps.db, jobId, installerId, user.id)
      const at = deps.clock().toISOString()
      if (unread.length > 0)
        writeServerDocuments(
          deps.db,
          messagesCollection,
          unread.map((message) => ({ ...message, readAt: at })),
          deps.clock(),
        )
      return unread.length
    })
    .immediate()
}

/** Marks the user's notifications read: those named, or all. */
export function markNotificationsRead(deps: Deps, user: SessionUser, { ids }: MarkRead): number {
  return deps.db
    .transaction(() => {
      const unread = unreadNotificationsOf(deps.db, user.id).filter(
        (notification) => ids === undefined || ids.includes(notification.id),
      )
      const at = deps.clock().toISOString()
      if (unread.length > 0)
        writeServerDocuments(
          deps.db,
          notificationsCollection,
          unread.map((notification) => ({ ...notification, readAt: at })),
          deps.clock(),
        )
      return unread.length
    })
    .immediate()
}
