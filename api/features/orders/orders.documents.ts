import type { OrderDocument } from '../../../domain/shop/order-document.ts'
import type { OrderEventView, OrderLineView, ShipTo } from '../../../domain/shop/order.ts'
import type { OrderRefund } from '../../../domain/shop/refunds.ts'
import { ordersCollection } from '../../../sync/collections/orders.ts'
import type { Db } from '../../db/client.ts'
import { writeServerDocuments } from '../sync/sync.repo.ts'

/*
 * The orders' replicated documents (sync/collections/orders.ts, pull-only): each customer's order as
 * one JSON document in `order_documents`, which the sync pull reads like any collection's table.
 * Written from the orders tables inside the transaction of every change of an order: every change
 * records an event, so orders.repo.ts's insertOrderEvent calls writeOrderDocument, and no path can
 * change an order while its customer's devices keep the old one. This module reads the orders
 * tables itself (it does not import the repo, which calls it).
 */

type OrderCore = Omit<
  OrderDocument,
  'ownerId' | 'shipTo' | 'lines' | 'totals' | 'events' | 'refunds' | 'updatedAt' | '_deleted'
> &
  OrderDocument['totals'] & {
    ownerId: string | null
    shipName: string
    shipCompany: string
    shipStreet: string
    shipStreet2: string
    shipCity: string
    shipState: ShipTo['state']
    shipZip: string
    shipPhone: string
  }

function readOrder(db: Db, orderId: string): OrderCore | undefined {
  return db
    .prepare(
      `SELECT o.number AS id, o.user_id AS ownerId, o.number, o.status, o.email, o.created_at AS placedAt,
         o.shipping_method AS shippingMethod, o.payment_method AS paymentMethod, o.hub_id AS hubId,
         o.ship_name AS shipName, o.ship_company AS shipCompany, o.ship_street AS shipStreet,
         o.ship_street2 AS shipStreet2, o.ship_city AS shipCity, o.ship_state AS shipState, o.ship_zip AS shipZip,
         o.ship_phone AS shipPhone, o.subtotal_cents AS subtotalCents, o.shipping_cents AS shippingCents,
         o.tax_cents AS taxCents, o.total_cents AS totalCents, o.tax_rate_bp AS taxRateBp, o.weight_lb AS weightLb,
         o.tracking_number AS trackingNumber,
         (SELECT coalesce(sum(quantity), 0) FROM order_lines l WHERE l.order_id = o.id) AS itemCount
       FROM orders o WHERE o.id = ?`,
    )
    .get(orderId) as OrderCore | undefined
}

function readLines(db: Db, orderId: string): OrderLineView[] {
  return db
    .prepare(
      `SELECT product_id AS productId, sku, name, quantity, cut_length_ft AS cutLengthFt, unit_cents AS unitCents,
         line_cents AS lineCents, weight_lb AS weightLb
       FROM order_lines WHERE order_id = ? ORDER BY position`,
    )
    .all(orderId) as OrderLineView[]
}

/** The order's refunds, oldest first. */
export function findRefunds(db: Db, orderId: string): OrderRefund[] {
  const rows = db
    .prepare(
      `SELECT amount_cents AS amountCents, reason, returned, created_at AS at
       FROM order_refunds WHERE order_id = ? ORDER BY id`,
    )
    .all(orderId) as (Omit<OrderRefund, 'returned'> & { returned: string })[]
  return rows.map((row) => ({ ...row, returned: JSON.parse(row.returned) as OrderRefund['returned'] }))
}

function readEvents(db: Db, orderId: string): OrderEventView[] {
  return db
    .prepare(
      `SELECT status, created_at AS at, tracking_number AS trackingNumber
       FROM order_events WHERE order_id = ? ORDER BY id`,
    )
    .all(orderId) as OrderEventView[]
}

/** The document of an order as its rows are now; null for a visitor's order, which does not replicate. */
export function orderDocumentOf(db: Db, orderId: string): Omit<OrderDocument, 'updatedAt'> | null {
  const order = readOrder(db, orderId)
  if (!order || order.ownerId === null) return null
  const {
    ownerId,
    shipName,
    shipCompany,
    shipStreet,
    shipStreet2,
    shipCity,
    shipState,
    shipZip,
    shipPhone,
    subtotalCents,
    shippingCents,
    taxCents,
    totalCents,
    taxRateBp,
    weightLb,
    ...rest
  } = order
  return {
    ...rest,
    ownerId,
    shipTo: {
      name: shipName,
      company: shipCompany,
      street: shipStreet,
      street2: shipStreet2,
      city: shipCity,
      state: shipState,
      zip: shipZip,
      phone: shipPhone,
    },
    lines: readLines(db, orderId),
    totals: { subtotalCents, shippingCents, taxCents, totalCents, taxRateBp, weightLb },
    events: readEvents(db, orderId),
    refunds: findRefunds(db, orderId),
    _deleted: false,
  }
}

/**
 * Writes the order's document, stamped later than every document before it (a device that pulled up
 * to the previous one must not skip this one), and tells the sync streams once the caller's
 * transaction commits. Call it inside that transaction, after the order's rows are written.
 */
export function writeOrderDocument(db: Db, orderId: string, at: string): OrderDocument | null {
  const doc = orderDocumentOf(db, orderId)
  return doc ? writeServerDocuments(db, ordersCollection, [doc], new Date(at))[0]! : null
}

/**
 * Writes the documents of customers' orders that have none: those placed before orders replicated
 * (migration 011). Run on start; answers how many it wrote.
 */
export function backfillOrderDocuments(db: Db, now: Date): number {
  const missing = db
    .prepare(
      `SELECT o.id FROM orders o
       WHERE o.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM order_documents d WHERE d.id = o.number)
       ORDER BY o.created_at, o.id`,
    )
    .pluck()
    .all() as string[]
  db.transaction(() => {
    for (const orderId of missing) writeOrderDocument(db, orderId, now.toISOString())
  })()
  return missing.length
}
