import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { HubId } from '../../../domain/hubs/hubs.ts'
import type { RollDocument } from '../../../domain/inventory/roll.ts'
import { seed } from '../../db/seed.ts'
import { signIn } from '../../test/client.ts'
import { createTestApp } from '../../test/test-app.ts'
import { findLowStock, ledgerOf, stockOnHand } from './inventory.repo.ts'
import {
  cutRoll,
  deductShippedOrder,
  receiveRoll,
  releaseForQuote,
  reserveForJob,
} from './inventory.service.ts'

/*
 * Film held for accepted jobs (decision 024): `reserve` and `release` entries in the ledger, which
 * leave a roll's length alone and lower what is available; the roll documents the devices replicate
 * show what is held, and for which quote.
 */

const HUB_ORDER: HubId[] = ['atlanta', 'florida', 'carolinas']
const SYSTEM = { id: null, name: 'test' }

function setup() {
  const t = createTestApp()
  seed(t.db)
  const deps = { db: t.db, clock: t.clock.now }
  const roll = (hubId: HubId, lengthFt: number, sku = 'SOL-CR40-60', cutFt = 0): RollDocument => {
    const { roll } = receiveRoll(
      deps,
      SYSTEM,
      { id: randomUUID(), hubId, productId: `prod_${sku}`, lot: 'S25-0101', lengthFt, reason: '' },
      { sellable: false },
    )
    return cutFt > 0
      ? cutRoll(deps, SYSTEM, roll.id, { id: randomUUID(), lengthFt: cutFt, reason: 'Job' })
      : roll
  }
  const stored = (id: string) =>
    JSON.parse(
      t.db.prepare('SELECT doc FROM inventory_rolls WHERE id = ?').pluck().get(id) as string,
    ) as RollDocument
  const reserve = (feet: number, hubId: HubId = 'atlanta', quoteId = 'quote-1') =>
    t.db.transaction(() =>
      reserveForJob(deps, {
        quoteId,
        quoteNumber: 'Q-7K2M-Q9XD v1',
        hubId,
        hubOrder: HUB_ORDER,
        film: [{ sku: 'SOL-CR40-60', feet }],
      }),
    )()
  return { ...t, deps, roll, stored, reserve }
}

