import { describe, expect, it } from 'vitest'
import { makeOrderBody } from '../../../domain/testing/order-factory.ts'
import type { PlacedOrder } from '../../../domain/shop/order.ts'
import { DEFAULT_TAX_TABLE } from '../../../domain/shop/tax.ts'
import { seed } from '../../db/seed.ts'
import { createClient, signIn } from '../../test/client.ts'
import { createTestApp } from '../../test/test-app.ts'
import type { TaxRateRow } from './tax.repo.ts'

/* Sales tax by state: seeded from the defaults once, then the admins'; orders and the catalog use it. */

function shopApp() {
  const t = createTestApp()
  seed(t.db)
  return t
}

const audit = (t: ReturnType<typeof shopApp>) =>
  t.db.prepare('SELECT action, subject, before_json AS before, after_json AS after FROM admin_audit').all()

const ratesOf = async (res: Response) => ((await res.json()) as { rates: TaxRateRow[] }).rates

describe('tax rates', () => {
  it('start as the six default states, and a second seed leaves an edited table alone', async () => {
    const t = shopApp()
    const admin = await signIn(t.app, 'admin')
    const rates = await ratesOf(await admin.get('/api/admin/tax-rates'))
    expect(
      Object.fromEntries(
        rates.map(({ state, rateBp, taxesShipping, local }) => [
          state,
          {
            rateBp,
            taxesShipping,
            local: Object.fromEntries(
              local.map(({ zipArea, rateBp, place }) => [zipArea, { rateBp, place }]),
            ),
          },
        ]),
      ),
    ).toEqual(DEFAULT_TAX_TABLE)
    await admin.delete('/api/admin/tax-rates/AL')
    seed(t.db)
    expect((await ratesOf(await admin.get('/api/admin/tax-rates'))).map((rate) => rate.state)).not.toContain(
      'AL',
    )
  })

  it('an admin’s change taxes the next order, whatever the client sends, and is audited', async () => {
    const t = shopApp()
    const admin = await signIn(t.app, 'admin')
    const res = await admin.put('/api/admin/tax-rates/GA', { rateBp: 700, taxesShipping: false })
    expect(res.status).toBe(200)
    expect((await ratesOf(res)).find((rate) => rate.state === 'GA')).toMatchObject({
      rateBp: 700,
      taxesShipping: false,
      updatedBy: 'admin',
    })
    expect(audit(t)).toEqual([
      {
        action: 'taxRate.set',
        subject: 'GA',
        before: JSON.stringify({ rateBp: 400, taxesShipping: true }),
        after: JSON.stringify({ rateBp: 700, taxesShipping: false }),
      },
    ])

    // A DIY kit ($34.99) to Atlanta: 7 % and Fulton County's 4.9 % of the goods only, now that shipping is not taxed.
    const body = {
      ...makeOrderBody({ lines: [{ productId: 'prod_KIT-DIY', quantity: 1 }] }),
      taxCents: 0,
      totalCents: 1,
    }
    const placed = (await (
      await createClient(t.app).post('/api/orders', body, { 'Idempotency-Key': 'tax-test-key-0001' })
    ).json()) as PlacedOrder
    expect(placed.totals).toMatchObject({ taxRateBp: 1190, taxCents: 416 })
  })

  it('the catalog carries the table, and its version changes with a rate', async () => {
    const t = shopApp()
    const visitor = createClient(t.app)
    const before = (await (await visitor.get('/api/catalog')).json()) as {
      version: string
      taxTable: unknown
    }
    expect(before.taxTable).toEqual(DEFAULT_TAX_TABLE)
    const admin = await signIn(t.app, 'admin')
    await admin.delete('/api/admin/tax-rates/TN')
    const after = (await (await visitor.get('/api/catalog')).json()) as { version: string; taxTable: object }
    expect(after.version).not.toBe(before.version)
    expect(after.taxTable).not.toHaveProperty('TN')
  })

  it('refuses a bad rate or state with 400 and writes nothing', async () => {
    const t = shopApp()
    const admin = await signIn(t.app, 'admin')
    const cases: [string, unknown, string][] = [
      ['GA', { rateBp: 2500, taxesShipping: true }, 'taxRateInvalid'],
      ['GA', { rateBp: 'abc', taxesShipping: true }, 'taxRateInvalid'],
      ['GA', { rateBp: 4.5, taxesShipping: true }, 'taxRateInvalid'],
      ['GA', { rateBp: 400 }, 'taxInputInvalid'],
      ['XX', { rateBp: 400, taxesShipping: true }, 'taxStateInvalid'],
    ]
    for (const [state, body, field] of cases) {
      const res = await admin.put(`/api/admin/tax-rates/${state}`, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(Object.values(((await res.json()) as { fieldErrors: object }).fieldErrors)).toContain(field)
    }
    expect((await admin.delete('/api/admin/tax-rates/XX')).status).toBe(400)
    expect(audit(t)).toEqual([])
    expect(
      (await ratesOf(await admin.get('/api/admin/tax-rates'))).find((rate) => rate.state === 'GA'),
    ).toMatchObject({
      rateBp: 400,
    })
  })

  it('an admin sets a ZIP’s local rate: the next order there pays the combined rate, and it is audited', async () => {
    const t = shopApp()
    const admin = await signIn(t.app, 'admin')
    // Savannah has no local rate of its own in the defaults: 4 % until an admin adds Chatham County's 3 %.
    const order = async (zip: string, key: string) =>
      (
        (await (
          await createClient(t.app).post(
            '/api/orders',
            makeOrderBody({
              lines: [{ productId: 'prod_KIT-DIY', quantity: 1 }],
              shipTo: { ...makeOrderBody().shipTo, city: 'Savannah', zip },
            }),
            { 'Idempotency-Key': key },
          )
        ).json()) as PlacedOrder
      ).totals.taxRateBp
    expect(await order('31401', 'local-tax-key-0001')).toBe(400)
    const res = await admin.put('/api/admin/tax-rates/GA/local/314', {
      rateBp: 300,
      place: ' Chatham County ',
    })
    expect(res.status).toBe(200)
    expect((await ratesOf(res)).find((rate) => rate.state === 'GA')?.local).toContainEqual(
      expect.objectContaining({ zipArea: '314', rateBp: 300, place: 'Chatham County', updatedBy: 'admin' }),
    )
    expect(await order('31401', 'local-tax-key-0002')).toBe(700)
    expect(audit(t)).toEqual([expect.objectContaining({ action: 'taxRate.local.set', subject: 'GA 314' })])
    // Removed, the state's rate applies there again.
    await admin.delete('/api/admin/tax-rates/GA/local/314')
    expect(await order('31401', 'local-tax-key-0003')).toBe(400)
  })

  it('refuses a local rate for a ZIP of another state, a state without a rate, or a bad rate', async () => {
    const t = shopApp()
    const admin = await signIn(t.app, 'admin')
    const cases: [string, unknown, string][] = [
      ['GA/local/90210', { rateBp: 100, place: 'Beverly Hills' }, 'zipAreaInvalid'],
      ['GA/local/902', { rateBp: 100, place: 'Los Angeles' }, 'zipAreaInvalid'],
      ['GA/local/3031', { rateBp: 100, place: 'Atlanta' }, 'zipAreaInvalid'],
      ['GA/local/30318', { rateBp: 1500, place: 'Atlanta' }, 'localRateInvalid'],
      ['GA/local/30318', { rateBp: 100, place: '  ' }, 'placeRequired'],
      ['VA/local/22201', { rateBp: 100, place: 'Arlington' }, 'taxStateMissing'],
    ]
    for (const [path, body, field] of cases) {
      const res = await admin.put(`/api/admin/tax-rates/${path}`, body)
      expect(res.status, path).toBe(400)
      expect(Object.values(((await res.json()) as { fieldErrors: object }).fieldErrors)).toContain(field)
    }
    expect(audit(t)).toEqual([])
  })

  it('is for admins only', async () => {
    const t = shopApp()
    expect((await createClient(t.app).get('/api/admin/tax-rates')).status).toBe(401)
    for (const role of ['installer', 'homeowner', 'teamlead', 'teammember', 'supplier', 'member'] as const) {
      const client = await signIn(t.app, role)
      expect((await client.get('/api/admin/tax-rates')).status).toBe(403)
      expect((await client.put('/api/admin/tax-rates/GA', { rateBp: 0, taxesShipping: false })).status).toBe(
        403,
      )
    }
    expect(audit(t)).toEqual([])
  })
})
