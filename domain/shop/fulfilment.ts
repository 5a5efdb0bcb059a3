import { HUBS, type Hub, type HubId } from '../hubs/hubs.ts'
import { isRoll, isService } from './products.ts'
import type { ShipItem } from './shipping.ts'
import { hubsByNearness, type Destination } from './zones.ts'

/*
 * Which hub ships an order, and what it holds for it. Stock of a roll product is counted in feet
 * (rolls on the shelf × the roll's length), so a 10 ft cut holds 10 ft, not a roll; everything
 * else is counted in pieces. One hub ships the whole order: no split shipments.
 */

/** Units each product of the order needs: feet of film for roll products, pieces otherwise; services none. */
export function stockNeeds(items: readonly ShipItem[]): Map<string, number> {
  const needs = new Map<string, number>()
  for (const { product, quantity, cutLengthFt } of items) {
    if (isService(product)) continue
    const units = isRoll(product) ? quantity * (cutLengthFt ?? product.lengthFt) : quantity
    needs.set(product.id, (needs.get(product.id) ?? 0) + units)
  }
  return needs
}

export type HubChoice =
  | { ok: true; hubId: HubId }
  /** `short`: the products no hub has enough of; empty when each is somewhere but not all at one hub. */
  | { ok: false; short: string[] }

/**
 * The nearest hub (domain/shop/zones) that has every unit the order needs. `available(hub, product)`
 * is what the hub can still promise: its stock less what other orders hold.
 */
export function chooseHub(
  needs: ReadonlyMap<string, number>,
  destination: Destination,
  available: (hubId: HubId, productId: string) => number,
  hubs: readonly Hub[] = HUBS,
): HubChoice {
  const ordered = hubsByNearness(destination, hubs)
  const covers = (hub: Hub, productId: string) => available(hub.id, productId) >= (needs.get(productId) ?? 0)
  const hub = ordered.find((h) => [...needs.keys()].every((productId) => covers(h, productId)))
  if (hub) return { ok: true, hubId: hub.id }
  return { ok: false, short: [...needs.keys()].filter((id) => !ordered.some((h) => covers(h, id))) }
}
