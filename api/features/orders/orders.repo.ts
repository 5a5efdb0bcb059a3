import type { HubId } from '../../../domain/hubs/hubs.ts'
import type { Locale } from '../../../domain/i18n/locales.ts'
import type { OrderEventView, OrderLineView, PaymentMethod, ShipTo } from '../../../domain/shop/order.ts'
import type { ShopProduct } from '../../../domain/shop/products.ts'
import type { OrderRefund } from '../../../domain/shop/refunds.ts'
import type { ShippingMethod } from '../../../domain/shop/shipping.ts'
import type { OrderStatus } from '../../../domain/shop/status.ts'
import type { Db } from '../../db/client.ts'
import { writeOrderDocument } from './orders.documents.ts'

/** A stored order as the service reads it; its lines and events are read separately. */
export interface OrderRow {
  id: string
  number: string
  idempotencyKey: string
  requestHash: string
  userId: string | null
  email: string
  emailNormalized: string
  status: OrderStatus
  shipTo: ShipTo
  shippingMethod: ShippingMethod
  paymentMethod: PaymentMethod
  paymentReference: string | null
  /** A card order's Checkout page; null for invoices and until the page is created. */
  paymentUrl: string | null
  hubId: HubId
  subtotalCents: number
  shippingCents: number
  taxCents: number
  totalCents: number
  taxRateBp: number
  weightLb: number
  trackingNumber: string | null
  paidAt: string | null
  createdAt: string
  updatedAt: string
  /** Pieces over all lines (only read by the list). */
  itemCount: number
  /**
   * The language its mails are written in: for a customer's order, their account's as it is now;
   * for a visitor's, the page's it was placed from (stored as the order's own).
   */
  language: Locale
}

const COLUMNS = `o.id, o.number, o.idempotency_key AS idempotencyKey, o.request_hash AS requestHash,
  o.user_id AS userId, o.email, o.email_normalized AS emailNormalized, o.status,
  o.ship_name AS shipName, o.ship_company AS shipCompany, o.ship_street AS shipStreet,
  o.ship_street2 AS shipStreet2, o.ship_city AS shipCity, o.ship_state AS shipState, o.ship_zip AS shipZip,
  o.ship_phone AS shipPhone, o.shipping_method AS shippingMethod, o.payment_method AS paymentMethod,
  o.payment_reference AS paymentReference, o.payment_url AS paymentUrl, o.hub_id AS hubId,
  o.subtotal_cents AS subtotalCents, o.shipping_cents AS shippingCents, o.tax_cents AS taxCents, o.total_cents AS totalCents,
  o.tax_rate_bp AS taxRateBp, o.weight_lb AS weightLb, o.tracking_number AS trackingNumber,
  o.paid_at AS paidAt, o.created_at AS createdAt, o.updated_at AS updatedAt,
  (SELECT coalesce(sum(quantity), 0) FROM order_lines l WHERE l.order_id = o.id) AS itemCount,
  coalesce((SELECT u.language FROM users u WHERE u.id = o.user_id), o.language) AS language`

interface RawOrder extends Omit<OrderRow, 'shipTo'> {
  shipName: string
  shipCompany: string
  shipStreet: string
  shipStreet2: string
  shipCity: string
  shipState: ShipTo['state']
  shipZip: string
  shipPhone: string
}

function fromRaw(raw: RawOrder): OrderRow {
  const { shipName, shipCompany, shipStreet, shipStreet2, shipCity, shipState, shipZip, shipPhone, ...rest } =
    raw
  return {
    ...rest,
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
  }
}

export function findOrderByNumber(db: Db, number: string): OrderRow | undefined {
  const raw = db.prepare(`SELECT ${COLUMNS} FROM orders o WHERE o.number = ?`).get(number) as
    RawOrder | undefined
  return raw && fromRaw(raw)
}

/** Whether the order is still waiting for its payment (nothing has moved it on). */
export function isOrderPlaced(db: Db, orderId: string): boolean {
  return db.prepare(`SELECT 1 FROM orders WHERE id = ? AND status = 'placed'`).get(orderId) !== undefined
}

