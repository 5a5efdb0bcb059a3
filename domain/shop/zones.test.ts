import { describe, expect, it } from 'vitest'
import { HUBS, type Hub, type HubId } from '../hubs/hubs.ts'
import { hubsByNearness, serviceArea, SHIPPABLE_STATE_CODES, zoneOf, type Destination } from './zones.ts'

const hub = (id: HubId) => HUBS.find((h) => h.id === id) as Hub
const at = (state: Destination['state'], zip = '00000'): Destination => ({ state, zip })
const order = (destination: Destination) => hubsByNearness(destination).map((h) => h.id)

describe('zones', () => {
  it("are the hub's own states, their neighbours, and everything else", () => {
    expect(zoneOf(hub('atlanta'), at('GA', '30303'))).toBe('region')
    expect(zoneOf(hub('atlanta'), at('TN'))).toBe('region')
    expect(zoneOf(hub('atlanta'), at('FL'))).toBe('neighbour')
    expect(zoneOf(hub('atlanta'), at('NY'))).toBe('far')
    expect(zoneOf(hub('florida'), at('FL'))).toBe('region')
    expect(zoneOf(hub('florida'), at('GA', '31601'))).toBe('region')
    expect(zoneOf(hub('florida'), at('GA', '30303'))).toBe('neighbour')
    expect(zoneOf(hub('carolinas'), at('SC'))).toBe('region')
    expect(zoneOf(hub('carolinas'), at('VA'))).toBe('neighbour')
    expect(zoneOf(hub('carolinas'), at('FL'))).toBe('far')
  })

  it('read South Georgia from the ZIP', () => {
    expect(serviceArea(at('GA', '31401'))).toBe('GA-S') // Savannah
    expect(serviceArea(at('GA', '31601'))).toBe('GA-S') // Valdosta
    expect(serviceArea(at('GA', '39801'))).toBe('GA-S') // Albany
    expect(serviceArea(at('GA', '30303'))).toBe('GA') // Atlanta
    expect(serviceArea(at('GA', '31201'))).toBe('GA') // Macon
  })

  it('order hubs nearest first, the serving hub leading', () => {
    expect(order(at('GA', '30303'))).toEqual(['atlanta', 'florida', 'carolinas'])
    expect(order(at('GA', '31601'))).toEqual(['florida', 'atlanta', 'carolinas'])
    expect(order(at('FL'))).toEqual(['florida', 'atlanta', 'carolinas'])
    expect(order(at('NC'))).toEqual(['carolinas', 'atlanta', 'florida'])
    expect(order(at('SC'))).toEqual(['carolinas', 'atlanta', 'florida'])
    expect(order(at('AL'))).toEqual(['atlanta', 'florida', 'carolinas'])
    // Both neighbours: the primary hub, which carries the full range, first.
    expect(order(at('VA'))).toEqual(['atlanta', 'carolinas', 'florida'])
    expect(order(at('CA'))).toEqual(['atlanta', 'florida', 'carolinas'])
  })

  it('ship to the 48 contiguous states and DC', () => {
    expect(SHIPPABLE_STATE_CODES).toHaveLength(49)
    expect(SHIPPABLE_STATE_CODES).toContain('DC')
    expect(SHIPPABLE_STATE_CODES).not.toContain('AK')
    expect(SHIPPABLE_STATE_CODES).not.toContain('HI')
  })
})
