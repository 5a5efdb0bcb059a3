import { createHash } from 'node:crypto'
import { chooseHub, stockNeeds } from '../../domain/shop/fulfilment.ts'
import { newOrderNumber } from '../../domain/shop/order-number.ts'
import type { OrderLineInput, ShipTo } from '../../domain/shop/order.ts'
import { checkLines, priceOrder } from '../../domain/shop/pricing.ts'
import { reviewAuthorName } from '../../domain/shop/reviews.ts'
import { availableMethods } from '../../domain/shop/shipping.ts'
import type { OrderStatus } from '../../domain/shop/status.ts'
import { findReview, findVerifyingOrderId, upsertReview } from '../features/catalog/reviews.repo.ts'
import { findTaxTable } from '../features/tax/tax.repo.ts'
import {
  availableUnits,
  findOrderByKey,
  findShopProducts,
  insertOrder,
  insertOrderEvent,
  insertReservations,
  orderNumberTaken,
  setOrderStatus,
  setPaymentReference,
  settleReservations,
} from '../features/orders/orders.repo.ts'
import type { Db } from './client.ts'

/*
 * The demo shop's history: delivered orders of the demo homeowner and installer, and the reviews
 * they wrote as verified buyers, so that the catalog shows ratings and the product pages a
 * "Write a review" form to them. Orders go through the orders feature's own repo functions and
 * are priced by domain/shop/pricing.ts, so their totals, timelines and held stock are what a real
 * order would have.
 */

const DAY_MS = 24 * 60 * 60 * 1000

export interface DeliveredOrderSpec {
  /** The order's Idempotency-Key: the demo orders are placed once, however often the seed runs. */
  key: string
  userId: string
  email: string
  shipTo: ShipTo
  lines: readonly { productId: string; quantity: number; cutLengthFt?: number }[]
  placedAt: Date
}

/** Days from placing to each later status: paid, cut and packed, shipped, delivered. */
const TIMELINE: readonly [OrderStatus, number][] = [
  ['paid', 1],
  ['processing', 2],
  ['shipped', 3],
  ['delivered', 7],
]

/**
 * Places an order by invoice and takes it all the way to delivered (the stock it took shipped from
 * the nearest hub that had it). Returns its id. For the demo seed and for tests that need a
 * verified buyer without going through the admin's status changes.
 */
export function insertDeliveredOrder(db: Db, spec: DeliveredOrderSpec): string {
  const lines: OrderLineInput[] = spec.lines.map(({ productId, quantity, cutLengthFt }) => ({
    productId,
    quantity,
    options: cutLengthFt === undefined ? {} : { cutLengthFt },
  }))
  const products = findShopProducts(db, [...new Set(lines.map((line) => line.productId))])
  const checked = checkLines(lines, products)
  if (!checked.ok) throw new Error(`Demo order ${spec.key}: ${checked.code}`)
  const needs = stockNeeds(checked.items)
  const method = availableMethods(checked.items)[0] ?? 'freight'

  return db.transaction(() => {
    const hub = chooseHub(needs, spec.shipTo, (hubId, productId) => availableUnits(db, hubId, productId))
    if (!hub.ok) throw new Error(`Demo order ${spec.key}: no hub has all of it`)
    const priced = priceOrder(lines, products, spec.shipTo, method, {
      fromHub: hub.hubId,
      taxTable: findTaxTable(db),
    })
    if (!priced.ok) throw new Error(`Demo order ${spec.key}: ${priced.code}`)
    const { order } = priced
    let number = newOrderNumber()
    while (orderNumberTaken(db, number)) number = newOrderNumber()
    const id = crypto.randomUUID()
    const placedAt = spec.placedAt.toISOString()
    insertOrder(db, {
      id,
      number,
      idempotencyKey: spec.key,
      requestHash: createHash('sha256').update(`demo-order ${spec.key}`).digest('hex'),
      userId: spec.userId,
      email: spec.email,
      emailNormalized: spec.email.toLowerCase(),
      shipTo: spec.shipTo,
      shippingMethod: method,
      paymentMethod: 'invoice',
      hubId: hub.hubId,
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      taxRateBp: order.taxRateBp,
      weightLb: order.weightLb,
      createdAt: placedAt,
      lines: order.lines,
    })
    setPaymentReference(db, id, `INV-${number.slice(3)}`)
    insertReservations(db, id, hub.hubId, needs, placedAt)
    const trackingNumber = `1Z${number.replaceAll('-', '').slice(2)}03`
    for (const [status, days] of TIMELINE) {
      const at = new Date(spec.placedAt.getTime() + days * DAY_MS).toISOString()
      const tracking = status === 'shipped' ? trackingNumber : undefined
      setOrderStatus(db, id, status, { at, trackingNumber: tracking, paid: status === 'paid' })
      insertOrderEvent(db, id, status, { actorId: null, at, trackingNumber: tracking ?? null })
      if (status === 'shipped') settleReservations(db, id, 'shipped', at)
    }
    return id
  })()
}

type DemoBuyer = 'homeowner' | 'installer'

