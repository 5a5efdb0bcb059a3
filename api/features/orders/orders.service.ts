import { createHash, timingSafeEqual } from 'node:crypto'
import { can, grantOf } from '../../../domain/auth/policies.ts'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import { ORDER_CODES } from '../../../domain/shop/errors.ts'
import { chooseHub, stockNeeds } from '../../../domain/shop/fulfilment.ts'
import { newOrderNumber } from '../../../domain/shop/order-number.ts'
import type { TrackOrderInput } from '../../../domain/shop/order-number.ts'
import {
  OrderInputSchema,
  type OrderInput,
  type OrderList,
  type OrderSummary,
  type OrderView,
  type PlacedOrder,
  type StockHold,
  type TrackedOrder,
} from '../../../domain/shop/order.ts'
import { GUEST_INVOICE_HOLD_MS, guestInvoiceLimitErrors } from '../../../domain/shop/limits.ts'
import { checkLines, priceOrder, type OrderFieldErrors } from '../../../domain/shop/pricing.ts'
import { ONBOARDING_PACKAGE } from '../../../domain/shop/products.ts'
import { checkRefund, refundedCentsOf, type RefundInput } from '../../../domain/shop/refunds.ts'
import {
  canCancel,
  canChangeStatus,
  type OrderStatus,
  type StatusChange,
} from '../../../domain/shop/status.ts'
import type { AppDeps } from '../../context.ts'
import { decodeCursor, encodeCursor } from '../../http/cursor.ts'
import { FeatureError } from '../../http/feature-error.ts'
import type { Locale } from '../../../domain/i18n/locales.ts'
import { sendQuietly, type MailMessage } from '../../mail/mailer.ts'
import { insertAudit } from '../admin/audit.repo.ts'
import { zipIsInState } from '../marketplace/geo.ts'
import { shippingRatesInForce } from '../settings/settings.service.ts'
import { findTaxTable } from '../tax/tax.repo.ts'
import { deductShippedOrder } from '../inventory/inventory.service.ts'
import { insertTeamTask } from '../team/tasks.repo.ts'
import { findRefunds, writeOrderDocument } from './orders.documents.ts'
import {
  orderCancelledMail,
  orderConfirmationMail,
  orderExpiredMail,
  orderRefundMail,
  orderShippedMail,
} from './orders.mails.ts'
import {
  availableUnits,
  findOrderByKey,
  findOrderByNumber,
  findOrderEvents,
  findOrderLines,
  findShopProducts,
  findUnpaidGuestInvoiceOrders,
  findUnpaidHolds,
  findUserEmail,
  insertOrder,
  insertOrderEvent,
  insertRefund,
  insertReservations,
  returnShippedUnits,
  listOrders as listOrderRows,
  orderNumberTaken,
  setOrderStatus,
  setPaymentReference,
  settleReservations,
  type OrderRow,
} from './orders.repo.ts'
import type { PaymentNote, PaymentProviders } from './payments.ts'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer'>

/** Who sent what: a retry under the same Idempotency-Key must match it exactly. */
function requestHash(user: SessionUser | null, input: OrderInput): string {
  return createHash('sha256')
    .update(JSON.stringify([user?.id ?? null, input]))
    .digest('hex')
}

const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** What POST /api/orders answers, the first time and on every retry. */
export function placedOf(deps: Pick<Deps, 'db'>, row: OrderRow): PlacedOrder {
  return {
    orderNumber: row.number,
    status: row.status,
    placedAt: row.createdAt,
    email: row.email,
    shippingMethod: row.shippingMethod,
    paymentMethod: row.paymentMethod,
    totals: {
      subtotalCents: row.subtotalCents,
      shippingCents: row.shippingCents,
      taxCents: row.taxCents,
      totalCents: row.totalCents,
      taxRateBp: row.taxRateBp,
      weightLb: row.weightLb,
    },
    lines: findOrderLines(deps.db, row.id),
    paymentUrl: row.status === 'placed' ? row.paymentUrl : null,
  }
}

export function viewOf(deps: Pick<Deps, 'db'>, row: OrderRow, viewer: SessionUser | null): OrderView {
  return {
    ...placedOf(deps, row),
    updatedAt: row.updatedAt,
    shipTo: row.shipTo,
    hubId: row.hubId,
    trackingNumber: row.trackingNumber,
    events: findOrderEvents(deps.db, row.id),
    refunds: findRefunds(deps.db, row.id),
    canCancel: viewer !== null && canCancel(row.status, cancelsAnyOrder(viewer)),
  }
}

