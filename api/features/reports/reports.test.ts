import { beforeAll, describe, expect, it } from 'vitest'
import type { EventStatus } from '../../../domain/calendar/event.ts'
import { makeEvent } from '../../../domain/testing/event-factory.ts'
import { makeEstimate } from '../../../domain/testing/estimate-factory.ts'
import type { TeamId } from '../../../domain/hubs/hubs.ts'
import type { JobDocument, JobStatus } from '../../../domain/marketplace/job.ts'
import type { Report } from '../../../domain/reports/report.ts'
import type { Db } from '../../db/client.ts'
import { seed } from '../../db/seed.ts'
import { createClient, signIn } from '../../test/client.ts'
import { createTestApp } from '../../test/test-app.ts'

/*
 * The report against a small history whose every figure is worked out by hand below
 * (period 2025-03-01 … 2025-04-30).
 */

const userId = (db: Db, username: string) =>
  db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as string

interface Sale {
  hub: string
  status: string
  payment?: 'invoice' | 'card'
  at: string
  lines: [productId: string, quantity: number, unitCents: number][]
}

function insertOrder(db: Db, n: number, sale: Sale) {
  const id = `order-${n}`
  const subtotal = sale.lines.reduce((sum, [, quantity, unit]) => sum + quantity * unit, 0)
  db.prepare(
    `INSERT INTO orders (id, number, idempotency_key, request_hash, email, email_normalized, status, ship_name,
       ship_street, ship_city, ship_state, ship_zip, shipping_method, payment_method, hub_id, subtotal_cents,
       shipping_cents, tax_cents, total_cents, tax_rate_bp, weight_lb, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'a@example.com', 'a@example.com', ?, 'A', '1 Main St', 'Atlanta', 'GA', '30303',
       'ground', ?, ?, ?, 900, 100, ?, 400, 1, ?, ?)`,
  ).run(
    id,
    `SS-0000-000${n}`,
    id,
    'f'.repeat(64),
    sale.status,
    sale.payment ?? 'invoice',
    sale.hub,
    subtotal,
    subtotal + 1000,
    sale.at,
    sale.at,
  )
  sale.lines.forEach(([productId, quantity, unit], position) =>
    db
      .prepare(
        `INSERT INTO order_lines (order_id, position, product_id, sku, name, quantity, unit_cents, line_cents, weight_lb)
         SELECT ?, ?, id, sku, name, ?, ?, ?, 1 FROM products WHERE id = ?`,
      )
      .run(id, position, quantity, unit, quantity * unit, productId),
  )
}

function insertJob(
  db: Db,
  spec: {
    id: string
    state: JobDocument['state']
    status: JobStatus
    completedAt?: string
    estimateId?: string
    areaSqFt?: number
    bidCents?: number
  },
) {
  const homeowner = userId(db, 'homeowner')
  const installer = userId(db, 'installer')
  const at = spec.completedAt ?? '2025-03-01T00:00:00.000Z'
  const doc: JobDocument = {
    id: spec.id,
    ownerId: homeowner,
    ownerName: 'homeowner',
    title: 'Film',
    description: 'Film',
    city: 'Somewhere',
    state: spec.state,
    zip: '30303',
    lat: null,
    lng: null,
    filmType: 'solar',
    timeline: 'flexible',
    budget: 'from1000',
    photos: [],
    estimate: spec.estimateId
      ? { id: spec.estimateId, name: 'E', totalWindows: 4, totalAreaSqFt: spec.areaSqFt ?? 0, windows: [] }
      : null,
    status: spec.status,
    bidCount: 1,
    hiredInstallerId: installer,
    hiredBidId: null,
    scheduledFor: null,
    contact: null,
    updates: spec.completedAt
      ? [{ id: `${spec.id}-u`, status: 'completed', at, scheduledFor: null, note: '', photos: [] }]
      : [],
    review: null,
    postedAt: '2025-01-01T00:00:00.000Z',
    updatedAt: at,
    _deleted: false,
  }
  db.prepare(
    `INSERT INTO jobs (id, owner_id, status, hired_installer_id, doc, updated_at, deleted) VALUES (?, ?, ?, ?, ?, ?, 0)`,
  ).run(spec.id, homeowner, spec.status, installer, JSON.stringify(doc), at)
  if (spec.bidCents !== undefined)
    db.prepare(
      `INSERT INTO bids (id, job_id, installer_id, poster_id, status, doc, updated_at, deleted)
       VALUES (?, ?, ?, ?, 'accepted', ?, ?, 0)`,
    ).run(`${spec.id}-bid`, spec.id, installer, homeowner, JSON.stringify({ priceCents: spec.bidCents }), at)
}

