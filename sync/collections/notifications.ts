import { MARKETPLACE_ERRORS } from '../../domain/marketplace/errors.ts'
import {
  NOTIFICATION_KINDS,
  NotificationDocumentSchema,
  type NotificationDocument,
} from '../../domain/marketplace/notification.ts'
import { defineCollection } from '../collection.ts'
import { collectionSchema, textSchema, timestampSchema, type CollectionJsonSchema } from '../json-schema.ts'
import { marketplaceIdSchema } from './marketplace-shared.ts'

/** Notifications (the header's bell): pull-only, each user their own, admins included. */

const properties = {
  id: marketplaceIdSchema,
  userId: marketplaceIdSchema,
  kind: { type: 'string', enum: NOTIFICATION_KINDS },
  jobId: marketplaceIdSchema,
  jobTitle: textSchema(200),
  actor: textSchema(200),
  path: textSchema(200),
  at: timestampSchema,
  readAt: { type: ['string', 'null'], maxLength: 32 },
  updatedAt: timestampSchema,
} as const satisfies CollectionJsonSchema<NotificationDocument>['properties']

const NOTIFICATIONS_JSON_SCHEMA = collectionSchema<NotificationDocument, typeof properties>(
  'notifications',
  'Something that happened to the user: a bid, an accepted bid, a message, a status change.',
  properties,
  ['at'],
) satisfies CollectionJsonSchema<NotificationDocument>

export const notificationsCollection = defineCollection({
  name: 'notifications',
  schema: NotificationDocumentSchema,
  errors: MARKETPLACE_ERRORS,
  jsonSchema: NOTIFICATIONS_JSON_SCHEMA,
  access: {
    readScope: (user) => ({ kind: 'equals', field: 'userId', value: user.id }),
    canWrite: () => false,
  },
  derive: (doc, master) => master ?? doc,
  table: { name: 'notifications', columns: { userId: 'user_id' } },
  pullOnly: true,
})
