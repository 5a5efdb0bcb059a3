import { describe, expect, it } from 'vitest'
import { makeOrderBody } from '../../../domain/testing/order-factory.ts'
import type { PlacedOrder } from '../../../domain/shop/order.ts'
import type { TeamTaskView } from '../../../domain/team/tasks.ts'
import { seed } from '../../db/seed.ts'
import { createClient, signIn } from '../../test/client.ts'
import { createTestApp } from '../../test/test-app.ts'

/*
 * The onboarding package bought in the shop: an order with no shipping and no tax that
 * opens a task the team sees and closes.
 */

const PACKAGE = 'prod_SVC-ONBOARD'
const KIT = 'prod_KIT-DIY'

function shopApp() {
  const t = createTestApp()
  seed(t.db)
  return t
}

let keys = 0
async function order(
  t: ReturnType<typeof shopApp>,
  body = makeOrderBody({ lines: [{ productId: PACKAGE, quantity: 1 }] }),
) {
  return createClient(t.app).post('/api/orders', body, {
    'Idempotency-Key': `task-key-${String(++keys).padStart(6, '0')}`,
  })
}

const tasksOf = async (res: Response) => ((await res.json()) as { tasks: TeamTaskView[] }).tasks

describe('buying the onboarding package', () => {
  it('is $199 with nothing shipped or taxed, holds no stock and opens a team task', async () => {
    const t = shopApp()
    const res = await order(t)
    expect(res.status).toBe(201)
    const placed = (await res.json()) as PlacedOrder
    expect(placed.totals).toMatchObject({
      subtotalCents: 19900,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 19900,
    })
    expect(t.db.prepare('SELECT count(*) FROM stock_reservations').pluck().get()).toBe(0)

    const lead = await signIn(t.app, 'teamlead')
    const tasks = await tasksOf(await lead.get('/api/team/tasks'))
    expect(tasks).toEqual([
      expect.objectContaining({
        kind: 'onboarding',
        status: 'open',
        order: expect.objectContaining({
          number: placed.orderNumber,
          status: 'placed',
          customerName: 'Pat Smith',
          email: 'pat@example.com',
          phone: '(404) 555-0100',
        }),
      }),
    ])
  })

  it('taxes and ships only the goods beside it', async () => {
    const t = shopApp()
    const body = makeOrderBody({
      lines: [
        { productId: PACKAGE, quantity: 1 },
        { productId: KIT, quantity: 1 },
      ],
    })
    const placed = (await (await order(t, body)).json()) as PlacedOrder
    // Kit $34.99, 2 lb: ground in Atlanta's region $8.95 + 2 × $0.35 = $9.65; Atlanta's 8.9 % of $44.64 = $3.97.
    expect(placed.totals).toMatchObject({ subtotalCents: 23399, shippingCents: 965, taxCents: 397 })
  })

  it('is bought once per order: a second one on the line is refused and nothing is written', async () => {
    const t = shopApp()
    const res = await order(t, makeOrderBody({ lines: [{ productId: PACKAGE, quantity: 2 }] }))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ fieldErrors: { 'lines.0.quantity': 'quantityTooLarge' } })
    expect(t.db.prepare('SELECT count(*) FROM team_tasks').pluck().get()).toBe(0)
  })

  it('shows in the catalog as a service that is always available', async () => {
    const t = shopApp()
    const catalog = (await (await createClient(t.app).get('/api/catalog')).json()) as {
      products: { sku: string; category: string; stockStatus: string; priceCents: number }[]
    }
    expect(catalog.products.find((product) => product.sku === 'SVC-ONBOARD')).toMatchObject({
      category: 'service',
      stockStatus: 'inStock',
      priceCents: 19900,
    })
  })
})

describe('team tasks', () => {
  it('only the team and admins read them; a team member marks one done, once', async () => {
    const t = shopApp()
    await order(t)
    expect((await createClient(t.app).get('/api/team/tasks')).status).toBe(401)
    for (const role of ['installer', 'homeowner', 'member', 'supplier'] as const) {
      expect((await (await signIn(t.app, role)).get('/api/team/tasks')).status).toBe(403)
    }
    const admin = await signIn(t.app, 'admin')
    const [task] = await tasksOf(await admin.get('/api/team/tasks'))

    const installer = await signIn(t.app, 'installer')
    expect((await installer.post(`/api/team/tasks/${task!.id}/done`, {})).status).toBe(403)
    const member = await signIn(t.app, 'teammember')
    const done = await tasksOf(await member.post(`/api/team/tasks/${task!.id}/done`, {}))
    expect(done[0]).toMatchObject({ id: task!.id, status: 'done', doneBy: 'teammember' })
    const again = await tasksOf(await admin.post(`/api/team/tasks/${task!.id}/done`, {}))
    expect(again[0]).toMatchObject({ doneBy: 'teammember', doneAt: done[0]!.doneAt })
    expect((await member.post('/api/team/tasks/no-such-task/done', {})).status).toBe(404)
  })
})
