import { describe, expect, it } from 'vitest'
import type { Catalog } from '../../../domain/shop/catalog.ts'
import { makeOrderBody } from '../../../domain/testing/order-factory.ts'
import type { PlacedOrder } from '../../../domain/shop/order.ts'
import type { AdminProduct } from '../../../domain/shop/product-edit.ts'
import { seed } from '../../db/seed.ts'
import { createClient, signIn } from '../../test/client.ts'
import { createTestApp } from '../../test/test-app.ts'

/* The catalog editor: admins edit products; the shop's catalog and its orders follow. */

function app() {
  const t = createTestApp()
  seed(t.db)
  return t
}

const KIT = 'prod_KIT-DIY'

async function kitOf(admin: ReturnType<typeof createClient>): Promise<AdminProduct> {
  const { products } = (await (await admin.get('/api/admin/products')).json()) as { products: AdminProduct[] }
  return products.find((product) => product.id === KIT)!
}

const catalogOf = async (t: ReturnType<typeof app>) =>
  (await (await createClient(t.app).get('/api/catalog')).json()) as Catalog

describe('the catalog editor', () => {
  it('a new price and description reach the catalog (new version) and the next order, audited', async () => {
    const t = app()
    const before = await catalogOf(t)
    const admin = await signIn(t.app, 'admin')
    const kit = await kitOf(admin)
    expect(kit).toMatchObject({ sku: 'KIT-DIY', priceCents: 3499, active: true, description: '' })

    const edit = {
      name: 'DIY Install Kit',
      description: ' Everything for a first window. ',
      priceCents: 2999,
      popularity: 99,
      active: true,
    }
    const res = await admin.put(`/api/admin/products/${KIT}`, edit)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ ...edit, description: 'Everything for a first window.' })

    const after = await catalogOf(t)
    expect(after.version).not.toBe(before.version)
    expect(after.products.find((product) => product.id === KIT)).toMatchObject({
      priceCents: 2999,
      name: 'DIY Install Kit',
      description: 'Everything for a first window.',
    })
    const placed = (await (
      await createClient(t.app).post(
        '/api/orders',
        { ...makeOrderBody({ lines: [{ productId: KIT, quantity: 1 }] }), subtotalCents: 1 },
        { 'Idempotency-Key': 'catalog-edit-key-01' },
      )
    ).json()) as PlacedOrder
    expect(placed.totals.subtotalCents).toBe(2999)

    const rows = t.db.prepare('SELECT action, subject, before_json AS before FROM admin_audit').all() as {
      action: string
      subject: string
      before: string
    }[]
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'product.edit', subject: 'KIT-DIY' })
    expect(JSON.parse(rows[0]!.before)).toMatchObject({ priceCents: 3499 })
  })

  it('a hidden product leaves the shop and cannot be ordered, but the editor still lists it', async () => {
    const t = app()
    const admin = await signIn(t.app, 'admin')
    const kit = await kitOf(admin)
    const { name, description, priceCents, popularity } = kit
    await admin.put(`/api/admin/products/${KIT}`, {
      name,
      description,
      priceCents,
      popularity,
      active: false,
    })
    expect((await catalogOf(t)).products.map((product) => product.id)).not.toContain(KIT)
    expect((await kitOf(admin)).active).toBe(false)
    const res = await createClient(t.app).post(
      '/api/orders',
      makeOrderBody({ lines: [{ productId: KIT, quantity: 1 }] }),
      { 'Idempotency-Key': 'catalog-hide-key-01' },
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { code: string }).code).toBe('productInactive')
  })

  it('refuses invalid edits with a code per field and writes nothing; an unknown product is 404', async () => {
    const t = app()
    const admin = await signIn(t.app, 'admin')
    const res = await admin.put(`/api/admin/products/${KIT}`, {
      name: '  ',
      description: 'x'.repeat(2001),
      priceCents: 12.5,
      popularity: -1,
      active: true,
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      name: 'productNameRequired',
      description: 'productDescriptionTooLong',
      priceCents: 'productPriceInvalid',
      popularity: 'productPopularityInvalid',
    })
    const missing = await admin.put('/api/admin/products/prod_NOPE', await kitOf(admin))
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { code: string }).code).toBe('productUnknown')
    expect((await kitOf(admin)).priceCents).toBe(3499)
    expect(t.db.prepare('SELECT count(*) FROM admin_audit').pluck().get()).toBe(0)
  })

  it('is for admins only', async () => {
    const t = app()
    expect((await createClient(t.app).get('/api/admin/products')).status).toBe(401)
    for (const role of ['installer', 'homeowner', 'teamlead', 'supplier', 'member'] as const) {
      const client = await signIn(t.app, role)
      expect((await client.get('/api/admin/products')).status).toBe(403)
      expect((await client.put(`/api/admin/products/${KIT}`, { name: 'Mine' })).status).toBe(403)
    }
  })
})