function insertEstimate(
  db: Db,
  id: string,
  owner: string,
  status: string,
  createdAt: string,
  deleted = false,
) {
  const doc = { ...makeEstimate({ id, ownerId: userId(db, owner), createdAt }), status }
  db.prepare(`INSERT INTO estimates (id, owner_id, doc, updated_at, deleted) VALUES (?, ?, ?, ?, ?)`).run(
    id,
    doc.ownerId,
    JSON.stringify(doc),
    createdAt,
    deleted ? 1 : 0,
  )
}

function insertEvent(db: Db, id: string, hub: string, status: EventStatus, start: string) {
  const end = new Date(Date.parse(start) + 3 * 3_600_000).toISOString()
  const event = makeEvent({ id, teamId: `${hub}-1` as TeamId, start, end, status })
  db.prepare(
    `INSERT INTO events (id, team_id, hub_id, starts_at, ends_at, status, doc, updated_at, deleted)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)`,
  ).run(id, event.teamId, event.hubId, start, end, status, JSON.stringify(event), start)
}

/** Ledger entries of one roll, in order: [kind, delta ft, hub, at, to hub]; the roll is where the last left it. */
function insertRoll(db: Db, id: string, entries: [string, number, string, string, string?][]) {
  db.prepare(
    `INSERT INTO inventory_rolls (id, hub_id, product_id, doc, updated_at, deleted)
     SELECT ?, ?, id, '{}', ?, 0 FROM products WHERE id = 'prod_KIT-DIY'`,
  ).run(id, entries.at(-1)![4] ?? entries.at(-1)![2], entries[0]![3])
  let remaining = 0
  entries.forEach(([kind, deltaFt, hub, at, toHub], index) => {
    remaining += deltaFt * 10
    db.prepare(
      `INSERT INTO inventory_ledger (id, roll_id, seq, kind, delta_tenths, remaining_tenths, hub_id, to_hub_id,
         actor_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'seed', ?)`,
    ).run(`${id}-${index}`, id, index + 1, kind, deltaFt * 10, remaining, hub, toHub ?? null, at)
  })
}