const SHIP_TO: Record<DemoBuyer, ShipTo> = {
  homeowner: {
    name: 'Dana Reyes',
    company: '',
    street: '418 E Gaston St',
    street2: '',
    city: 'Savannah',
    state: 'GA',
    zip: '31401',
    phone: '(912) 555-0148',
  },
  installer: {
    name: 'Marcus Bell',
    company: 'Gulf Coast Glass & Film',
    street: '2207 N Howard Ave',
    street2: 'Unit 4',
    city: 'Tampa',
    state: 'FL',
    zip: '33607',
    phone: '(813) 555-0192',
  },
}

const DEMO_ORDERS: readonly {
  key: string
  buyer: DemoBuyer
  daysAgo: number
  lines: DeliveredOrderSpec['lines']
}[] = [
  // The homeowner compared swatches on the windows first, then bought film and the DIY kit.
  {
    key: 'demo-homeowner-samples',
    buyer: 'homeowner',
    daysAgo: 74,
    lines: [{ productId: 'prod_SMP-SOL', quantity: 1 }],
  },
  {
    key: 'demo-homeowner-film',
    buyer: 'homeowner',
    daysAgo: 58,
    lines: [
      { productId: 'prod_SOL-CR40-36', quantity: 1 },
      { productId: 'prod_KIT-DIY', quantity: 1 },
      { productId: 'prod_TOOL-BLADES', quantity: 1 },
    ],
  },
  // The installer's storefront job: security film with wet-glaze attachment, then a solar job.
  {
    key: 'demo-installer-storefront',
    buyer: 'installer',
    daysAgo: 96,
    lines: [
      { productId: 'prod_SEC-8C-48', quantity: 2 },
      { productId: 'prod_KIT-PRO', quantity: 1 },
      { productId: 'prod_TOOL-WETGLAZE', quantity: 1 },
    ],
  },
  {
    key: 'demo-installer-solar',
    buyer: 'installer',
    daysAgo: 40,
    lines: [
      { productId: 'prod_SOL-CR70-60', quantity: 1, cutLengthFt: 60 },
      { productId: 'prod_TOOL-BLADES', quantity: 2 },
    ],
  },
]

const DEMO_REVIEWS: readonly {
  buyer: DemoBuyer
  productId: string
  rating: number
  daysAgo: number
  text: string
}[] = [
  {
    buyer: 'homeowner',
    productId: 'prod_SOL-CR40-36',
    rating: 5,
    daysAgo: 44,
    text: 'Put this on the three west windows of our living room. The afternoon glare on the TV is gone and the room no longer bakes by 4 pm, yet it still looks like plain glass from the street. Two small bubbles in one corner went away on their own after a week of curing.',
  },
  {
    buyer: 'homeowner',
    productId: 'prod_KIT-DIY',
    rating: 4,
    daysAgo: 43,
    text: 'Everything a first-timer needs, and the slip solution lasted for all six windows. The squeegee is good; the knife blades dull quickly, so buy the 100-pack of snap-off blades with it. Take your time on the edges.',
  },
  {
    buyer: 'installer',
    productId: 'prod_SEC-8C-48',
    rating: 5,
    daysAgo: 80,
    text: 'Installed on a 40 ft storefront with wet-glaze attachment. Optically clean, no distortion under the shop lights, and 8 mil is stiff enough for a crew of two to hang a 48 in drop without creasing it. The liner releases evenly, very little contamination.',
  },
  {
    buyer: 'installer',
    productId: 'prod_TOOL-BLADES',
    rating: 3,
    daysAgo: 26,
    text: 'Sharp out of the pack and cheap enough to snap a fresh edge every window, which is what you want on film. A few per pack break off crooked at the score line though. Fine for trimming at the gasket, I keep a better brand for detail cuts.',
  },
]

/**
 * The demo orders and reviews that are missing; none when the demo accounts are not there.
 * Returns how many orders it added.
 */
export function seedDemoShop(db: Db, now = new Date()): number {
  const userOf = (username: DemoBuyer) =>
    db.prepare('SELECT id, username, email FROM users WHERE username_normalized = ?').get(username) as
      { id: string; username: string; email: string } | undefined
  const buyers = { homeowner: userOf('homeowner'), installer: userOf('installer') }
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS)
  let added = 0
  for (const order of DEMO_ORDERS) {
    const buyer = buyers[order.buyer]
    if (!buyer || findOrderByKey(db, order.key)) continue
    insertDeliveredOrder(db, {
      key: order.key,
      userId: buyer.id,
      email: buyer.email,
      shipTo: SHIP_TO[order.buyer],
      lines: order.lines,
      placedAt: ago(order.daysAgo),
    })
    added++
  }
  for (const review of DEMO_REVIEWS) {
    const buyer = buyers[review.buyer]
    if (!buyer || findReview(db, buyer.id, review.productId)) continue
    const orderId = findVerifyingOrderId(db, buyer.id, review.productId)
    if (!orderId) continue
    upsertReview(db, {
      id: crypto.randomUUID(),
      productId: review.productId,
      userId: buyer.id,
      orderId,
      rating: review.rating,
      text: review.text,
      authorName: reviewAuthorName({ username: buyer.username }),
      createdAt: ago(review.daysAgo).toISOString(),
    })
  }
  return added
}
