import { HUBS, type HubId } from '../hubs/hubs.ts'
import { roundCents, type Cents } from '../money/money.ts'
import type { OrderErrorCode } from './errors.ts'
import { ORDER_LIMITS } from './limits.ts'
import type { OrderLineInput, OrderLineView, OrderTotals } from './order.ts'
import { isRoll, isService, type ShopProduct } from './products.ts'
import {
  availableMethods,
  DEFAULT_SHIPPING_RATES,
  itemWeightLb,
  shippingCents,
  type ShipItem,
  type ShippingMethod,
  type ShippingRates,
} from './shipping.ts'
import { DEFAULT_TAX_TABLE, taxCents, taxRateFor, type TaxTable } from './tax.ts'
import { hubsByNearness, zoneOf, type Destination, type Zone } from './zones.ts'

/*
 * The price of an order (docs/shop-pricing.md). The browser runs it for the cart, offline too; the
 * server runs it again on every order and keeps only its own figures.
 */

/** A cut costs this much more per foot than the same film in a full roll: cutting, handling, the remnant. */
export const CUT_PREMIUM = 1.25

/** Field path ('lines.2.quantity', 'shippingMethod') → error code, as the forms expect them. */
export type OrderFieldErrors = Record<string, OrderErrorCode>

export type LineCheck =
  { ok: true; items: ShipItem[] } | { ok: false; code: OrderErrorCode; fieldErrors: OrderFieldErrors }

/** The most pieces one line may hold of `product`: sample packs come a few at a time, a service once. */
export function maxLineQuantity(product: Pick<ShopProduct, 'category'>): number {
  if (isService(product)) return ORDER_LIMITS.services
  return product.category === 'sample' ? ORDER_LIMITS.samples : ORDER_LIMITS.quantity
}

/**
 * What an order holds at most of a limited kind, all its lines together: sample packs of every film
 * count as one kind, a service counts per service. Other products are limited per line only.
 */
function orderWideKind(product: ShopProduct): string | null {
  if (isService(product)) return `service ${product.id}`
  return product.category === 'sample' ? 'samples' : null
}

/**
 * The order limits that need the catalog: the product exists and is sold, a cut comes from a roll
 * and is no longer than it, and sample packs and services stay within their limits for the whole
 * order, not only per line. Every wrong line is reported.
 */
export function checkLines(lines: readonly OrderLineInput[], products: readonly ShopProduct[]): LineCheck {
  const byId = new Map(products.map((product) => [product.id, product]))
  const fieldErrors: OrderFieldErrors = {}
  const items: ShipItem[] = []
  const orderWide = new Map<string, number>()
  lines.forEach((line, i) => {
    const product = byId.get(line.productId)
    const at = `lines.${i}`
    if (!product) return void (fieldErrors[`${at}.productId`] = 'productNotFound')
    if (!product.active) return void (fieldErrors[`${at}.productId`] = 'productInactive')
    const kind = orderWideKind(product)
    const soFar = (kind ? orderWide.get(kind) : 0) ?? 0
    if (kind) orderWide.set(kind, soFar + line.quantity)
    if (soFar + line.quantity > maxLineQuantity(product))
      return void (fieldErrors[`${at}.quantity`] = 'quantityTooLarge')
    const cut = line.options.cutLengthFt
    if (cut !== undefined) {
      if (!isRoll(product)) return void (fieldErrors[`${at}.options.cutLengthFt`] = 'cutNotAvailable')
      if (cut > product.lengthFt) return void (fieldErrors[`${at}.options.cutLengthFt`] = 'cutLengthTooLong')
    }
    // A "cut" the length of the whole roll is the roll, at the roll's price.
    const cutLengthFt = cut === undefined || (isRoll(product) && cut === product.lengthFt) ? null : cut
    items.push({ product, quantity: line.quantity, cutLengthFt })
  })
  const first = Object.values(fieldErrors)[0]
  return first ? { ok: false, code: first, fieldErrors } : { ok: true, items }
}

/** One piece's price: a roll or an item at list price; a cut pro rata of its roll, with the cut premium. */
export function unitCents(item: ShipItem): Cents {
  const { product, cutLengthFt } = item
  if (cutLengthFt === null || !isRoll(product)) return product.priceCents
  return roundCents((product.priceCents / product.lengthFt) * cutLengthFt * CUT_PREMIUM)
}

export interface PricedOrder extends OrderTotals {
  lines: OrderLineView[]
  fromHub: HubId
  zone: Zone
  shippingMethod: ShippingMethod
}

export type PriceResult =
  { ok: true; order: PricedOrder } | { ok: false; code: OrderErrorCode; fieldErrors: OrderFieldErrors }

export interface PriceOptions {
  /** The hub that ships; by default the nearest to the destination (the cart does not know stock). */
  fromHub?: HubId
  taxTable?: TaxTable
  shippingRates?: ShippingRates
}

/**
 * Prices an order in integer cents. Each line is rounded once (a cut's unit price; the line is
 * unit × quantity, exact); shipping is whole cents by construction; tax is rounded once, on the
 * order. The total is the plain sum, so the breakdown always adds up.
 */
export function priceOrder(
  lines: readonly OrderLineInput[],
  products: readonly ShopProduct[],
  shipTo: Destination,
  method: ShippingMethod,
  options: PriceOptions = {},
): PriceResult {
  const checked = checkLines(lines, products)
  if (!checked.ok) return checked
  const rates = options.shippingRates ?? DEFAULT_SHIPPING_RATES
  const { items } = checked
  if (!availableMethods(items, rates).includes(method)) {
    const code = method === 'freight' ? 'freightNotAvailable' : 'freightRequired'
    return { ok: false, code, fieldErrors: { shippingMethod: code } }
  }
  const hub = HUBS.find((h) => h.id === options.fromHub) ?? hubsByNearness(shipTo)[0] ?? HUBS[0]!
  const zone = zoneOf(hub, shipTo)

  const pricedLines = items.map((item): OrderLineView => {
    const unit = unitCents(item)
    return {
      productId: item.product.id,
      sku: item.product.sku,
      name: item.product.name,
      quantity: item.quantity,
      cutLengthFt: item.cutLengthFt,
      unitCents: unit,
      lineCents: unit * item.quantity,
      weightLb: itemWeightLb(item, rates),
    }
  })
  const subtotalCents = pricedLines.reduce((sum, line) => sum + line.lineCents, 0)
  // Services are neither shipped nor taxed (training is not tangible property): only goods count.
  const goods = items.filter((item) => !isService(item.product))
  const goodsCents = goods.reduce((sum, item) => sum + unitCents(item) * item.quantity, 0)
  const shipping = goods.length === 0 ? 0 : shippingCents({ method, zone, items: goods, goodsCents }, rates)
  const rate = taxRateFor(shipTo, options.taxTable ?? DEFAULT_TAX_TABLE)
  const tax = taxCents(goodsCents, shipping, rate)
  const weightLb = Math.round(pricedLines.reduce((sum, line) => sum + line.weightLb * 100, 0)) / 100
  return {
    ok: true,
    order: {
      lines: pricedLines,
      subtotalCents,
      shippingCents: shipping,
      taxCents: tax,
      totalCents: subtotalCents + shipping + tax,
      taxRateBp: rate.rateBp,
      weightLb,
      fromHub: hub.id,
      zone,
      shippingMethod: method,
    },
  }
}