describe('reserving film for a job', () => {
  it('holds on the hub’s rolls with the most available first; lengths stay, available drops', () => {
    const t = setup()
    const fresh = t.roll('atlanta', 100)
    const opened = t.roll('atlanta', 100, 'SOL-CR40-60', 60)
    t.roll('florida', 100) // another hub's roll is not touched
    t.roll('atlanta', 100, 'SOL-CR20-60') // nor another film's

    const result = t.reserve(120)
    expect(result).toEqual({
      held: [
        { sku: 'SOL-CR40-60', rollId: fresh.id, feet: 100 },
        { sku: 'SOL-CR40-60', rollId: opened.id, feet: 20 },
      ],
      shortages: [],
    })
    expect(t.stored(fresh.id)).toMatchObject({
      remainingFt: 100,
      reservedFt: 100,
      availableFt: 0,
      reservations: [
        {
          quoteId: 'quote-1',
          reservedFt: 100,
          reason: 'Reserved for Q-7K2M-Q9XD v1',
          at: t.clock.now().toISOString(),
        },
      ],
    })
    expect(t.stored(opened.id)).toMatchObject({ remainingFt: 40, reservedFt: 20, availableFt: 20 })
    // The ledger keeps the hold; the document's history stays that of the length.
    expect(ledgerOf(t.db, opened.id)[0]).toMatchObject({
      kind: 'reserve',
      deltaFt: 0,
      remainingFt: 40,
      reservedFt: 20,
      quoteId: 'quote-1',
      actorName: 'quotes',
    })
    expect(t.stored(opened.id).entries.map((entry) => entry.kind)).toEqual(['cut', 'receive'])

    // The dashboards and the low-stock alert read what is available.
    expect(stockOnHand(t.db, 'atlanta').find((item) => item.sku === 'SOL-CR40-60')).toMatchObject({
      remainingFt: 140,
      reservedFt: 120,
      availableFt: 20,
    })
    expect(findLowStock(t.db, 'atlanta').map((item) => item.sku)).toEqual(['SOL-CR40-60'])
  })

  it('holds a quote’s film once, however often the acceptance is handled', () => {
    const t = setup()
    const roll = t.roll('atlanta', 100)
    const first = t.reserve(30)
    expect(t.reserve(30)).toEqual(first)
    expect(t.stored(roll.id)).toMatchObject({ reservedFt: 30, availableFt: 70 })
    expect(ledgerOf(t.db, roll.id).filter((entry) => entry.kind === 'reserve')).toHaveLength(1)
  })

  it('reports what the hub cannot hold, with the hub that could send it over, else the supplier', () => {
    const t = setup()
    t.roll('florida', 58)
    t.roll('atlanta', 100)
    t.roll('atlanta', 100, 'SOL-CR40-60', 20)
    const { held, shortages } = t.reserve(100, 'florida')
    expect(held.map((hold) => hold.feet)).toEqual([58])
    expect(shortages).toEqual([
      {
        sku: 'SOL-CR40-60',
        hubId: 'florida',
        shortFt: 42,
        transferFrom: { hubId: 'atlanta', availableFt: 180 },
      },
    ])
    const none = t.reserve(500, 'carolinas', 'quote-2').shortages
    expect(none).toEqual([{ sku: 'SOL-CR40-60', hubId: 'carolinas', shortFt: 500, transferFrom: null }])
  })

  it('leaves held film to its job when a shop order ships from another roll', () => {
    const t = setup()
    // The opened roll fits the piece best by length, but 30 of its 40 ft are held for a job.
    const held = t.roll('atlanta', 100, 'SOL-CR40-60', 60)
    t.reserve(30)
    const free = t.roll('atlanta', 100)
    const lines = [{ productId: 'prod_SOL-CR40-60', quantity: 1, cutLengthFt: 25 }]
    const order = { id: 'order-9', number: 'SS-AAAA-CCCC', hubId: 'atlanta' }
    expect(t.db.transaction(() => deductShippedOrder(t.deps, order, lines))()).toBe(0)
    expect(t.stored(free.id)).toMatchObject({ remainingFt: 75, availableFt: 75 })
    expect(t.stored(held.id)).toMatchObject({ remainingFt: 40, reservedFt: 30, availableFt: 10 })
    // When only held film covers a piece, it is cut from that: the film has left the building.
    const last = [{ productId: 'prod_SOL-CR40-60', quantity: 1, cutLengthFt: 38 }]
    expect(t.db.transaction(() => deductShippedOrder(t.deps, { ...order, id: 'order-10' }, last))()).toBe(0)
    expect(t.db.transaction(() => deductShippedOrder(t.deps, { ...order, id: 'order-11' }, last))()).toBe(0)
    expect(t.stored(held.id)).toMatchObject({ remainingFt: 2, reservedFt: 30, availableFt: 0 })
  })

  it('gives a quote’s film back at a team lead’s word, once', async () => {
    const t = setup()
    const a = t.roll('atlanta', 100)
    const b = t.roll('atlanta', 40)
    t.reserve(120)
    const body = { reason: 'Customer cancelled' }
    const member = await signIn(t.app, 'teammember')
    expect((await member.post('/api/inventory/quotes/quote-1/release', body)).status).toBe(403)
    const lead = await signIn(t.app, 'teamlead')
    expect((await lead.post('/api/inventory/quotes/quote-1/release', {})).status).toBe(400)
    const res = await lead.post('/api/inventory/quotes/quote-1/release', body)
    expect(await res.json()).toEqual({ quoteId: 'quote-1', releasedFt: 120 })
    expect(releaseForQuote(t.deps, SYSTEM, 'quote-1', body)).toEqual({ quoteId: 'quote-1', releasedFt: 0 })
    for (const roll of [a, b])
      expect(t.stored(roll.id)).toMatchObject({
        reservedFt: 0,
        availableFt: roll.remainingFt,
        reservations: [],
      })
    expect(ledgerOf(t.db, a.id).map((entry) => [entry.kind, entry.reservedFt, entry.actorName])).toEqual([
      ['release', -100, 'teamlead'],
      ['reserve', 100, 'quotes'],
      ['receive', 0, 'test'],
    ])
    expect(ledgerOf(t.db, a.id)[0]?.reason).toBe('Customer cancelled')
  })

  it('shows the team what is held through the ledger route, and devices through the roll’s document', async () => {
    const t = setup()
    const roll = t.roll('atlanta', 100)
    t.reserve(12.5)
    const lead = await signIn(t.app, 'teamlead')
    const res = await lead.get(`/api/inventory/rolls/${roll.id}/ledger`)
    const body = (await res.json()) as { roll: RollDocument; entries: { kind: string; reservedFt: number }[] }
    expect(body.roll).toMatchObject({ reservedFt: 12.5, availableFt: 87.5 })
    expect(body.entries.map((entry) => [entry.kind, entry.reservedFt])).toEqual([
      ['reserve', 12.5],
      ['receive', 0],
    ])
    const pulled = await lead.get('/api/sync/v2/inventory/pull')
    const { documents } = (await pulled.json()) as { documents: RollDocument[] }
    expect(documents.find((doc) => doc.id === roll.id)).toMatchObject({
      reservedFt: 12.5,
      reservations: [{ quoteId: 'quote-1', reservedFt: 12.5 }],
    })
  })
})
