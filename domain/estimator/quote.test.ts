import { describe, expect, it } from 'vitest'
import { makeEstimate, makeWindow } from '../testing/estimate-factory.ts'
import { DEFAULT_TAX_TABLE } from '../shop/tax.ts'
import { computeEstimate } from './compute.ts'
import { placeOfAddress, quoteTax, windowPrices } from './quote.ts'

const estimate = makeEstimate({
  windows: [
    makeWindow({ id: 'a', label: 'Kitchen', width: 36, height: 48, quantity: 3 }),
    makeWindow({ id: 'b', label: 'Den', width: 70, height: 50, quantity: 1, removeOldFilm: true }),
    makeWindow({ id: 'c', label: 'Door', width: 30, height: 80, quantity: 1, filmType: 'security' }),
    makeWindow({ id: 'd', label: 'Bath', width: 20, height: 20, quantity: 1 }),
  ],
})
const { price } = computeEstimate(estimate)

describe('the price of each window', () => {
  it('adds up to the subtotal to the cent', () => {
    const prices = windowPrices(price)
    expect([...prices.keys()]).toEqual(['a', 'b', 'c', 'd'])
    expect([...prices.values()].reduce((total, cents) => total + cents, 0)).toBe(price.subtotalCents)
  })

  it("is the window's own work and its share of its film by glass area", () => {
    const prices = windowPrices(price)
    const door = price.lines.find((line) => line.windowId === 'c')!
    const securityFilm = price.materials.find((material) => material.sku === door.sku)!
    // The door is the only window with security film: all of that film is its.
    expect(prices.get('c')).toBe(
      door.laborCents + door.attachmentCents + door.removalCents + securityFilm.cents,
    )
    // The kitchen's three panes take more of the shared film than the small bathroom pane.
    const work = (id: string) => {
      const line = price.lines.find((candidate) => candidate.windowId === id)!
      return line.laborCents + line.attachmentCents + line.removalCents
    }
    expect(prices.get('a')! - work('a')).toBeGreaterThan(prices.get('d')! - work('d'))
  })
})

describe('the place of a job', () => {
  it('is the state and ZIP at the end of the address', () => {
    expect(placeOfAddress('12 Peachtree St, Atlanta, GA 30318')).toEqual({ state: 'GA', zip: '30318' })
    expect(placeOfAddress('4 Bay Rd, Tampa, fl 33602-1234')).toEqual({ state: 'FL', zip: '33602' })
    expect(placeOfAddress('12 Peachtree St, Atlanta, GA')).toBeNull()
    expect(placeOfAddress('Suite 30318')).toBeNull()
    expect(placeOfAddress('1 Main St, XX 30318')).toBeNull()
  })
})

describe('the sales tax of a quote', () => {
  it("is the place's rate on the film after its part of the discount, and unknown without a place", () => {
    const atlanta = quoteTax(price, '12 Peachtree St, Atlanta, GA 30318', DEFAULT_TAX_TABLE)!
    expect(atlanta.rate).toMatchObject({ rateBp: 890, place: 'Atlanta (Fulton County)' })
    expect(atlanta.taxableCents).toBe(Math.round(price.materialCents * (1 - price.discountRate)))
    expect(atlanta.taxCents).toBe(Math.round((atlanta.taxableCents * 890) / 10_000))
    expect(quoteTax(price, '12 Peachtree St, Atlanta', DEFAULT_TAX_TABLE)).toBeNull()
    // A state where the supplier collects no tax.
    expect(quoteTax(price, '1 Main St, Austin, TX 78701', DEFAULT_TAX_TABLE)?.taxCents).toBe(0)
  })
})