/**
 * The order already placed under this key, for a retry (the answer was lost, a double click):
 * undefined when the key is new; 409 when it was used for another request (another body, or
 * another caller), so a key never places two orders and never shows one caller another's order.
 */
export function findReplay(
  deps: Pick<Deps, 'db'>,
  key: string,
  user: SessionUser | null,
  body: unknown,
): PlacedOrder | undefined {
  const row = findOrderByKey(deps.db, key)
  if (!row) return undefined
  const parsed = OrderInputSchema.safeParse(body)
  if (!parsed.success || requestHash(user, parsed.data) !== row.requestHash)
    throw new FeatureError(409, 'idempotencyKeyReused', ORDER_CODES)
  return placedOf(deps, row)
}

/** A fresh order number; a collision (one in 10^12 per order) just draws again. */
function uniqueOrderNumber(deps: Pick<Deps, 'db'>): string {
  for (;;) {
    const number = newOrderNumber()
    if (!orderNumberTaken(deps.db, number)) return number
  }
}

export interface PlaceOrderRequest {
  input: OrderInput
  idempotencyKey: string
  user: SessionUser | null
  origin: string
  /** The page's language (or the browser's): a visitor's order mails are written in it. */
  language: Locale
}

/**
 * Places an order: the server prices it from the catalog (whatever the client thinks it costs),
 * checks the limits, holds the stock at the nearest hub that has all of it, stores it and mails a
 * confirmation. Every refusal happens before anything is written. Once per Idempotency-Key:
 * `created` is false when a concurrent copy of the same request got there first.
 */
export async function placeOrder(
  deps: Deps,
  payments: PaymentProviders,
  request: PlaceOrderRequest,
): Promise<{ order: PlacedOrder; created: boolean }> {
  const { input, user } = request
  const email = input.email ?? (user ? findUserEmail(deps.db, user.id) : undefined)
  const products = findShopProducts(deps.db, [...new Set(input.lines.map((line) => line.productId))])
  // The limits and the shipping method (priced from the nearest hub for now): refusals before any
  // write, every wrong field at once.
  const lines = checkLines(input.lines, products)
  const provider = payments[input.paymentMethod]
  const zipFits = zipIsInState(input.shipTo.zip, input.shipTo.state)
  if (!email || !lines.ok || !provider || !zipFits) {
    const fieldErrors: OrderFieldErrors = {}
    if (!email) fieldErrors.email = 'emailRequired'
    // Tax and shipping follow the address: a ZIP of another state would price it wrong.
    if (!zipFits) fieldErrors['shipTo.zip'] = 'zipNotInState'
    if (!lines.ok) Object.assign(fieldErrors, lines.fieldErrors)
    // Card payment when the server has no Stripe key (decision 009).
    if (!provider) fieldErrors.paymentMethod = 'paymentMethodUnavailable'
    throw new FeatureError(400, Object.values(fieldErrors)[0] ?? 'orderInvalid', ORDER_CODES, fieldErrors)
  }
  const taxTable = findTaxTable(deps.db)
  const shippingRates = shippingRatesInForce(deps.db)
  const checked = priceOrder(input.lines, products, input.shipTo, input.shippingMethod, {
    taxTable,
    shippingRates,
  })
  if (!checked.ok) throw new FeatureError(400, checked.code, ORDER_CODES, checked.fieldErrors)
  if (!user && input.paymentMethod === 'invoice') {
    const fieldErrors = guestInvoiceLimitErrors(input.lines, checked.order.subtotalCents)
    const first = Object.values(fieldErrors)[0]
    if (first) throw new FeatureError(400, first, ORDER_CODES, fieldErrors)
  }
  // A card cannot be charged less than Stripe's minimum (an order of free samples only, say).
  if (checked.order.totalCents < (provider.minimumCents ?? 0))
    throw new FeatureError(400, 'paymentMethodUnavailable', ORDER_CODES, {
      paymentMethod: 'paymentMethodUnavailable',
    })
  const needs = stockNeeds(lines.items)
  const hash = requestHash(user, input)
  const now = deps.clock().toISOString()

  // One synchronous transaction: two orders for the last roll, or two copies of one request,
  // cannot both pass their checks.
  const placed = deps.db.transaction((): { row: OrderRow; created: boolean } => {
    const existing = findOrderByKey(deps.db, request.idempotencyKey)
    if (existing) {
      if (existing.requestHash !== hash) throw new FeatureError(409, 'idempotencyKeyReused', ORDER_CODES)
      return { row: existing, created: false }
    }
    const hub = chooseHub(needs, input.shipTo, (hubId, productId) =>
      availableUnits(deps.db, hubId, productId),
    )
    if (!hub.ok) {
      const fieldErrors: OrderFieldErrors = {}
      input.lines.forEach((line, i) => {
        if (hub.short.includes(line.productId)) fieldErrors[`lines.${i}.quantity`] = 'outOfStock'
      })
      throw new FeatureError(
        409,
        hub.short.length ? 'outOfStock' : 'splitShipmentNeeded',
        ORDER_CODES,
        fieldErrors,
      )
    }
    const priced = priceOrder(input.lines, products, input.shipTo, input.shippingMethod, {
      fromHub: hub.hubId,
      taxTable,
      shippingRates,
    })
    if (!priced.ok) throw new FeatureError(400, priced.code, ORDER_CODES, priced.fieldErrors)
    const { order } = priced
    const id = crypto.randomUUID()
    insertOrder(deps.db, {
      id,
      number: uniqueOrderNumber(deps),
      idempotencyKey: request.idempotencyKey,
      requestHash: hash,
      userId: user?.id ?? null,
      email,
      emailNormalized: normalizeEmail(email),
      shipTo: input.shipTo,
      shippingMethod: input.shippingMethod,
      paymentMethod: input.paymentMethod,
      hubId: hub.hubId,
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      taxRateBp: order.taxRateBp,
      weightLb: order.weightLb,
      createdAt: now,
      lines: order.lines,
      language: request.language,
    })
    insertReservations(deps.db, id, hub.hubId, needs, now)
    // The onboarding package is delivered by the team: its order opens their task.
    if (lines.items.some((item) => item.product.sku === ONBOARDING_PACKAGE.sku))
      insertTeamTask(deps.db, id, 'onboarding', now)
    const row = findOrderByKey(deps.db, request.idempotencyKey)
    if (!row) throw new Error(`Order ${id} was not stored`)
    return { row, created: true }
  })()

  // A card order's payment starts in payments.service.ts, and its confirmation is mailed once paid.
  if (placed.created && placed.row.paymentMethod !== 'card') {
    const { row } = placed
    const note = await startPayment(deps, payments, row, request.origin)
    const heldForGuest = row.userId === null && row.paymentMethod === 'invoice'
    void sendMail(
      deps,
      orderConfirmationMail(viewOf(deps, row, user), row.language, { note, heldForGuest }, request.origin),
    )
  }
  return { order: placedOf(deps, placed.row), created: placed.created }
}

