import { describe, expect, it } from 'vitest'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import { makeEstimate, makeWindow } from '../../../domain/testing/estimate-factory.ts'
import { withDerived } from '../../../domain/estimator/compute.ts'
import { DEFAULT_PRICING_SHEET, type PricingSheet } from '../../../domain/estimator/pricing.ts'
import type { Catalog } from '../../../domain/shop/catalog.ts'
import { makeOrderBody } from '../../../domain/testing/order-factory.ts'
import type { PlacedOrder } from '../../../domain/shop/order.ts'
import { DEFAULT_SHIPPING_RATES, type ShippingRates } from '../../../domain/shop/shipping.ts'
import { seed } from '../../db/seed.ts'
import { createClient, signIn } from '../../test/client.ts'
import { createTestApp } from '../../test/test-app.ts'
import type { AdminSetting } from './settings.service.ts'

/* The pricing sheet and the shipping rates as data: admins change them, the server prices with them. */

function app() {
  const t = createTestApp()
  seed(t.db)
  return t
}
type T = ReturnType<typeof app>

const audit = (t: T) =>
  t.db
    .prepare(
      'SELECT action, subject, before_json AS before, after_json AS after FROM admin_audit ORDER BY id',
    )
    .all() as { action: string; subject: string; before: string | null; after: string | null }[]

const withResidentialLabor = (cents: number): PricingSheet => ({
  ...DEFAULT_PRICING_SHEET,
  laborCentsPerSqFt: { ...DEFAULT_PRICING_SHEET.laborCentsPerSqFt, residential: cents },
})

/** A job large enough to be above the minimum charge, so that labor shows in the total. */
const bigJob = (ownerId: string, id: string): Estimate =>
  makeEstimate({ id, ownerId, windows: [makeWindow({ width: 96, height: 72, quantity: 6 })] })

const userId = (t: T, username: string) =>
  t.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as string

const storedPrice = (t: T, id: string) =>
  (JSON.parse(t.db.prepare('SELECT doc FROM estimates WHERE id = ?').pluck().get(id) as string) as Estimate)
    .totalPriceCents

