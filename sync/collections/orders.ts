import { US_STATE_CODES } from '../../domain/estimate-requests/us-states.ts'
import { ORDER_ERRORS } from '../../domain/shop/errors.ts'
import { ORDER_LIMITS, PAYMENT_METHODS } from '../../domain/shop/order.ts'
import {
  HUB_IDS,
  ORDER_DOCUMENT_LIMITS,
  OrderDocumentSchema,
  type OrderDocument,
} from '../../domain/shop/order-document.ts'
import { SHIPPING_METHODS } from '../../domain/shop/shipping.ts'
import { ORDER_STATUSES } from '../../domain/shop/status.ts'
import { grantOf } from '../../domain/auth/policies.ts'
import { defineCollection, scopeOf } from '../collection.ts'
import { objectSchema, textSchema, timestampSchema, type CollectionJsonSchema } from '../json-schema.ts'

/*
 * The orders collection: pull-only. The server writes each customer's orders from its orders tables
 * (api/features/orders, in the transaction of every change), customers replicate their own and admins
 * all of them, and no device ever pushes one: placing, cancelling and moving an order along go
 * through the orders API, which needs the network anyway.
 */

const L = ORDER_LIMITS
const D = ORDER_DOCUMENT_LIMITS
/** SS-XXXX-XXXX; RxDB needs a maxLength on the primary key and indexed strings. */
const orderNumber = {
  type: 'string',
  maxLength: 12,
  pattern: '^SS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$',
} as const
const timestamp = timestampSchema
const text = textSchema
const cents = { type: 'integer', minimum: 0 } as const
const weight = { type: 'number', minimum: 0 } as const

const shipToProperties = {
  name: text(L.name),
  company: text(L.company),
  street: text(L.street),
  street2: text(L.street),
  city: text(L.city),
  state: { type: 'string', enum: US_STATE_CODES },
  zip: text(D.zip),
  phone: text(L.phone),
} as const

const lineProperties = {
  productId: text(L.productId),
  sku: text(D.sku),
  name: text(D.productName),
  quantity: { type: 'integer', minimum: 1 },
  cutLengthFt: { type: ['integer', 'null'], minimum: 1 },
  unitCents: cents,
  lineCents: cents,
  weightLb: weight,
} as const

const totalsProperties = {
  subtotalCents: cents,
  shippingCents: cents,
  taxCents: cents,
  totalCents: cents,
  taxRateBp: { type: 'integer', minimum: 0 },
  weightLb: weight,
} as const

const eventProperties = {
  status: { type: 'string', enum: ORDER_STATUSES },
  at: timestamp,
  trackingNumber: { type: ['string', 'null'], maxLength: D.trackingNumber },
} as const

const refundProperties = {
  amountCents: { type: 'integer', minimum: 1 },
  reason: text(D.refundReason),
  returned: {
    type: 'array',
    maxItems: L.lines,
    items: objectSchema({ line: { type: 'integer', minimum: 0 }, quantity: { type: 'integer', minimum: 1 } }),
  },
  at: timestamp,
} as const

const properties = {
  id: orderNumber,
  ownerId: { type: 'string', minLength: 1, maxLength: 64 },
  number: orderNumber,
  status: { type: 'string', enum: ORDER_STATUSES },
  email: text(L.email),
  placedAt: timestamp,
  updatedAt: timestamp,
  shippingMethod: { type: 'string', enum: SHIPPING_METHODS },
  paymentMethod: { type: 'string', enum: PAYMENT_METHODS },
  hubId: { type: 'string', enum: HUB_IDS },
  shipTo: objectSchema(shipToProperties),
  lines: { type: 'array', maxItems: L.lines, items: objectSchema(lineProperties) },
  totals: objectSchema(totalsProperties),
  itemCount: { type: 'integer', minimum: 0 },
  trackingNumber: { type: ['string', 'null'], maxLength: D.trackingNumber },
  events: { type: 'array', maxItems: D.events, items: objectSchema(eventProperties) },
  refunds: { type: 'array', maxItems: D.refunds, items: objectSchema(refundProperties) },
} as const satisfies CollectionJsonSchema<OrderDocument>['properties']

export const ORDERS_JSON_SCHEMA = {
  title: 'orders',
  description: 'A customer’s order as the server wrote it: lines, totals, ship-to and status timeline.',
  // 1: refunds (a device's stored orders get none until the server sends them again).
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties,
  required: Object.keys(properties) as (keyof typeof properties)[],
  // "My orders" lists one owner's newest first (an admin's device holds everyone's).
  indexes: ['placedAt', ['ownerId', 'placedAt']],
  additionalProperties: false,
} as const satisfies CollectionJsonSchema<OrderDocument>

export const ordersCollection = defineCollection({
  name: 'orders',
  schema: OrderDocumentSchema,
  errors: ORDER_ERRORS,
  jsonSchema: ORDERS_JSON_SCHEMA,
  access: {
    readScope: (user) => scopeOf(user, grantOf(user, 'read', 'order'), 'ownerId'),
    // Nobody writes orders through sync, admins included: the orders API does (see pullOnly).
    canWrite: () => false,
  },
  // Every value is the server's own: the stored version is the document.
  derive: (doc, master) => master ?? doc,
  table: { name: 'order_documents', columns: { ownerId: 'owner_id' } },
  pullOnly: true,
  // Orders stored before refunds replicated had none to show.
  migrations: { 1: (old) => ({ ...old, refunds: [] }) },
})