/**
 * Starts the payment of a new order paid later (by invoice) and keeps the provider's reference;
 * card orders start theirs in payments.service.ts, where a failure is answered. A provider failure is
 * logged, not shown: the order is placed and its stock held, and the team follows up on an order
 * without a payment reference.
 */
async function startPayment(
  deps: Deps,
  payments: PaymentProviders,
  row: OrderRow,
  origin: string,
): Promise<PaymentNote> {
  try {
    const provider = payments[row.paymentMethod]
    if (!provider) throw new Error(`No provider for ${row.paymentMethod}`)
    const payment = await provider.start(placedOf(deps, row), { origin, now: deps.clock() })
    setPaymentReference(deps.db, row.id, payment.reference)
    return payment.instructions
  } catch (error) {
    console.error(`Could not start the payment of order ${row.number}:`, error)
    return 'contactUs'
  }
}

/** The order is stored and the customer can track it whatever the mail does. */
export const sendMail = (deps: Pick<Deps, 'mailer'>, message: MailMessage) =>
  sendQuietly(deps.mailer, message)

/** Whether `user` cancels orders as the shop does (any order, until it ships) rather than as its customer. */
const cancelsAnyOrder = (user: SessionUser) => grantOf(user, 'cancel', 'order') === 'any'

/** The order, if `user` may see it: its owner or an admin. Anyone else is told it does not exist. */
function findVisibleOrder(deps: Pick<Deps, 'db'>, number: string, user: SessionUser): OrderRow {
  const row = findOrderByNumber(deps.db, number)
  if (!row || !can(user, 'read', 'order', { ownerId: row.userId }))
    throw new FeatureError(404, 'orderNotFound', ORDER_CODES)
  return row
}

export function getOrder(deps: Pick<Deps, 'db'>, number: string, user: SessionUser): OrderView {
  return viewOf(deps, findVisibleOrder(deps, number, user), user)
}

function summaryOf(row: OrderRow): OrderSummary {
  return {
    orderNumber: row.number,
    status: row.status,
    placedAt: row.createdAt,
    email: row.email,
    itemCount: row.itemCount,
    totalCents: row.totalCents,
    shipToName: row.shipTo.name,
    shipToState: row.shipTo.state,
  }
}

