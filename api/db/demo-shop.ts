import type { SessionUser } from '../../domain/auth/roles.ts'
import { OrderInputSchema, type ShipTo } from '../../domain/shop/order.ts'
import type { ShippingMethod } from '../../domain/shop/shipping.ts'
import { StatusChangeSchema, type OrderStatus } from '../../domain/shop/status.ts'
import { postReview } from '../features/catalog/reviews.service.ts'
import { findReview, findVerifyingOrderId } from '../features/catalog/reviews.repo.ts'
import { findOrderByKey, findOrderByNumber } from '../features/orders/orders.repo.ts'
import { changeOrderStatus, placeOrder } from '../features/orders/orders.service.ts'
import { DEFAULT_PAYMENT_PROVIDERS } from '../features/orders/payments.ts'
import type { Db } from './client.ts'
import { DEMO_ORIGIN, demoDeps, demoUser, type DemoDeps } from './demo-deps.ts'

/*
 * The demo shop's history: delivered orders of the demo homeowner and installer, and the reviews
 * they wrote as verified buyers, so that the catalog shows ratings and the product pages a
 * "Write a review" form to them. The buyers place their orders and the admin moves them along
 * through the orders feature's own service, so their prices, totals, held and shipped stock,
 * numbers and timelines are exactly what the shop makes of such an order.
 */

const DAY_MS = 24 * 60 * 60 * 1000

export interface DeliveredOrderSpec {
  /** The order's Idempotency-Key: the demo orders are placed once, however often the seed runs. */
  key: string
  buyer: SessionUser
  /** Who takes it from placed to delivered. */
  admin: SessionUser
  shipTo: ShipTo
  lines: readonly { productId: string; quantity: number; cutLengthFt?: number }[]
  /** What the buyer picked at checkout. */
  shippingMethod?: ShippingMethod
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
 * The buyer places an order by invoice and the admin takes it all the way to delivered (its stock
 * shipped from the hub the shop chose). Returns the order's id. For the demo seed and for tests that
 * need a verified buyer. A key already used places nothing new.
 */
export async function placeDeliveredOrder(db: Db, spec: DeliveredOrderSpec): Promise<string> {
  const deps = demoDeps(db, spec.placedAt)
  const input = OrderInputSchema.parse({
    lines: spec.lines.map(({ productId, quantity, cutLengthFt }) => ({
      productId,
      quantity,
      options: cutLengthFt === undefined ? {} : { cutLengthFt },
    })),
    shipTo: spec.shipTo,
    shippingMethod: spec.shippingMethod ?? 'ground',
    paymentMethod: 'invoice',
  })
  const { order, created } = await placeOrder(deps, DEFAULT_PAYMENT_PROVIDERS, {
    input,
    idempotencyKey: spec.key,
    user: spec.buyer,
    origin: DEMO_ORIGIN,
    language: 'en',
  })
  if (created) deliver(deps, order.orderNumber, spec)
  return findOrderByNumber(db, order.orderNumber)!.id
}

function deliver(deps: DemoDeps, number: string, spec: DeliveredOrderSpec): void {
  // A carrier's number of the UPS shape, made from the order's own so that it is unique too.
  const trackingNumber = `1Z${number.replaceAll('-', '').slice(2)}03`
  for (const [status, days] of TIMELINE) {
    deps.setTime(spec.placedAt.getTime() + days * DAY_MS)
    const change = StatusChangeSchema.parse({
      status,
      trackingNumber: status === 'shipped' ? trackingNumber : undefined,
    })
    changeOrderStatus(deps, number, change, spec.admin, DEMO_ORIGIN)
  }
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
export async function seedDemoShop(db: Db, now = new Date()): Promise<number> {
  const admin = demoUser(db, 'admin')
  const buyers = { homeowner: demoUser(db, 'homeowner'), installer: demoUser(db, 'installer') }
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS)
  let added = 0
  for (const order of DEMO_ORDERS) {
    const buyer = buyers[order.buyer]
    if (!buyer || !admin || findOrderByKey(db, order.key)) continue
    await placeDeliveredOrder(db, {
      key: order.key,
      buyer,
      admin,
      shipTo: SHIP_TO[order.buyer],
      lines: order.lines,
      placedAt: ago(order.daysAgo),
    })
    added++
  }
  for (const review of DEMO_REVIEWS) {
    const buyer = buyers[review.buyer]
    // Never replaces a review the buyer has since rewritten; waits for the order that verifies it.
    if (!buyer || findReview(db, buyer.id, review.productId)) continue
    if (!findVerifyingOrderId(db, buyer.id, review.productId)) continue
    postReview(demoDeps(db, ago(review.daysAgo)), review.productId, buyer, {
      rating: review.rating,
      text: review.text,
    })
  }
  return added
}
