import {
  BID_LIMITS,
  BID_STATUSES,
  BidDocumentSchema,
  type BidDocument,
} from '../../domain/marketplace/bid.ts'
import { maskContactDetails } from '../../domain/marketplace/contact-mask.ts'
import { MARKETPLACE_ERRORS } from '../../domain/marketplace/errors.ts'
import { can } from '../../domain/auth/policies.ts'
import { OPTION_IDS, QUOTE_LIMITS } from '../../domain/quotes/quote.ts'
import { defineCollection } from '../collection.ts'
import {
  collectionSchema,
  objectSchema,
  textSchema,
  timestampSchema,
  type CollectionJsonSchema,
} from '../json-schema.ts'
import { marketplaceIdSchema, sideScope } from './marketplace-shared.ts'

/*
 * Bids: pull-only. An installer replicates their own bids, a poster the bids on their jobs
 * (side by side), an admin all; nobody else any. Placing, revising, withdrawing and accepting go
 * through the marketplace API, which checks the job in the same transaction.
 */

const id = marketplaceIdSchema
const day = { type: 'string', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const

const properties = {
  id,
  jobId: id,
  installerId: id,
  posterId: id,
  installer: objectSchema({
    name: textSchema(100),
    company: textSchema(200),
    certified: { type: 'boolean' },
    rating: { type: ['number', 'null'] },
    reviewCount: { type: 'integer', minimum: 0 },
  }),
  priceCents: { type: 'integer', minimum: BID_LIMITS.minCents, maximum: BID_LIMITS.maxCents },
  startDate: day,
  message: textSchema(BID_LIMITS.message),
  masked: { type: 'boolean' },
  validUntil: day,
  status: { type: 'string', enum: BID_STATUSES },
  contact: {
    type: ['object', 'null'],
    properties: { phone: textSchema(40), email: textSchema(254) },
    required: ['phone', 'email'],
    additionalProperties: false,
  },
  quote: {
    type: ['object', 'null'],
    properties: {
      id,
      number: textSchema(40),
      options: {
        type: 'array',
        maxItems: OPTION_IDS.length,
        items: objectSchema({
          id: { type: 'string', enum: OPTION_IDS },
          label: textSchema(QUOTE_LIMITS.optionLabel),
          totalCents: { type: 'integer' },
        }),
      },
    },
    required: ['id', 'number', 'options'],
    additionalProperties: false,
  },
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
} as const satisfies CollectionJsonSchema<BidDocument>['properties']

const BIDS_JSON_SCHEMA = {
  ...collectionSchema<BidDocument, typeof properties>(
    'bids',
    'An installer’s offer on a job: price, start date, message, validity, status, the quote it carries.',
    properties,
    ['jobId'],
  ),
  // 1: the itemized quote a bid may carry.
  version: 1,
} as const satisfies CollectionJsonSchema<BidDocument>

export const bidsCollection = defineCollection({
  name: 'bids',
  schema: BidDocumentSchema,
  errors: MARKETPLACE_ERRORS,
  jsonSchema: BIDS_JSON_SCHEMA,
  access: {
    readScope: sideScope('bid'),
    canWrite: () => false,
  },
  derive: (doc, master) => master ?? doc,
  table: {
    name: 'bids',
    columns: { jobId: 'job_id', installerId: 'installer_id', posterId: 'poster_id', status: 'status' },
  },
  pullOnly: true,
  // Bids stored on a device before version 1 carried no quote.
  migrations: { 1: (old) => ({ ...old, quote: null }) },
  // The installer and admins read the message as written; the poster reads contact details masked.
  present: (bid, user) =>
    !bid.masked || can(user, 'readAsWritten', 'bid', bid)
      ? bid
      : { ...bid, message: maskContactDetails(bid.message).text },
})