function history() {
  const t = createTestApp()
  seed(t.db)
  const { db } = t
  // Sales: A, B and G count; C (card never paid), D (cancelled), E (refunded), F (February) do not.
  insertOrder(db, 1, {
    hub: 'atlanta',
    status: 'delivered',
    at: '2025-03-05T10:00:00.000Z',
    lines: [
      ['prod_KIT-DIY', 2, 5000],
      ['prod_SMP-SEC', 1, 1500],
    ],
  })
  insertOrder(db, 2, {
    hub: 'florida',
    status: 'placed',
    at: '2025-04-10T10:00:00.000Z',
    lines: [['prod_KIT-DIY', 1, 5000]],
  })
  insertOrder(db, 3, {
    hub: 'atlanta',
    status: 'placed',
    payment: 'card',
    at: '2025-03-20T10:00:00.000Z',
    lines: [['prod_KIT-DIY', 1, 9999]],
  })
  insertOrder(db, 4, {
    hub: 'carolinas',
    status: 'cancelled',
    at: '2025-03-21T10:00:00.000Z',
    lines: [['prod_KIT-DIY', 1, 5000]],
  })
  insertOrder(db, 5, {
    hub: 'atlanta',
    status: 'refunded',
    at: '2025-04-01T10:00:00.000Z',
    lines: [['prod_KIT-DIY', 1, 5000]],
  })
  insertOrder(db, 6, {
    hub: 'atlanta',
    status: 'paid',
    payment: 'card',
    at: '2025-02-28T23:59:59.999Z',
    lines: [['prod_KIT-DIY', 1, 5000]],
  })
  insertOrder(db, 7, {
    hub: 'atlanta',
    status: 'shipped',
    at: '2025-04-30T23:59:59.999Z',
    lines: [['prod_SVC-ONBOARD', 1, 20000]],
  })

  // Installations: J1 (GA), J2 (FL), J4 (TX, no hub, no bid) completed in the period; J3 in May; J5 only hired.
  insertJob(db, {
    id: 'J1',
    state: 'GA',
    status: 'completed',
    completedAt: '2025-03-10T15:00:00.000Z',
    estimateId: 'E2',
    areaSqFt: 120.5,
    bidCents: 100_000,
  })
  insertJob(db, {
    id: 'J2',
    state: 'FL',
    status: 'completed',
    completedAt: '2025-04-02T15:00:00.000Z',
    bidCents: 50_001,
  })
  insertJob(db, {
    id: 'J3',
    state: 'GA',
    status: 'completed',
    completedAt: '2025-05-01T00:00:00.000Z',
    bidCents: 1,
  })
  insertJob(db, { id: 'J4', state: 'TX', status: 'completed', completedAt: '2025-03-15T15:00:00.000Z' })
  insertJob(db, { id: 'J5', state: 'GA', status: 'hired', estimateId: 'E3', bidCents: 7 })
  insertEvent(db, 'V1', 'atlanta', 'completed', '2025-03-12T13:00:00.000Z')
  insertEvent(db, 'V2', 'florida', 'completed', '2025-04-15T13:00:00.000Z')
  insertEvent(db, 'V3', 'atlanta', 'scheduled', '2025-03-13T13:00:00.000Z')
  insertEvent(db, 'V4', 'atlanta', 'completed', '2025-05-02T13:00:00.000Z')

  // Estimates: E1 accepted, E2 on hired job J1 and E3 on hired job J5 convert; E4, E7 do not; E5 is
  // from February, E6 deleted. The team lead's and team member's are Atlanta's.
  insertEstimate(db, 'E1', 'teamlead', 'accepted', '2025-03-02T10:00:00.000Z')
  insertEstimate(db, 'E2', 'homeowner', 'sent', '2025-03-02T11:00:00.000Z')
  insertEstimate(db, 'E3', 'homeowner', 'draft', '2025-03-03T11:00:00.000Z')
  insertEstimate(db, 'E4', 'teammember', 'sent', '2025-04-05T11:00:00.000Z')
  insertEstimate(db, 'E5', 'teamlead', 'accepted', '2025-02-01T11:00:00.000Z')
  insertEstimate(db, 'E6', 'teamlead', 'accepted', '2025-03-05T11:00:00.000Z', true)
  insertEstimate(db, 'E7', 'teamlead', 'draft', '2025-04-06T11:00:00.000Z')

  // Stock: R1 Atlanta 1000 ft, cut 100 in March (and 50 in May); R2 Florida 500 ft, moved to the
  // Carolinas in April and cut 200 there; R3 Atlanta 200 ft received in March.
  insertRoll(db, 'R1', [
    ['receive', 1000, 'atlanta', '2025-02-01T09:00:00.000Z'],
    ['cut', -100, 'atlanta', '2025-03-10T09:00:00.000Z'],
    ['cut', -50, 'atlanta', '2025-05-05T09:00:00.000Z'],
  ])
  insertRoll(db, 'R2', [
    ['receive', 500, 'florida', '2025-02-01T09:00:00.000Z'],
    ['transfer', 0, 'florida', '2025-04-01T09:00:00.000Z', 'carolinas'],
    ['cut', -200, 'carolinas', '2025-04-20T09:00:00.000Z'],
  ])
  insertRoll(db, 'R3', [['receive', 200, 'atlanta', '2025-03-15T09:00:00.000Z']])
  return t
}

const PERIOD = 'from=2025-03-01&to=2025-04-30'

async function report(t: ReturnType<typeof history>, query: string, as = 'teamlead'): Promise<Report> {
  const res = await (await signIn(t.app, as)).get(`/api/reports?${query}`)
  expect(res.status).toBe(200)
  return (await res.json()) as Report
}

