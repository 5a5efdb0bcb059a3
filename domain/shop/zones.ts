import { isUsStateCode, US_STATE_CODES, type UsStateCode } from '../estimate-requests/us-states.ts'
import { HUBS, type Hub, type HubId } from '../hubs/hubs.ts'

/*
 * Where an order ships from and how far it goes (docs/shop-pricing.md, "Zones"). A hub's region is
 * the states it serves (domain/hubs); its neighbours are the states bordering that region; every
 * other state is far. Shipping is priced by zone, so which of two hubs in the same zone ships makes
 * no difference to the customer.
 */

export const ZONES = ['region', 'neighbour', 'far'] as const
export type Zone = (typeof ZONES)[number]

/** Parcel and freight carriers serve both, but at island and Alaska rates we cannot quote online. */
const NOT_SHIPPED: readonly UsStateCode[] = ['AK', 'HI']

/** The 48 contiguous states and DC. */
export const SHIPPABLE_STATE_CODES: readonly UsStateCode[] = US_STATE_CODES.filter(
  (code) => !NOT_SHIPPED.includes(code),
)

export const isShippableState = (state: string): boolean =>
  isUsStateCode(state) && SHIPPABLE_STATE_CODES.includes(state)

/**
 * "South Georgia" (domain/hubs: 'GA-S', served from Florida) by the first three digits of the ZIP:
 * Savannah 313–314, Waycross 315, Valdosta 316, Albany 317 and 398.
 */
const SOUTH_GEORGIA_ZIP3: readonly string[] = ['313', '314', '315', '316', '317', '398']

export interface Destination {
  state: UsStateCode
  zip: string
}

/** The area code a hub's `serves` list uses for this address: the state, or 'GA-S'. */
export function serviceArea({ state, zip }: Destination): string {
  return state === 'GA' && SOUTH_GEORGIA_ZIP3.includes(zip.slice(0, 3)) ? 'GA-S' : state
}

/** States bordering each hub's region (and not in it). */
const HUB_NEIGHBOURS: Record<HubId, readonly UsStateCode[]> = {
  // Borders of Georgia, Alabama and Tennessee.
  atlanta: ['FL', 'SC', 'NC', 'MS', 'KY', 'VA', 'AR', 'MO'],
  // Borders of Florida and South Georgia (Savannah faces South Carolina across the river).
  florida: ['GA', 'AL', 'SC'],
  // Borders of North and South Carolina.
  carolinas: ['VA', 'TN', 'GA'],
}

export function zoneOf(hub: Hub, destination: Destination): Zone {
  if (hub.serves.includes(destination.state) || hub.serves.includes(serviceArea(destination))) return 'region'
  return HUB_NEIGHBOURS[hub.id].includes(destination.state) ? 'neighbour' : 'far'
}

/**
 * The hubs in the order an order to `destination` tries them: nearest zone first; within a zone,
 * a hub that serves this very area (South Georgia from Florida) before one that serves the whole
 * state, then the primary hub (it carries the full range), then the order of HUBS.
 */
export function hubsByNearness(destination: Destination, hubs: readonly Hub[] = HUBS): Hub[] {
  const area = serviceArea(destination)
  const rank = (hub: Hub) => [
    ZONES.indexOf(zoneOf(hub, destination)),
    area !== destination.state && hub.serves.includes(area) ? 0 : 1,
    hub.inventoryRole === 'primary' ? 0 : 1,
    hubs.indexOf(hub),
  ]
  return [...hubs].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)]
    for (let i = 0; i < ra.length; i++) {
      const diff = (ra[i] ?? 0) - (rb[i] ?? 0)
      if (diff !== 0) return diff
    }
    return 0
  })
}
