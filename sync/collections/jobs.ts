import { US_STATE_CODES } from '../../domain/estimate-requests/us-states.ts'
import { WINDOW_UNITS } from '../../domain/estimates/units.ts'
import { can, grantOf } from '../../domain/auth/policies.ts'
import { maskContactDetails } from '../../domain/marketplace/contact-mask.ts'
import { MARKETPLACE_ERRORS } from '../../domain/marketplace/errors.ts'
import {
  JOB_BUDGET_KEYS,
  JOB_FILM_TYPES,
  JOB_LIMITS,
  JOB_STATUSES,
  JOB_TIMELINES,
  JobDocumentSchema,
  type JobDocument,
} from '../../domain/marketplace/job.ts'
import { defineCollection, scopeOf } from '../collection.ts'
import {
  collectionSchema,
  objectSchema,
  textSchema,
  timestampSchema,
  type CollectionJsonSchema,
} from '../json-schema.ts'
import { marketplaceIdSchema, photoIdsSchema } from './marketplace-shared.ts'

/*
 * Jobs (decision 011): pull-only, written by api/features/marketplace. A poster replicates
 * their own jobs; installers every posted job (the board, readable offline), but the exact address
 * and the poster's phone and email only of the jobs they were hired for; admins everything.
 */

const id = marketplaceIdSchema
const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const
const coordinate = { type: ['number', 'null'] } as const

const properties = {
  id,
  ownerId: id,
  ownerName: textSchema(100),
  title: textSchema(JOB_LIMITS.title),
  description: textSchema(JOB_LIMITS.description),
  city: textSchema(JOB_LIMITS.city),
  state: { type: 'string', enum: US_STATE_CODES },
  zip: textSchema(5),
  lat: coordinate,
  lng: coordinate,
  filmType: { type: 'string', enum: JOB_FILM_TYPES },
  timeline: { type: 'string', enum: JOB_TIMELINES },
  budget: { type: 'string', enum: JOB_BUDGET_KEYS },
  photos: photoIdsSchema(JOB_LIMITS.photos),
  estimate: {
    type: ['object', 'null'],
    properties: {
      id,
      name: textSchema(200),
      totalWindows: { type: 'integer', minimum: 0 },
      totalAreaSqFt: { type: 'number', minimum: 0 },
      windows: {
        type: 'array',
        items: objectSchema({
          id,
          label: textSchema(200),
          width: { type: 'number', minimum: 0 },
          height: { type: 'number', minimum: 0 },
          unit: { type: 'string', enum: WINDOW_UNITS },
          quantity: { type: 'integer', minimum: 1 },
          areaSqFt: { type: 'number', minimum: 0 },
          photos: photoIdsSchema(20),
        }),
      },
    },
    required: ['id', 'name', 'totalWindows', 'totalAreaSqFt', 'windows'],
    additionalProperties: false,
  },
  status: { type: 'string', enum: JOB_STATUSES },
  bidCount: { type: 'integer', minimum: 0 },
  hiredInstallerId: nullableText(64),
  hiredBidId: nullableText(64),
  scheduledFor: nullableText(10),
  contact: {
    type: ['object', 'null'],
    properties: {
      name: textSchema(100),
      street: textSchema(200),
      phone: textSchema(40),
      email: textSchema(254),
    },
    required: ['name', 'street', 'phone', 'email'],
    additionalProperties: false,
  },
  updates: {
    type: 'array',
    maxItems: JOB_LIMITS.updates,
    items: objectSchema({
      id,
      status: { type: 'string', enum: JOB_STATUSES },
      at: timestampSchema,
      scheduledFor: nullableText(10),
      note: textSchema(JOB_LIMITS.note),
      photos: photoIdsSchema(JOB_LIMITS.updatePhotos),
    }),
  },
  review: {
    type: ['object', 'null'],
    properties: {
      rating: { type: 'integer', minimum: 1, maximum: 5 },
      text: textSchema(2000),
      at: timestampSchema,
    },
    required: ['rating', 'text', 'at'],
    additionalProperties: false,
  },
  postedAt: timestampSchema,
  updatedAt: timestampSchema,
} as const satisfies CollectionJsonSchema<JobDocument>['properties']

const JOBS_JSON_SCHEMA = collectionSchema<JobDocument, typeof properties>(
  'jobs',
  'A posted project: what, where (city and ZIP), budget, photos, an attached estimate, bids count and progress.',
  properties,
  ['postedAt'],
) satisfies CollectionJsonSchema<JobDocument>

export const jobsCollection = defineCollection({
  name: 'jobs',
  schema: JobDocumentSchema,
  errors: MARKETPLACE_ERRORS,
  jsonSchema: JOBS_JSON_SCHEMA,
  access: {
    readScope: (user) => scopeOf(user, grantOf(user, 'read', 'job'), 'ownerId'),
    canWrite: () => false,
  },
  derive: (doc, master) => master ?? doc,
  table: {
    name: 'jobs',
    columns: { ownerId: 'owner_id', status: 'status', hiredInstallerId: 'hired_installer_id' },
  },
  attachments: {
    // The job's photos, its estimate's, and the installer's progress pictures: readable by whoever reads the job.
    references: (job) => [
      ...new Set([
        ...job.photos,
        ...(job.estimate?.windows.flatMap((window) => window.photos) ?? []),
        ...job.updates.flatMap((update) => update.photos),
      ]),
    ],
    canUpload: () => false,
  },
  pullOnly: true,
  // The private part (contact, progress) is its poster's, the hired installer's and admins'.
  present: (job, user) => (can(user, 'readContact', 'job', job) ? job : publicJob(job)),
})

/**
 * A job as an installer not hired for it reads it: no contact part, no progress, and no contact
 * details in any free text a poster wrote (title, description, the estimate's name and window labels).
 */
function publicJob(job: JobDocument): JobDocument {
  const masked = (text: string) => maskContactDetails(text).text
  return {
    ...job,
    title: masked(job.title),
    description: masked(job.description),
    estimate: job.estimate && {
      ...job.estimate,
      name: masked(job.estimate.name),
      windows: job.estimate.windows.map((window) => ({ ...window, label: masked(window.label) })),
    },
    contact: null,
    updates: [],
  }
}
