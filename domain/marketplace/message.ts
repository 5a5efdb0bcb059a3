import { z } from 'zod'
import { code, photosSchema, RequestIdSchema } from './job.ts'

/*
 * Messages between a job's poster and one installer: a thread per (job, installer). Until that
 * installer is hired, phone numbers, emails and links typed into a message are hidden, so that the
 * marketplace is not bypassed before the homeowner has chosen.
 */

export const MESSAGE_LIMITS = { text: 2000, photos: 4 } as const

export const MessageInputSchema = z
  .object({
    id: RequestIdSchema,
    /** Which thread: the poster names the installer; an installer writes in their own thread. */
    installerId: z
      .string(code('threadInvalid'))
      .min(1, code('threadInvalid'))
      .max(64, code('threadInvalid'))
      .nullable()
      .default(null),
    text: z
      .string(code('messageTooLong'))
      .trim()
      .max(MESSAGE_LIMITS.text, code('messageTooLong'))
      .default(''),
    photos: photosSchema(MESSAGE_LIMITS.photos),
  })
  .refine((input) => input.text !== '' || input.photos.length > 0, {
    ...code('messageRequired'),
    path: ['text'],
  })
export type MessageInputBody = z.input<typeof MessageInputSchema>
export type MessageInput = z.output<typeof MessageInputSchema>

const timestamp = z.iso.datetime()

export const MessageDocumentSchema = z.strictObject({
  id: z.string(),
  jobId: z.string(),
  posterId: z.string(),
  installerId: z.string(),
  senderId: z.string(),
  text: z.string(),
  photos: z.array(z.string()).max(MESSAGE_LIMITS.photos),
  /** Contact details were hidden from the text. */
  masked: z.boolean(),
  sentAt: timestamp,
  /** When the other side opened the thread after it arrived. */
  readAt: timestamp.nullable(),
  updatedAt: timestamp,
  _deleted: z.boolean(),
})
export type MessageDocument = z.infer<typeof MessageDocumentSchema>

/**
 * The two sides of a thread: the job's poster and the installer it is with. Nobody else writes in
 * it or marks it read, an admin reading along included (a message goes out in its writer's name).
 */
export const isThreadSide = (job: { ownerId: string }, installerId: string, userId: string): boolean =>
  userId === job.ownerId || userId === installerId
