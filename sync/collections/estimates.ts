import { ESTIMATE_ERRORS } from '../../domain/estimates/errors.ts'
import {
  ACCESS_KINDS,
  CONFLICT_CHOICES,
  ESTIMATE_LIMITS,
  GLASS_KINDS,
  GLASS_THICKNESSES,
  ORIENTATIONS,
  PANES,
  ESTIMATE_STATUSES,
  EstimateSchema,
  pushedStatus,
  FILM_TYPES,
  type Estimate,
  type EstimateVersion,
} from '../../domain/estimates/estimate.ts'
import { WINDOW_TYPES, WINDOW_UNITS } from '../../domain/estimates/units.ts'
import { can, grantOf } from '../../domain/auth/policies.ts'
import { mergeEstimates } from '../conflicts.ts'
import { defineCollection, scopeOf } from '../collection.ts'
import { rememberingPrices } from './estimate-prices.ts'
import {
  historySchema,
  textSchema,
  timestampSchema,
  type CollectionJsonSchema,
  type JsonSchema,
} from '../json-schema.ts'

/*
 * The estimates collection: each user replicates their own estimates, admins all of them.
 * Windows are embedded; their photos are attachment ids whose bytes travel separately.
 */

const id = { type: 'string', maxLength: ESTIMATE_LIMITS.idLength, pattern: '^[A-Za-z0-9_-]{1,64}$' } as const
const timestamp = timestampSchema
const text = textSchema
const dimension = { type: 'number', exclusiveMinimum: 0, maximum: ESTIMATE_LIMITS.dimension } as const

const windowProperties = {
  id,
  label: text(ESTIMATE_LIMITS.windowLabel),
  width: dimension,
  height: dimension,
  unit: { type: 'string', enum: WINDOW_UNITS },
  quantity: { type: 'integer', minimum: 1, maximum: ESTIMATE_LIMITS.quantity },
  windowType: { type: 'string', enum: WINDOW_TYPES },
  filmType: { type: 'string', enum: FILM_TYPES },
  filmGrade: text(ESTIMATE_LIMITS.filmGrade),
  photos: {
    type: 'array',
    maxItems: ESTIMATE_LIMITS.photos,
    uniqueItems: true,
    items: { type: 'string', maxLength: 64, pattern: '^[0-9a-f]{64}$' },
  },
  readings: {
    type: ['object', 'null'],
    properties: {
      widths: { type: 'array', minItems: 3, maxItems: 3, items: dimension },
      heights: { type: 'array', minItems: 3, maxItems: 3, items: dimension },
    },
    required: ['widths', 'heights'],
    additionalProperties: false,
  },
  orientation: { type: 'string', enum: ORIENTATIONS },
  panes: { type: 'string', enum: PANES },
  glass: { type: 'string', enum: GLASS_KINDS },
  glassThickness: { type: 'number', enum: GLASS_THICKNESSES },
  unitAgeYears: { type: ['integer', 'null'], minimum: 0, maximum: ESTIMATE_LIMITS.unitAgeYears },
  access: { type: 'string', enum: ACCESS_KINDS },
  removeOldFilm: { type: 'boolean' },
} as const

/** A measured window; the events collection embeds the accepted option's windows in an install day. */
export const windowSchema = {
  type: 'object',
  properties: windowProperties,
  required: Object.keys(windowProperties) as (keyof typeof windowProperties)[],
  additionalProperties: false,
} as const satisfies JsonSchema

/** Every field but history (and `_deleted`, which RxDB declares itself at the top level). */
const versionProperties = {
  id,
  ownerId: id,
  name: { type: 'string', minLength: 1, maxLength: ESTIMATE_LIMITS.name },
  customer: text(ESTIMATE_LIMITS.customer),
  address: text(ESTIMATE_LIMITS.address),
  windows: { type: 'array', maxItems: ESTIMATE_LIMITS.windows, items: windowSchema },
  notes: text(ESTIMATE_LIMITS.notes),
  status: { type: 'string', enum: ESTIMATE_STATUSES },
  totalWindows: { type: 'integer', minimum: 0 },
  totalAreaSqFt: { type: 'number', minimum: 0 },
  totalPriceCents: { type: 'integer', minimum: 0 },
  createdAt: timestamp,
  editedAt: timestamp,
  updatedAt: timestamp,
} as const satisfies CollectionJsonSchema<EstimateVersion>['properties']

const versionRequired = Object.keys(versionProperties) as (keyof typeof versionProperties)[]

export const ESTIMATES_JSON_SCHEMA = {
  title: 'estimates',
  description: 'An estimate with its windows; photos are attachment ids (SHA-256 of the bytes).',
  // 1: a history entry may say who settled it (the editor's conflict choice). 2: statuses scheduled and installed.
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...versionProperties,
    history: historySchema(versionProperties, {
      by: id,
      maxItems: ESTIMATE_LIMITS.history,
      choices: CONFLICT_CHOICES,
    }),
  },
  required: [...versionRequired, 'history'],
  // The replication and the "recently changed" lists read by write time; owner lists by owner then time.
  indexes: ['updatedAt', ['ownerId', 'updatedAt']],
  additionalProperties: false,
} as const satisfies CollectionJsonSchema<Estimate>

/** Every photo the estimate refers to, including those of versions kept in its history (the UI can show them). */
function photoReferences(estimate: Estimate): string[] {
  const versions: EstimateVersion[] = [estimate, ...estimate.history.map((entry) => entry.version)]
  return [...new Set(versions.flatMap((version) => version.windows.flatMap((window) => window.photos)))]
}

/** A few thousand estimates' windows: a few MB. */
const derivePrice = rememberingPrices(4_000_000)

export const estimatesCollection = defineCollection({
  name: 'estimates',
  schema: EstimateSchema,
  errors: ESTIMATE_ERRORS,
  jsonSchema: ESTIMATES_JSON_SCHEMA,
  access: {
    readScope: (user) => scopeOf(user, grantOf(user, 'read', 'estimate'), 'ownerId'),
    // The owner writes their own; an admin anyone's. Checked against the stored version too, so a
    // document cannot be taken over by pushing it under its existing id with one's own ownerId.
    canWrite: (user, next, master) =>
      can(user, 'write', 'estimate', next) && (master === null || can(user, 'write', 'estimate', master)),
  },
  // Totals and the price are recomputed from the windows with the server's pricing sheet, whatever a device sent; the creation time is the first write's, whatever a device says later; the installation's steps are the server's.
  derive: (doc, master, { pricingSheet }) =>
    derivePrice(
      {
        ...doc,
        createdAt: master?.createdAt ?? doc.createdAt,
        status: pushedStatus(doc.status, master?.status ?? null),
      },
      pricingSheet,
    ),
  table: { name: 'estimates', columns: { ownerId: 'owner_id' } },
  // Two devices editing different windows of one estimate both keep their edits.
  conflict: mergeEstimates,
  // Versions 1 and 2 only added an optional field and two statuses: every stored estimate fits as it is.
  migrations: { 1: (old) => old, 2: (old) => old },
  attachments: {
    references: photoReferences,
    // Anyone who may have estimates may upload photos; reading them is what the estimates' scope guards.
    canUpload: () => true,
  },
})
