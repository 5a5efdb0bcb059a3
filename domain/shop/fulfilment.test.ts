import { describe, expect, it } from 'vitest'
import type { HubId } from '../hubs/hubs.ts'
import { chooseHub, stockNeeds } from './fulfilment.ts'
import { makePieceProduct, makeRollProduct } from '../testing/order-factory.ts'

const film = makeRollProduct({ id: 'film' })
const kit = makePieceProduct({ id: 'kit' })
const atlanta = { state: 'GA', zip: '30303' } as const

/** Stock as a table: hub → product → units available. */
const stock = (table: Partial<Record<HubId, Record<string, number>>>) => (hubId: HubId, productId: string) =>
  table[hubId]?.[productId] ?? 0

describe('stock needs', () => {
  it('counts film in feet and everything else in pieces', () => {
    const needs = stockNeeds([
      { product: film, quantity: 2, cutLengthFt: 10 },
      { product: film, quantity: 1, cutLengthFt: null },
      { product: kit, quantity: 3, cutLengthFt: null },
    ])
    expect(Object.fromEntries(needs)).toEqual({ film: 120, kit: 3 })
  })
})

describe('choosing the hub', () => {
  const needs = new Map([
    ['film', 120],
    ['kit', 3],
  ])

  it('ships from the nearest hub that has everything', () => {
    const everywhere = { film: 500, kit: 10 }
    expect(chooseHub(needs, atlanta, stock({ atlanta: everywhere, florida: everywhere }))).toEqual({
      ok: true,
      hubId: 'atlanta',
    })
    expect(
      chooseHub(needs, atlanta, stock({ atlanta: { film: 119, kit: 10 }, carolinas: everywhere })),
    ).toEqual({ ok: true, hubId: 'carolinas' })
    expect(
      chooseHub(needs, { state: 'GA', zip: '31601' }, stock({ atlanta: everywhere, florida: everywhere })),
    ).toEqual({ ok: true, hubId: 'florida' })
  })

  it('names what no hub has enough of', () => {
    expect(chooseHub(needs, atlanta, stock({ atlanta: { film: 100, kit: 10 } }))).toEqual({
      ok: false,
      short: ['film'],
    })
  })

  it('says so when every item is somewhere, but no hub has all', () => {
    expect(chooseHub(needs, atlanta, stock({ atlanta: { film: 500 }, florida: { kit: 5 } }))).toEqual({
      ok: false,
      short: [],
    })
  })
})