describe('the pricing sheet', () => {
  it('is the defaults until an admin saves one, publicly readable and revalidated by its ETag', async () => {
    const t = app()
    const visitor = createClient(t.app)
    const res = await visitor.get('/api/pricing-sheet')
    expect(res.status).toBe(200)
    expect(((await res.json()) as { sheet: PricingSheet }).sheet).toEqual(DEFAULT_PRICING_SHEET)
    const etag = res.headers.get('etag')!
    expect((await visitor.get('/api/pricing-sheet', { 'If-None-Match': etag })).status).toBe(304)

    const admin = await signIn(t.app, 'admin')
    await admin.put('/api/admin/pricing-sheet', withResidentialLabor(600))
    const after = await visitor.get('/api/pricing-sheet', { 'If-None-Match': etag })
    expect(after.status).toBe(200)
    expect(((await after.json()) as { sheet: PricingSheet }).sheet.laborCentsPerSqFt.residential).toBe(600)
  })

  it('an admin’s change is audited, and the server prices every estimate pushed afterwards with it', async () => {
    const t = app()
    const homeowner = await signIn(t.app, 'homeowner')
    const ownerId = userId(t, 'homeowner')
    const push = (doc: Estimate) =>
      homeowner.post('/api/sync/v2/estimates/push', [{ assumedMasterState: null, newDocumentState: doc }])

    expect((await push({ ...bigJob(ownerId, 'before'), totalPriceCents: 1 })).status).toBe(200)
    const oldPrice = storedPrice(t, 'before')
    expect(oldPrice).toBe(bigJob(ownerId, 'before').totalPriceCents)

    const admin = await signIn(t.app, 'admin')
    const res = await admin.put('/api/admin/pricing-sheet', withResidentialLabor(900))
    expect(res.status).toBe(200)
    const saved = (await res.json()) as AdminSetting<'pricingSheet'>
    expect(saved).toMatchObject({ updatedBy: 'admin', incomplete: false })
    expect(saved.value.laborCentsPerSqFt.residential).toBe(900)
    expect(audit(t)).toEqual([
      {
        action: 'pricingSheet.set',
        subject: 'pricingSheet',
        before: JSON.stringify(DEFAULT_PRICING_SHEET),
        after: JSON.stringify(withResidentialLabor(900)),
      },
    ])

    // A device still on the old sheet (or lying) sends its own price: the server's stands.
    expect((await push({ ...bigJob(ownerId, 'after'), totalPriceCents: oldPrice })).status).toBe(200)
    const newPrice = storedPrice(t, 'after')
    expect(newPrice).toBe(withDerived(bigJob(ownerId, 'after'), withResidentialLabor(900)).totalPriceCents)
    // 288 sq ft of glass at $4.50 more per sq ft, less the 5 % volume discount.
    expect(newPrice - oldPrice).toBe(Math.round(288 * 450 * 0.95))
  })

  it('refuses an invalid sheet with a code for each wrong field, and writes nothing', async () => {
    const t = app()
    const admin = await signIn(t.app, 'admin')
    const cases: [unknown, string, string][] = [
      [withResidentialLabor(-5), 'laborCentsPerSqFt.residential', 'centsInvalid'],
      [withResidentialLabor(4.5), 'laborCentsPerSqFt.residential', 'centsInvalid'],
      [{ ...DEFAULT_PRICING_SHEET, fallbackWasteRate: 0.9 }, 'fallbackWasteRate', 'rateInvalid'],
      [
        { ...DEFAULT_PRICING_SHEET, accessMultiplier: { ladder: 0.5, lift: 1.5 } },
        'accessMultiplier.ladder',
        'multiplierInvalid',
      ],
      [
        { ...DEFAULT_PRICING_SHEET, materialCentsPerSqFt: { 'SEC-4C': 310 } },
        'materialCentsPerSqFt',
        'filmPriceMissing',
      ],
      [
        {
          ...DEFAULT_PRICING_SHEET,
          volumeDiscounts: [
            { minSqFt: 500, rate: 0.1 },
            { minSqFt: 250, rate: 0.05 },
          ],
        },
        'volumeDiscounts',
        'tiersUnordered',
      ],
      ['not a sheet', '', 'pricingSheetInvalid'],
    ]
    for (const [body, field, code] of cases) {
      const res = await admin.put('/api/admin/pricing-sheet', body)
      expect(res.status, field).toBe(400)
      const answer = (await res.json()) as {
        code: string
        message: string
        fieldErrors: Record<string, string>
      }
      // A body that is no sheet at all is nobody field's fault.
      if (field) expect(answer.fieldErrors[field], JSON.stringify(answer)).toBe(code)
      else expect(answer.fieldErrors).toBeUndefined()
      expect(answer.code).toBe(code)
    }
    expect(audit(t)).toEqual([])
    expect(t.db.prepare('SELECT count(*) FROM settings').pluck().get()).toBe(0)
  })

  it('resets to the defaults, audited with what it replaced', async () => {
    const t = app()
    const admin = await signIn(t.app, 'admin')
    await admin.put('/api/admin/pricing-sheet', withResidentialLabor(700))
    const res = await admin.delete('/api/admin/pricing-sheet')
    expect((await res.json()) as AdminSetting<'pricingSheet'>).toMatchObject({
      value: DEFAULT_PRICING_SHEET,
      updatedAt: null,
    })
    expect(audit(t).map(({ action }) => action)).toEqual(['pricingSheet.set', 'pricingSheet.reset'])
    expect(audit(t)[1]?.before).toBe(JSON.stringify(withResidentialLabor(700)))
  })

  it('prices a film added since the sheet was saved at its default until an admin sets one', async () => {
    const t = app()
    const { 'SEC-4C': _dropped, ...others } = DEFAULT_PRICING_SHEET.materialCentsPerSqFt
    const stale = { ...withResidentialLabor(800), materialCentsPerSqFt: others }
    t.db
      .prepare(`INSERT INTO settings (key, value_json, updated_at) VALUES ('pricingSheet', ?, ?)`)
      .run(JSON.stringify(stale), '2025-06-01T00:00:00.000Z')
    const admin = await signIn(t.app, 'admin')
    const shown = (await (await admin.get('/api/admin/pricing-sheet')).json()) as AdminSetting<'pricingSheet'>
    expect(shown.incomplete).toBe(true)
    expect(shown.value.laborCentsPerSqFt.residential).toBe(800)
    expect(shown.value.materialCentsPerSqFt['SEC-4C']).toBe(
      DEFAULT_PRICING_SHEET.materialCentsPerSqFt['SEC-4C'],
    )
  })

  it('is changed by admins only', async () => {
    const t = app()
    expect((await createClient(t.app).put('/api/admin/pricing-sheet', DEFAULT_PRICING_SHEET)).status).toBe(
      401,
    )
    for (const role of ['installer', 'homeowner', 'teamlead', 'teammember', 'supplier', 'member'] as const) {
      const client = await signIn(t.app, role)
      expect((await client.get('/api/admin/pricing-sheet')).status).toBe(403)
      expect((await client.put('/api/admin/pricing-sheet', withResidentialLabor(1))).status).toBe(403)
      expect((await client.delete('/api/admin/pricing-sheet')).status).toBe(403)
      expect((await client.put('/api/admin/shipping-rates', DEFAULT_SHIPPING_RATES)).status).toBe(403)
    }
    expect(audit(t)).toEqual([])
  })
})