export function findOrderByKey(db: Db, idempotencyKey: string): OrderRow | undefined {
  const raw = db
    .prepare(`SELECT ${COLUMNS} FROM orders o WHERE o.idempotency_key = ?`)
    .get(idempotencyKey) as RawOrder | undefined
  return raw && fromRaw(raw)
}

/** The order a payment belongs to, by the provider's reference (a Checkout Session's id). */
export function findOrderByPaymentReference(db: Db, reference: string): OrderRow | undefined {
  const raw = db.prepare(`SELECT ${COLUMNS} FROM orders o WHERE o.payment_reference = ?`).get(reference) as
    RawOrder | undefined
  return raw && fromRaw(raw)
}

export function orderNumberTaken(db: Db, number: string): boolean {
  return db.prepare('SELECT 1 FROM orders WHERE number = ?').get(number) !== undefined
}

export interface NewOrder extends Omit<
  OrderRow,
  'paymentReference' | 'paymentUrl' | 'trackingNumber' | 'paidAt' | 'updatedAt' | 'itemCount' | 'status'
> {
  lines: OrderLineView[]
}

/** The order, its lines and its 'placed' event. */
export function insertOrder(db: Db, order: NewOrder): void {
  const { shipTo, lines, ...row } = order
  db.prepare(
    `INSERT INTO orders (id, number, idempotency_key, request_hash, user_id, email, email_normalized, status,
       ship_name, ship_company, ship_street, ship_street2, ship_city, ship_state, ship_zip, ship_phone,
       shipping_method, payment_method, hub_id, subtotal_cents, shipping_cents, tax_cents, total_cents,
       tax_rate_bp, weight_lb, created_at, updated_at, language)
     VALUES (@id, @number, @idempotencyKey, @requestHash, @userId, @email, @emailNormalized, 'placed',
       @name, @company, @street, @street2, @city, @state, @zip, @phone,
       @shippingMethod, @paymentMethod, @hubId, @subtotalCents, @shippingCents, @taxCents, @totalCents,
       @taxRateBp, @weightLb, @createdAt, @createdAt, @language)`,
  ).run({ ...row, ...shipTo })
  const addLine = db.prepare(
    `INSERT INTO order_lines (order_id, position, product_id, sku, name, quantity, cut_length_ft, unit_cents,
       line_cents, weight_lb)
     VALUES (@orderId, @position, @productId, @sku, @name, @quantity, @cutLengthFt, @unitCents, @lineCents, @weightLb)`,
  )
  lines.forEach((line, position) => addLine.run({ ...line, orderId: order.id, position }))
  insertOrderEvent(db, order.id, 'placed', { actorId: order.userId, at: order.createdAt })
}

export function findOrderLines(db: Db, orderId: string): OrderLineView[] {
  return db
    .prepare(
      `SELECT product_id AS productId, sku, name, quantity, cut_length_ft AS cutLengthFt, unit_cents AS unitCents,
         line_cents AS lineCents, weight_lb AS weightLb
       FROM order_lines WHERE order_id = ? ORDER BY position`,
    )
    .all(orderId) as OrderLineView[]
}

/**
 * Records a status the order reached, and rewrites the order's replicated document: every change of
 * an order records an event, so this is where its customer's devices hear of it. Call it after the
 * order's own row is updated, inside the change's transaction.
 */