function positionOf(cursor: string): { createdAt: string; id: string } {
  const position = decodeCursor(cursor)
  if (!position) throw new FeatureError(400, 'orderInvalid', ORDER_CODES)
  return position
}

/** A customer's own orders, newest first; every order for an admin. */
export function listOrders(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  query: { status?: OrderStatus; cursor?: string; limit: number },
): OrderList {
  const rows = listOrderRows(deps.db, {
    userId: grantOf(user, 'read', 'order') === 'any' ? undefined : user.id,
    status: query.status,
    before: query.cursor ? positionOf(query.cursor) : undefined,
    limit: query.limit + 1,
  })
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    orders: page.map(summaryOf),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  }
}

/** Moves the order on, records the event, and settles its stock; mails the customer what concerns them. */
function applyStatus(
  deps: Deps,
  row: OrderRow,
  change: StatusChange,
  actor: SessionUser,
  origin: string,
): OrderView {
  const at = deps.clock().toISOString()
  deps.db.transaction(() => {
    setOrderStatus(deps.db, row.id, change.status, {
      at,
      trackingNumber: change.trackingNumber,
      paid: change.status === 'paid',
    })
    insertOrderEvent(deps.db, row.id, change.status, {
      actorId: actor.id,
      at,
      trackingNumber: change.status === 'shipped' ? change.trackingNumber : null,
    })
    if (actor.isAdmin)
      insertAudit(deps.db, {
        at,
        actorId: actor.id,
        action: 'order.status',
        subject: row.number,
        before: { status: row.status },
        after: change,
      })
    if (change.status === 'cancelled') settleReservations(deps.db, row.id, 'released', at)
    if (change.status === 'shipped') settleReservations(deps.db, row.id, 'shipped', at)
    // The warehouse's ledger (decision 012): the film that leaves is cut from a roll at the hub.
    if (change.status === 'shipped') deductShippedOrder(deps, row, findOrderLines(deps.db, row.id))
  })()
  const changed = findOrderByNumber(deps.db, row.number)!
  const view = viewOf(deps, changed, actor)
  if (change.status === 'shipped') void sendMail(deps, orderShippedMail(view, changed.language, origin))
  if (change.status === 'cancelled') void sendMail(deps, orderCancelledMail(view, changed.language, origin))
  return view
}

/**
 * Cancels the visitors' invoice orders still unpaid GUEST_INVOICE_LIMITS.holdHours after they were
 * placed, so that their stock goes back to real customers, and tells each buyer. Runs before an
 * order takes stock, when admins list the holds, and every few minutes (api/main.ts).
 */
export function releaseExpiredGuestHolds(deps: Deps, origin: string): number {
  const placedUntil = new Date(deps.clock().getTime() - GUEST_INVOICE_HOLD_MS).toISOString()
  const expired = findUnpaidGuestInvoiceOrders(deps.db, placedUntil)
  for (const row of expired) {
    const at = deps.clock().toISOString()
    deps.db.transaction(() => {
      setOrderStatus(deps.db, row.id, 'cancelled', { at, paid: false })
      insertOrderEvent(deps.db, row.id, 'cancelled', { actorId: null, at, trackingNumber: null })
      settleReservations(deps.db, row.id, 'released', at)
    })()
    const cancelled = findOrderByNumber(deps.db, row.number)!
    void sendMail(deps, orderExpiredMail(viewOf(deps, cancelled, null), cancelled.language, origin))
  }
  return expired.length
}

/** The stock unpaid orders hold, after the expired holds of visitors' orders are released. */
export function listStockHolds(deps: Deps, origin: string): { holds: StockHold[] } {
  releaseExpiredGuestHolds(deps, origin)
  const holds = new Map<string, StockHold>()
  for (const row of findUnpaidHolds(deps.db)) {
    const hold = holds.get(row.orderNumber) ?? {
      orderNumber: row.orderNumber,
      email: row.email,
      guest: row.guest,
      paymentMethod: row.paymentMethod,
      placedAt: row.placedAt,
      releasesAt:
        row.guest && row.paymentMethod === 'invoice'
          ? new Date(Date.parse(row.placedAt) + GUEST_INVOICE_HOLD_MS).toISOString()
          : null,
      hubId: row.hubId,
      items: [],
    }
    hold.items.push({ sku: row.sku, name: row.name, units: row.units })
    holds.set(row.orderNumber, hold)
  }
  return { holds: [...holds.values()] }
}

