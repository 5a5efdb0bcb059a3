import { z } from 'zod'

/*
 * In-app notifications (the header's bell), one document per recipient, written by the server when
 * something happens to them: a bid on their job, their bid accepted or declined, a message, a status
 * change, a review. The web words them by kind; the same events are mailed.
 */

export const NOTIFICATION_KINDS = [
  'bidReceived',
  'bidAccepted',
  'bidDeclined',
  'message',
  'jobStatus',
  'jobCancelled',
  'reviewReceived',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

const timestamp = z.iso.datetime()

export const NotificationDocumentSchema = z.strictObject({
  id: z.string(),
  userId: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  jobId: z.string(),
  jobTitle: z.string(),
  /** Who did it: a username or company name. */
  actor: z.string(),
  /** Where it leads in the app. */
  path: z.string(),
  at: timestamp,
  readAt: timestamp.nullable(),
  updatedAt: timestamp,
  _deleted: z.boolean(),
})
export type NotificationDocument = z.infer<typeof NotificationDocumentSchema>

export const MarkReadSchema = z.object({ ids: z.array(z.string().max(64)).max(500).optional() })
export type MarkRead = z.output<typeof MarkReadSchema>