export function insertOrderEvent(
  db: Db,
  orderId: string,
  status: OrderStatus,
  {
    actorId,
    at,
    trackingNumber = null,
  }: { actorId: string | null; at: string; trackingNumber?: string | null },
): void {
  db.prepare(
    'INSERT INTO order_events (order_id, status, tracking_number, actor_id, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(orderId, status, trackingNumber, actorId, at)
  writeOrderDocument(db, orderId, at)
}

export function findOrderEvents(db: Db, orderId: string): OrderEventView[] {
  return db
    .prepare(
      `SELECT status, created_at AS at, tracking_number AS trackingNumber
       FROM order_events WHERE order_id = ? ORDER BY id`,
    )
    .all(orderId) as OrderEventView[]
}

export function insertRefund(
  db: Db,
  orderId: string,
  refund: Omit<OrderRefund, 'at'>,
  { actorId, at }: { actorId: string; at: string },
): void {
  db.prepare(
    `INSERT INTO order_refunds (order_id, amount_cents, reason, returned, actor_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(orderId, refund.amountCents, refund.reason, JSON.stringify(refund.returned), actorId, at)
}

/**
 * Units of a product that came back from a shipped order go on the hub's shelf again: its shipped
 * reservation counts that many fewer (released once nothing of it is left out). A reservation the
 * warehouse has counted since is left alone: the next count finds the returned film.
 */
export function returnShippedUnits(
  db: Db,
  orderId: string,
  productId: string,
  units: number,
  at: string,
): void {
  db.prepare(
    `UPDATE stock_reservations
     SET state = CASE WHEN units <= @units THEN 'released' ELSE state END,
         units = CASE WHEN units <= @units THEN units ELSE units - @units END,
         updated_at = @at
     WHERE order_id = @orderId AND product_id = @productId AND state = 'shipped'`,
  ).run({ units, at, orderId, productId })
}

export function setOrderStatus(
  db: Db,
  orderId: string,
  status: OrderStatus,
  { at, trackingNumber, paid }: { at: string; trackingNumber?: string; paid: boolean },
): void {
  db.prepare(
    `UPDATE orders SET status = @status, updated_at = @at,
       tracking_number = coalesce(@trackingNumber, tracking_number),
       paid_at = CASE WHEN @paid THEN @at ELSE paid_at END
     WHERE id = @orderId`,
  ).run({ orderId, status, at, trackingNumber: trackingNumber ?? null, paid: paid ? 1 : 0 })
}

export function setPaymentReference(db: Db, orderId: string, reference: string): void {
  db.prepare('UPDATE orders SET payment_reference = ? WHERE id = ?').run(reference, orderId)
}

/**
 * Keeps a card order's Checkout Session, unless the order has one already or is no longer waiting
 * for payment; false then.
 */
export function setCheckoutSession(db: Db, orderId: string, reference: string, url: string): boolean {
  return (
    db
      .prepare(
        `UPDATE orders SET payment_reference = ?, payment_url = ?
         WHERE id = ? AND status = 'placed' AND payment_reference IS NULL`,
      )
      .run(reference, url, orderId).changes === 1
  )
}

/** Card orders still placed whose Checkout page was never created, placed at `placedUntil` or earlier. */
export function findUnstartedCardOrders(db: Db, placedUntil: string): OrderRow[] {
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM orders o
       WHERE o.payment_method = 'card' AND o.status = 'placed' AND o.payment_reference IS NULL
         AND o.created_at <= ?`,
    )
    .all(placedUntil) as RawOrder[]
  return rows.map(fromRaw)
}

export interface StockHoldRow {
  orderNumber: string
  email: string
  guest: boolean
  paymentMethod: PaymentMethod
  placedAt: string
  hubId: HubId
  sku: string
  name: string
  units: number
}

/** Stock held by orders not paid yet, oldest first: one row per order and product. */
export function findUnpaidHolds(db: Db): StockHoldRow[] {
  const rows = db
    .prepare(
      `SELECT o.number AS orderNumber, o.email, o.user_id IS NULL AS guest, o.payment_method AS paymentMethod,
         o.created_at AS placedAt, r.hub_id AS hubId, p.sku, p.name, r.units
       FROM stock_reservations r
       JOIN orders o ON o.id = r.order_id
       JOIN products p ON p.id = r.product_id
       WHERE r.state = 'held' AND o.paid_at IS NULL
       ORDER BY o.created_at, o.number, p.sku`,
    )
    .all() as (Omit<StockHoldRow, 'guest'> & { guest: 0 | 1 })[]
  return rows.map((row) => ({ ...row, guest: row.guest === 1 }))
}

/** Visitors' invoice orders placed by `placedUntil` and still unpaid: their holds have run out. */
export function findUnpaidGuestInvoiceOrders(db: Db, placedUntil: string): OrderRow[] {
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM orders o
       WHERE o.payment_method = 'invoice' AND o.user_id IS NULL AND o.status = 'placed'
         AND o.created_at <= ?`,
    )
    .all(placedUntil) as RawOrder[]
  return rows.map(fromRaw)
}

export interface ListQuery {
  /** Only this customer's orders; all orders when absent (admins). */
  userId?: string
  status?: OrderStatus
  /** Only orders older than this one, in (createdAt, id) order. */
  before?: { createdAt: string; id: string }
  limit: number
}

/** Newest first; ties on the creation time broken by id, so pages never skip or repeat an order. */
export function listOrders(db: Db, query: ListQuery): OrderRow[] {
  const where: string[] = []
  const params: Record<string, string | number> = { limit: query.limit }
  if (query.userId !== undefined) {
    where.push('o.user_id = @userId')
    params.userId = query.userId
  }
  if (query.status) {
    where.push('o.status = @status')
    params.status = query.status
  }
  if (query.before) {
    where.push('(o.created_at < @beforeAt OR (o.created_at = @beforeAt AND o.id < @beforeId))')
    params.beforeAt = query.before.createdAt
    params.beforeId = query.before.id
  }
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM orders o ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY o.created_at DESC, o.id DESC LIMIT @limit`,
    )
    .all(params) as RawOrder[]
  return rows.map(fromRaw)
}

