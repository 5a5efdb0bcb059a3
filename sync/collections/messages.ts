import { maskContactDetails } from '../../domain/marketplace/contact-mask.ts'
import { MARKETPLACE_ERRORS } from '../../domain/marketplace/errors.ts'
import {
  MESSAGE_LIMITS,
  MessageDocumentSchema,
  type MessageDocument,
} from '../../domain/marketplace/message.ts'
import { can } from '../../domain/auth/policies.ts'
import { defineCollection } from '../collection.ts'
import { collectionSchema, textSchema, timestampSchema, type CollectionJsonSchema } from '../json-schema.ts'
import { marketplaceIdSchema, photoIdsSchema, sideScope } from './marketplace-shared.ts'

/*
 * Messages: pull-only, one thread per job and installer. Each side replicates the threads
 * it takes part in; sending goes through the marketplace API (queued in the outbox while offline),
 * which hides contact details until the installer is hired.
 */

const id = marketplaceIdSchema

const properties = {
  id,
  jobId: id,
  posterId: id,
  installerId: id,
  senderId: id,
  text: textSchema(MESSAGE_LIMITS.text),
  photos: photoIdsSchema(MESSAGE_LIMITS.photos),
  masked: { type: 'boolean' },
  sentAt: timestampSchema,
  readAt: { type: ['string', 'null'], maxLength: 32 },
  updatedAt: timestampSchema,
} as const satisfies CollectionJsonSchema<MessageDocument>['properties']

const MESSAGES_JSON_SCHEMA = collectionSchema<MessageDocument, typeof properties>(
  'messages',
  'A message between a job’s poster and an installer, with photos.',
  properties,
  [['jobId', 'sentAt']],
) satisfies CollectionJsonSchema<MessageDocument>

export const messagesCollection = defineCollection({
  name: 'messages',
  schema: MessageDocumentSchema,
  errors: MARKETPLACE_ERRORS,
  jsonSchema: MESSAGES_JSON_SCHEMA,
  access: {
    readScope: sideScope('message'),
    canWrite: () => false,
  },
  derive: (doc, master) => master ?? doc,
  table: {
    name: 'messages',
    columns: { jobId: 'job_id', installerId: 'installer_id', posterId: 'poster_id' },
  },
  attachments: { references: (message) => message.photos, canUpload: () => false },
  pullOnly: true,
  // The sender and admins read the words as written; the other side reads contact details masked
  // while the message is marked so (written before the installer was hired).
  present: (message, user) =>
    !message.masked || can(user, 'readAsWritten', 'message', message)
      ? message
      : { ...message, text: maskContactDetails(message.text).text },
})