describe('the shipping rates', () => {
  const freeFrom = (cents: number): ShippingRates => ({
    ...DEFAULT_SHIPPING_RATES,
    freeGroundFromCents: cents,
  })

  it('reach carts through the catalog and ship the next order, audited', async () => {
    const t = app()
    const visitor = createClient(t.app)
    const before = (await (await visitor.get('/api/catalog')).json()) as Catalog
    expect(before.shippingRates).toEqual(DEFAULT_SHIPPING_RATES)

    // A DIY kit ($34.99) to Atlanta ships for a charge by default.
    const order = async (key: string) =>
      (
        (await (
          await visitor.post(
            '/api/orders',
            { ...makeOrderBody({ lines: [{ productId: 'prod_KIT-DIY', quantity: 1 }] }), shippingCents: 0 },
            { 'Idempotency-Key': key },
          )
        ).json()) as PlacedOrder
      ).totals.shippingCents
    expect(await order('ship-test-key-0001')).toBeGreaterThan(0)

    const admin = await signIn(t.app, 'admin')
    const res = await admin.put('/api/admin/shipping-rates', freeFrom(3000))
    expect(res.status).toBe(200)
    expect(audit(t).map(({ action, subject }) => [action, subject])).toEqual([['shipping.set', 'shipping']])

    expect(await order('ship-test-key-0002')).toBe(0)
    const after = (await (await visitor.get('/api/catalog')).json()) as Catalog
    expect(after.version).not.toBe(before.version)
    expect(after.shippingRates.freeGroundFromCents).toBe(3000)
  })

  it('refuses invalid rates with the field’s code', async () => {
    const t = app()
    const admin = await signIn(t.app, 'admin')
    const res = await admin.put('/api/admin/shipping-rates', {
      ...DEFAULT_SHIPPING_RATES,
      rates: {
        ...DEFAULT_SHIPPING_RATES.rates,
        ground: { ...DEFAULT_SHIPPING_RATES.rates.ground, far: { baseCents: 13.5, perLbCents: 85 } },
      },
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      'rates.ground.far.baseCents': 'centsInvalid',
    })
    expect(audit(t)).toEqual([])
  })
})