/** The owner cancels while the order is placed or paid; an admin until it ships. The stock goes back. */
export function cancelOrder(deps: Deps, number: string, user: SessionUser, origin: string): OrderView {
  const row = findVisibleOrder(deps, number, user)
  if (!canCancel(row.status, cancelsAnyOrder(user)))
    throw new FeatureError(409, 'cancelNotAllowed', ORDER_CODES)
  return applyStatus(deps, row, { status: 'cancelled' }, user, origin)
}

/** An admin moves an order along its allowed transitions; setting the status it has changes nothing. */
export function changeOrderStatus(
  deps: Deps,
  number: string,
  change: StatusChange,
  admin: SessionUser,
  origin: string,
): OrderView {
  const row = findVisibleOrder(deps, number, admin)
  if (row.status === change.status) return viewOf(deps, row, admin)
  if (!canChangeStatus(row.status, change.status))
    throw new FeatureError(409, 'statusChangeNotAllowed', ORDER_CODES, { status: 'statusChangeNotAllowed' })
  return applyStatus(deps, row, change, admin, origin)
}

/**
 * An admin gives money back (domain/shop/refunds.ts): part of the order or what is left of it, with
 * its reason, and the lines that came back, whose units go back on the hub's shelf. The refund that
 * returns everything paid makes the order 'refunded'; every refund is in the audit log, on the
 * order's timeline and in a mail to the customer stating the amount.
 */
export function refundOrder(
  deps: Deps,
  number: string,
  input: RefundInput,
  admin: SessionUser,
  origin: string,
): OrderView {
  const row = findVisibleOrder(deps, number, admin)
  const lines = findOrderLines(deps.db, row.id)
  const refunds = findRefunds(deps.db, row.id)
  const check = checkRefund(
    { status: row.status, wasPaid: row.paidAt !== null, totalCents: row.totalCents, lines, refunds },
    input,
  )
  if (!check.ok)
    throw new FeatureError(
      409,
      check.code,
      ORDER_CODES,
      check.field ? { [check.field]: check.code } : undefined,
    )
  const at = deps.clock().toISOString()
  const products = new Map(
    findShopProducts(
      deps.db,
      lines.map((line) => line.productId),
    ).map((p) => [p.id, p]),
  )
  deps.db.transaction(() => {
    insertRefund(deps.db, row.id, { ...input, returned: check.returned }, { actorId: admin.id, at })
    for (const { line, quantity } of check.returned) {
      const { productId, cutLengthFt } = lines[line]!
      const product = products.get(productId)
      if (!product) continue
      for (const [id, units] of stockNeeds([{ product, quantity, cutLengthFt }]))
        returnShippedUnits(deps.db, row.id, id, units, at)
    }
    if (check.full) {
      setOrderStatus(deps.db, row.id, 'refunded', { at, paid: false })
      // Records the event and rewrites the customer's document.
      insertOrderEvent(deps.db, row.id, 'refunded', { actorId: admin.id, at, trackingNumber: null })
    } else writeOrderDocument(deps.db, row.id, at)
    insertAudit(deps.db, {
      at,
      actorId: admin.id,
      action: 'order.refund',
      subject: row.number,
      before: { status: row.status, refundedCents: refundedCentsOf(refunds) },
      after: { ...input, returned: check.returned },
    })
  })()
  const refunded = findOrderByNumber(deps.db, row.number)!
  const view = viewOf(deps, refunded, admin)
  void sendMail(deps, orderRefundMail(view, refunded.language, view.refunds.at(-1)!, origin))
  return view
}

const sha256 = (text: string) => createHash('sha256').update(text).digest()

/** Compared with when no order has the number, so that a wrong number costs what a wrong email does. */
const NO_ORDER_EMAIL = sha256('no-order@southern-shield.invalid')

/**
 * The timeline of an order, for whoever knows its number and its email. A wrong email and an
 * unknown number take the same steps (one lookup, one constant-time comparison of equal-length
 * digests) and get the same 404: the answer never says whether a number exists.
 */
export function trackOrder(deps: Pick<Deps, 'db'>, input: TrackOrderInput): TrackedOrder {
  const row = findOrderByNumber(deps.db, input.orderNumber)
  const expected = row ? sha256(row.emailNormalized) : NO_ORDER_EMAIL
  const matches = timingSafeEqual(sha256(normalizeEmail(input.email)), expected)
  if (!row || !matches) throw new FeatureError(404, 'orderNotFound', ORDER_CODES)
  return {
    orderNumber: row.number,
    status: row.status,
    placedAt: row.createdAt,
    shippingMethod: row.shippingMethod,
    trackingNumber: row.trackingNumber,
    events: findOrderEvents(deps.db, row.id),
  }
}
