import { canAccess } from '../../domain/auth/roles.ts'
import { INVENTORY_ERRORS } from '../../domain/inventory/errors.ts'
import {
  ENTRY_KINDS,
  HUB_IDS,
  INVENTORY_LIMITS,
  RollDocumentSchema,
  type RollDocument,
} from '../../domain/inventory/roll.ts'
import { defineCollection } from '../collection.ts'
import {
  collectionSchema,
  objectSchema,
  textSchema,
  timestampSchema,
  type CollectionJsonSchema,
} from '../json-schema.ts'

/*
 * Inventory (decision 012): the hubs' film rolls, pull-only. api/features/inventory writes
 * each roll's document from its ledger in the transaction of every entry; team devices replicate all
 * of them, so the warehouse sees what is on the shelves, and what of it is held for booked jobs,
 * without signal. Counts and cuts made offline go through the outbox to the inventory API, never as
 * pushed documents.
 */

const hub = { type: 'string', enum: HUB_IDS, maxLength: 16 } as const
const feet = { type: 'number', minimum: 0 } as const
const nullableTimestamp = { ...timestampSchema, type: ['string', 'null'] } as const

const entryProperties = {
  id: textSchema(64),
  kind: { type: 'string', enum: ENTRY_KINDS },
  deltaFt: { type: 'number' },
  remainingFt: feet,
  countedFt: { type: ['number', 'null'], minimum: 0 },
  hubId: hub,
  toHubId: { type: ['string', 'null'], maxLength: 16 },
  orderNumber: { type: ['string', 'null'], maxLength: 12 },
  reason: textSchema(INVENTORY_LIMITS.reason),
  actorId: { type: ['string', 'null'], maxLength: 64 },
  actorName: textSchema(100),
  at: timestampSchema,
  doneAt: nullableTimestamp,
} as const

const reservationProperties = {
  quoteId: textSchema(64),
  reservedFt: { type: 'number', exclusiveMinimum: 0 },
  reason: textSchema(INVENTORY_LIMITS.reason),
  at: timestampSchema,
} as const

const properties = {
  id: textSchema(64),
  hubId: hub,
  productId: textSchema(64),
  sku: textSchema(40),
  productName: textSchema(200),
  widthIn: { type: 'integer', minimum: 1 },
  lengthFt: feet,
  lot: textSchema(INVENTORY_LIMITS.lot),
  remainingFt: feet,
  reservedFt: feet,
  availableFt: feet,
  thresholdFt: { type: 'integer', minimum: 0 },
  receivedAt: timestampSchema,
  lastCountedAt: nullableTimestamp,
  entries: {
    type: 'array',
    maxItems: INVENTORY_LIMITS.entriesPerDocument,
    items: objectSchema(entryProperties),
  },
  reservations: {
    type: 'array',
    maxItems: INVENTORY_LIMITS.reservationsPerDocument,
    items: objectSchema(reservationProperties),
  },
  updatedAt: timestampSchema,
} as const satisfies CollectionJsonSchema<RollDocument>['properties']

const INVENTORY_JSON_SCHEMA = {
  ...collectionSchema<RollDocument, typeof properties>(
    'inventory',
    'A film roll at a hub: product, width, lot, the length its ledger adds up to, what it holds for jobs, and its latest entries.',
    properties,
    [],
  ),
  // 1: reservations for accepted jobs (reservedFt, availableFt, reservations).
  version: 1,
} as const satisfies CollectionJsonSchema<RollDocument>

export const inventoryCollection = defineCollection({
  name: 'inventory',
  schema: RollDocumentSchema,
  errors: INVENTORY_ERRORS,
  jsonSchema: INVENTORY_JSON_SCHEMA,
  access: {
    // Team roles and admins (canAccess lets admins through every audience); nobody else.
    readScope: (user) => (canAccess(user, 'team') ? { kind: 'all' } : { kind: 'none' }),
    canWrite: () => false,
  },
  derive: (doc, master) => master ?? doc,
  table: { name: 'inventory_rolls', columns: { hubId: 'hub_id', productId: 'product_id' } },
  pullOnly: true,
  // Rolls stored before reservations held nothing.
  migrations: {
    1: (old) => ({ ...old, reservedFt: 0, availableFt: old.remainingFt, reservations: [] }),
  },
})