describe('GET /api/reports', () => {
  // Read only: one history (seeding hashes the demo passwords, which is slow) serves every test.
  let t: ReturnType<typeof history>
  beforeAll(() => {
    t = history()
  })

  it('adds up sales by hub, month and product: paid or invoiced, not cancelled, refunded or unpaid by card', async () => {
    const { sales } = await report(t, PERIOD)
    expect(sales.totalCents).toBe(36_500)
    expect(sales.orders).toBe(3)
    expect(sales.byHub).toEqual([
      { hubId: 'atlanta', orders: 2, salesCents: 31_500 },
      { hubId: 'florida', orders: 1, salesCents: 5_000 },
      { hubId: 'carolinas', orders: 0, salesCents: 0 },
    ])
    expect(sales.byMonth).toEqual([
      { month: '2025-03', orders: 1, salesCents: 11_500 },
      { month: '2025-04', orders: 2, salesCents: 25_000 },
    ])
    expect(
      sales.byProduct.map(({ sku, orders, quantity, salesCents }) => [sku, orders, quantity, salesCents]),
    ).toEqual([
      ['SVC-ONBOARD', 1, 1, 20_000],
      ['KIT-DIY', 2, 3, 15_000],
      ['SMP-SEC', 1, 1, 1_500],
    ])
  })

  it('counts installations, the average job and the conversion of estimates', async () => {
    const all = await report(t, PERIOD)
    expect(all.installations).toEqual({
      jobs: 3,
      events: 2,
      byMonth: [
        { month: '2025-03', jobs: 2, events: 1 },
        { month: '2025-04', jobs: 1, events: 1 },
      ],
    })
    // (100 000 + 50 001) / 2 = 75 000.5 → 75 001; J4 had no accepted bid. Only J1 had an estimate.
    expect(all.averageJob).toEqual({ jobs: 2, averageCents: 75_001, withArea: 1, averageAreaSqFt: 120.5 })
    // E1, E2, E3, E4, E7 in the period; E1, E2, E3 converted.
    expect(all.conversion).toEqual({ estimates: 5, converted: 3, rate: 0.6 })
  })

  it('works out inventory turnover per hub from the ledger', async () => {
    const { inventoryTurnover } = await report(t, PERIOD)
    // Worked back from today's stock (inventory's stockOnHand and consumptionByMonth).
    // Atlanta: 1050 ft today; 50 cut after April: 1100 at the end; +200 −100 in the period: 1000 at
    // the start; 100 cut / 1050 = 0.0952. Florida holds nothing now. The Carolinas hold R2 (300 ft),
    // cut 200 in April: 300 at the end, 500 at the start (the transfer carries the roll's history).
    expect(inventoryTurnover).toEqual([
      { hubId: 'atlanta', cutFt: 100, averageOnHandFt: 1050, turnover: 0.1 },
      { hubId: 'florida', cutFt: 0, averageOnHandFt: 0, turnover: null },
      { hubId: 'carolinas', cutFt: 200, averageOnHandFt: 400, turnover: 0.5 },
    ])
  })

  it('narrows every figure to one hub', async () => {
    const atlanta = await report(t, `${PERIOD}&hub=atlanta`, 'teammember')
    expect(atlanta.hub).toBe('atlanta')
    expect(atlanta.sales.totalCents).toBe(31_500)
    expect(atlanta.sales.byHub).toEqual([{ hubId: 'atlanta', orders: 2, salesCents: 31_500 }])
    expect(atlanta.sales.byMonth.map((row) => row.salesCents)).toEqual([11_500, 20_000])
    expect(atlanta.installations.jobs).toBe(1)
    expect(atlanta.installations.events).toBe(1)
    expect(atlanta.averageJob).toEqual({
      jobs: 1,
      averageCents: 100_000,
      withArea: 1,
      averageAreaSqFt: 120.5,
    })
    // The team lead's E1 and E7 and the team member's E4: only E1 converted.
    expect(atlanta.conversion).toEqual({ estimates: 3, converted: 1, rate: 0.3333 })
    expect(atlanta.inventoryTurnover).toEqual([
      { hubId: 'atlanta', cutFt: 100, averageOnHandFt: 1050, turnover: 0.1 },
    ])
  })

  it('answers zeros and "no data" for a period with nothing in it', async () => {
    const empty = await report(t, 'from=2024-01-01&to=2024-01-31&hub=florida')
    expect(empty.sales).toEqual({
      totalCents: 0,
      orders: 0,
      byHub: [{ hubId: 'florida', orders: 0, salesCents: 0 }],
      byMonth: [{ month: '2024-01', orders: 0, salesCents: 0 }],
      byProduct: [],
    })
    expect(empty.averageJob).toEqual({ jobs: 0, averageCents: null, withArea: 0, averageAreaSqFt: null })
    expect(empty.conversion.rate).toBeNull()
    expect(empty.inventoryTurnover).toEqual([
      { hubId: 'florida', cutFt: 0, averageOnHandFt: 0, turnover: null },
    ])
  })

  it('is for team roles and admins only', async () => {
    expect((await createClient(t.app).get(`/api/reports?${PERIOD}`)).status).toBe(401)
    expect((await (await signIn(t.app, 'homeowner')).get(`/api/reports?${PERIOD}`)).status).toBe(403)
    expect((await (await signIn(t.app, 'installer')).get(`/api/reports?${PERIOD}`)).status).toBe(403)
    expect((await (await signIn(t.app, 'admin')).get(`/api/reports?${PERIOD}`)).status).toBe(200)
  })

  it('refuses a bad period or hub with its code', async () => {
    const lead = await signIn(t.app, 'teamlead')
    for (const [query, code, field] of [
      ['from=2025-04-01&to=2025-03-01', 'reportPeriodInvalid', 'to'],
      ['from=2025-02-30&to=2025-03-01', 'reportPeriodInvalid', 'from'],
      ['to=2025-03-01', 'reportPeriodInvalid', 'from'],
      [`${PERIOD}&hub=mars`, 'reportHubInvalid', 'hub'],
    ] as const) {
      const res = await lead.get(`/api/reports?${query}`)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code, fieldErrors: { [field]: code } })
    }
  })
})
