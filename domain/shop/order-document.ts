import { z } from 'zod'
import { US_STATE_CODES } from '../estimate-requests/us-states.ts'
import type { HubId } from '../hubs/hubs.ts'
import { ORDER_NUMBER_PATTERN } from './order-number.ts'
import {
  ORDER_LIMITS,
  PAYMENT_METHODS,
  type OrderEventView,
  type OrderLineView,
  type OrderTotals,
  type PaymentMethod,
  type ShipTo,
} from './order.ts'
import type { OrderRefund } from './refunds.ts'
import { SHIPPING_METHODS, type ShippingMethod } from './shipping.ts'
import { ORDER_STATUSES, type OrderStatus } from './status.ts'

/*
 * An order as it replicates to its owner's devices (sync/collections/orders.ts), so that "My orders"
 * opens offline. The server writes it from the orders tables in the transaction of every change
 * (placement, status change, cancellation); devices only read it. A visitor's order has no owner
 * and no document: it is followed with track-order.
 */

export const HUB_IDS = ['atlanta', 'florida', 'carolinas'] as const satisfies readonly HubId[]

export interface OrderDocument {
  /** The order number: what the customer reads and what /orders/$number opens. */
  id: string
  /** The customer's user id. */
  ownerId: string
  number: string
  status: OrderStatus
  email: string
  placedAt: string
  /** The server's write time of this version (the replication's checkpoint), not the last status change. */
  updatedAt: string
  shippingMethod: ShippingMethod
  paymentMethod: PaymentMethod
  hubId: HubId
  shipTo: ShipTo
  lines: OrderLineView[]
  totals: OrderTotals
  /** Pieces over all lines. */
  itemCount: number
  trackingNumber: string | null
  /** The status timeline, oldest first. */
  events: OrderEventView[]
  /** Money given back, oldest first. */
  refunds: OrderRefund[]
  _deleted: boolean
}

/** What a document holds at most beyond the order's own limits (a catalog name, a long timeline). */
export const ORDER_DOCUMENT_LIMITS = {
  sku: 100,
  productName: 300,
  zip: 10,
  trackingNumber: 40,
  events: 100,
  refunds: 100,
  refundReason: 500,
} as const

const timestamp = z.iso.datetime()
const cents = z.number().int().min(0)
const text = (max: number) => z.string().max(max)
const L = ORDER_LIMITS
const D = ORDER_DOCUMENT_LIMITS

/** The document's shape, for tests and for anything that must trust one from outside. */
export const OrderDocumentSchema = z.strictObject({
  id: z.string().regex(ORDER_NUMBER_PATTERN),
  ownerId: z.string().min(1).max(64),
  number: z.string().regex(ORDER_NUMBER_PATTERN),
  status: z.enum(ORDER_STATUSES),
  email: text(L.email),
  placedAt: timestamp,
  updatedAt: timestamp,
  shippingMethod: z.enum(SHIPPING_METHODS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  hubId: z.enum(HUB_IDS),
  shipTo: z.strictObject({
    name: text(L.name),
    company: text(L.company),
    street: text(L.street),
    street2: text(L.street),
    city: text(L.city),
    state: z.enum(US_STATE_CODES),
    zip: text(D.zip),
    phone: text(L.phone),
  }),
  lines: z
    .array(
      z.strictObject({
        productId: text(L.productId),
        sku: text(D.sku),
        name: text(D.productName),
        quantity: z.number().int().min(1),
        cutLengthFt: z.number().int().min(1).nullable(),
        unitCents: cents,
        lineCents: cents,
        weightLb: z.number().min(0),
      }),
    )
    .max(L.lines),
  totals: z.strictObject({
    subtotalCents: cents,
    shippingCents: cents,
    taxCents: cents,
    totalCents: cents,
    taxRateBp: z.number().int().min(0),
    weightLb: z.number().min(0),
  }),
  itemCount: z.number().int().min(0),
  trackingNumber: text(D.trackingNumber).nullable(),
  events: z
    .array(
      z.strictObject({
        status: z.enum(ORDER_STATUSES),
        at: timestamp,
        trackingNumber: text(D.trackingNumber).nullable(),
      }),
    )
    .max(D.events),
  refunds: z
    .array(
      z.strictObject({
        amountCents: z.number().int().min(1),
        reason: text(D.refundReason),
        returned: z
          .array(z.strictObject({ line: z.number().int().min(0), quantity: z.number().int().min(1) }))
          .max(L.lines),
        at: timestamp,
      }),
    )
    .max(D.refunds),
  _deleted: z.boolean(),
}) satisfies z.ZodType<OrderDocument>