/** The products of an order, as the shop prices them; unknown ids are simply absent. */
export function findShopProducts(db: Db, ids: readonly string[]): ShopProduct[] {
  if (ids.length === 0) return []
  const rows = db
    .prepare(
      `SELECT id, sku, name, category, width_in AS widthIn, length_ft AS lengthFt, price_cents AS priceCents,
         active, specs
       FROM products WHERE id IN (${ids.map(() => '?').join(', ')})`,
    )
    .all(...ids) as (Omit<ShopProduct, 'active' | 'thicknessMil'> & { active: number; specs: string })[]
  return rows.map(({ active, specs, ...product }) => {
    const { thicknessMil } = JSON.parse(specs) as { thicknessMil?: unknown }
    return {
      ...product,
      active: active === 1,
      thicknessMil: typeof thicknessMil === 'number' && thicknessMil > 0 ? thicknessMil : null,
    }
  })
}

/**
 * What a hub can still promise of a product, in stock units (feet of film for roll products,
 * pieces otherwise): its stock less what orders hold or have shipped since the last count.
 */
export function availableUnits(db: Db, hubId: string, productId: string): number {
  const available = db
    .prepare(
      `SELECT s.quantity * coalesce(p.length_ft, 1) - coalesce(
         (SELECT sum(r.units) FROM stock_reservations r
          WHERE r.hub_id = s.hub_id AND r.product_id = s.product_id AND r.state IN ('held', 'shipped')), 0)
       FROM stock s JOIN products p ON p.id = s.product_id
       WHERE s.hub_id = ? AND s.product_id = ?`,
    )
    .pluck()
    .get(hubId, productId) as number | undefined
  return Math.max(0, available ?? 0)
}

export function insertReservations(
  db: Db,
  orderId: string,
  hubId: string,
  needs: ReadonlyMap<string, number>,
  at: string,
): void {
  const add = db.prepare(
    `INSERT INTO stock_reservations (order_id, product_id, hub_id, units, state, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'held', ?, ?)`,
  )
  for (const [productId, units] of needs) add.run(orderId, productId, hubId, units, at, at)
}

/** Moves an order's held units on: back to the shelf ('released') or out of the door ('shipped'). */
export function settleReservations(db: Db, orderId: string, state: 'released' | 'shipped', at: string): void {
  db.prepare(
    `UPDATE stock_reservations SET state = ?, updated_at = ? WHERE order_id = ? AND state = 'held'`,
  ).run(state, at, orderId)
}

export function findUserEmail(db: Db, userId: string): string | undefined {
  return db.prepare('SELECT email FROM users WHERE id = ?').pluck().get(userId) as string | undefined
}
