import { describe, expect, it } from 'vitest'
import { ORDER_ERRORS } from '../../../domain/shop/errors.ts'
import { makeOrderBody } from '../../../domain/testing/order-factory.ts'
import { ORDER_NUMBER_PATTERN } from '../../../domain/shop/order-number.ts'
import {
  PAYMENT_METHODS,
  type OrderBody,
  type OrderList,
  type OrderView,
  type PlacedOrder,
  type StockHold,
  type TrackedOrder,
} from '../../../domain/shop/order.ts'
import { SHIPPING_METHODS } from '../../../domain/shop/shipping.ts'
import { ORDER_STATUSES } from '../../../domain/shop/status.ts'
import { seed } from '../../db/seed.ts'
import { createClient, signIn, type TestClient } from '../../test/client.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { ORDERS_BY_IP, TRACK_FAILURES_BY_IP } from './orders.routes.ts'

/*
 * Seeded products used below: SOL-CR40-36 (Ceramic 40, 36″ × 100′, 2 mil, $426 a roll), SOL-CR40-60
 * (60″, $710: a full roll goes freight), SEC-8C-36 ($534), the DIY kit ($34.99, 2 lb) and the solar
 * sample pack (free).
 */
const FILM = 'prod_SOL-CR40-36'
const WIDE_FILM = 'prod_SOL-CR40-60'
const KIT = 'prod_KIT-DIY'
const SAMPLES = 'prod_SMP-SOL'

function shopApp() {
  const t = createTestApp()
  seed(t.db)
  return t
}

const count = (db: TestApp['db'], table: string) =>
  db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number

const counts = (db: TestApp['db']) =>
  Object.fromEntries(
    ['orders', 'order_lines', 'order_events', 'stock_reservations'].map((table) => [table, count(db, table)]),
  )

const NOTHING = { orders: 0, order_lines: 0, order_events: 0, stock_reservations: 0 }

/** Sets a hub's stock of a product (rolls for film, pieces otherwise). */
function setStock(db: TestApp['db'], hubId: string, productId: string, quantity: number) {
  db.prepare('UPDATE stock SET quantity = ? WHERE hub_id = ? AND product_id = ?').run(
    quantity,
    hubId,
    productId,
  )
}

function stockEverywhere(db: TestApp['db'], productId: string, quantity: number) {
  for (const hub of ['atlanta', 'florida', 'carolinas']) setStock(db, hub, productId, quantity)
}

const reservations = (db: TestApp['db']) =>
  db
    .prepare(
      'SELECT product_id AS productId, hub_id AS hubId, units, state FROM stock_reservations ORDER BY product_id',
    )
    .all()

let keys = 0
const newKey = () => `test-key-${String(++keys).padStart(6, '0')}`

async function post(client: TestClient, body: unknown, key: string | null = newKey()) {
  return client.post('/api/orders', body, key === null ? {} : { 'Idempotency-Key': key })
}

async function place(client: TestClient, body: OrderBody = makeOrderBody(), key = newKey()) {
  const res = await post(client, body, key)
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as PlacedOrder
}

/** Two 10 ft cuts of the 36″ Ceramic 40 and a DIY kit, to Atlanta by ground. */
const CUTS_AND_KIT = makeOrderBody({
  lines: [
    { productId: FILM, quantity: 2, options: { cutLengthFt: 10 } },
    { productId: KIT, quantity: 1 },
  ],
})

/*
 * Its price, worked by hand (docs/shop-pricing.md):
 *   cut: $426 / 100 ft × 10 ft × 1.25 = $53.25, × 2 = $106.50; kit $34.99 → subtotal $141.49
 *   weight: 2 × (30 sq ft × 0.02546 + 1.5) = 4.53 lb + 2 lb = 6.53 lb → 7 billable
 *   ground from Atlanta, its own region: $8.95 + 7 × $0.35 = $11.40
 *   Atlanta 8.9 % (Georgia 4 % and Fulton County 4.9 %) on goods and shipping: $152.89 × 8.9 % = $13.6072 → $13.61
 */
const CUTS_AND_KIT_TOTALS = {
  subtotalCents: 14149,
  shippingCents: 1140,
  taxCents: 1361,
  totalCents: 16650,
  taxRateBp: 890,
  weightLb: 6.53,
}

describe('POST /api/orders', () => {
  it('places a visitor order priced by the server, and answers its number, status, totals and lines', async () => {
    const t = shopApp()
    const order = await place(createClient(t.app), CUTS_AND_KIT)
    expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN)
    expect(order).toEqual({
      orderNumber: order.orderNumber,
      status: 'placed',
      placedAt: '2025-06-02T09:00:00.000Z',
      email: 'pat@example.com',
      shippingMethod: 'ground',
      paymentMethod: 'invoice',
      paymentUrl: null,
      totals: CUTS_AND_KIT_TOTALS,
      lines: [
        {
          productId: FILM,
          sku: 'SOL-CR40-36',
          name: 'Ceramic 40 — 36″ × 100′',
          quantity: 2,
          cutLengthFt: 10,
          unitCents: 5325,
          lineCents: 10650,
          weightLb: 4.53,
        },
        {
          productId: KIT,
          sku: 'KIT-DIY',
          name: 'DIY Install Kit (squeegees, knife, spray bottle, slip solution)',
          quantity: 1,
          cutLengthFt: null,
          unitCents: 3499,
          lineCents: 3499,
          weightLb: 2,
        },
      ],
    })
    const stored = t.db.prepare('SELECT payment_reference, hub_id FROM orders').get()
    expect(stored).toEqual({ payment_reference: `INV-${order.orderNumber.slice(3)}`, hub_id: 'atlanta' })
  })

  it('mails the confirmation with the lines, the totals, the invoice terms and the tracking link', async () => {
    const t = shopApp()
    const order = await place(createClient(t.app), CUTS_AND_KIT)
    expect(t.mailer.sent).toHaveLength(1)
    const [mail] = t.mailer.sent
    expect(mail).toMatchObject({
      to: 'pat@example.com',
      subject: `Your order ${order.orderNumber} – Southern Shield`,
    })
    expect(mail?.text).toContain('2 × Ceramic 40 — 36″ × 100′, cut to 10 ft (SOL-CR40-36) — $106.50')
    expect(mail?.text).toContain('Total: $166.50')
    expect(mail?.text).toContain('We email your invoice when the order ships. Pay it within 30 days')
    // A visitor's order holds its stock for a limited time: the mail says so, as the success page does.
    expect(mail?.text).toContain('held 48 hours: unpaid by then, it is cancelled')
    expect(mail?.text).toContain(`http://localhost/track-order?number=${order.orderNumber}`)
  })

  it('writes a visitor’s mails in the page’s language, else in the browser’s', async () => {
    const t = shopApp()
    const client = createClient(t.app)
    const french = await place(client, { ...makeOrderBody(), language: 'fr' })
    const res = await client.post('/api/orders', makeOrderBody(), {
      'Idempotency-Key': newKey(),
      'Accept-Language': 'de-DE, zh-CN;q=0.8, en;q=0.5',
    })
    const chinese = (await res.json()) as PlacedOrder
    expect(t.mailer.sent.map((mail) => mail.subject)).toEqual([
      `Votre commande ${french.orderNumber} – Southern Shield`,
      `您的订单 ${chinese.orderNumber} – Southern Shield`,
    ])
    // Stored with the order: the mails that follow (shipped, cancelled) are in it too.
    const stored = t.db.prepare('SELECT language FROM orders').pluck().all() as string[]
    expect(stored.sort()).toEqual(['fr', 'zh'])
  })

  it('writes a customer’s mails in their account’s language as it is now', async () => {
    const t = shopApp()
    const homeowner = await signIn(t.app, 'homeowner')
    expect((await homeowner.put('/api/profile/language', { language: 'ru' })).status).toBe(200)
    const order = await place(homeowner, { ...makeOrderBody(), language: 'es' })
    expect(t.mailer.sent.at(-1)?.subject).toBe(`Ваш заказ ${order.orderNumber} – Southern Shield`)

    await homeowner.put('/api/profile/language', { language: 'es' })
    const admin = await signIn(t.app, 'admin')
    await admin.patch(`/api/orders/${order.orderNumber}/status`, { status: 'cancelled' })
    expect(t.mailer.sent.at(-1)?.subject).toBe(
      `Su pedido ${order.orderNumber} ha sido cancelado – Southern Shield`,
    )
  })

  it('ignores every price and total the client sends', async () => {
    const t = shopApp()
    const tampered = {
      ...CUTS_AND_KIT,
      subtotalCents: 1,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 1,
      totals: { totalCents: 1 },
      lines: CUTS_AND_KIT.lines.map((line) => ({ ...line, unitCents: 1, lineCents: 1, priceCents: 1 })),
    }
    const order = await place(createClient(t.app), tampered as OrderBody)
    expect(order.totals).toEqual(CUTS_AND_KIT_TOTALS)
    expect(order.lines.map((line) => line.unitCents)).toEqual([5325, 3499])
    expect(t.db.prepare('SELECT total_cents FROM orders').pluck().get()).toBe(16650)
    expect(t.db.prepare('SELECT unit_cents FROM order_lines ORDER BY position').pluck().all()).toEqual([
      5325, 3499,
    ])
  })

  it('holds the stock at the hub that ships: feet of film, pieces of the rest', async () => {
    const t = shopApp()
    await place(createClient(t.app), CUTS_AND_KIT)
    expect(reservations(t.db)).toEqual([
      { productId: KIT, hubId: 'atlanta', units: 1, state: 'held' },
      { productId: FILM, hubId: 'atlanta', units: 20, state: 'held' },
    ])
  })

  it('ships from the nearest hub that has everything, and prices shipping from there', async () => {
    const t = shopApp()
    setStock(t.db, 'atlanta', FILM, 0)
    setStock(t.db, 'florida', FILM, 1)
    setStock(t.db, 'florida', KIT, 1)
    const order = await place(createClient(t.app), CUTS_AND_KIT)
    expect(reservations(t.db)).toEqual([
      { productId: KIT, hubId: 'florida', units: 1, state: 'held' },
      { productId: FILM, hubId: 'florida', units: 20, state: 'held' },
    ])
    // Florida to Atlanta is the neighbour zone: $10.95 + 7 × $0.55
    expect(order.totals.shippingCents).toBe(1480)
  })

  it('counts what other orders hold: the last feet of a roll are sold once', async () => {
    const t = shopApp()
    stockEverywhere(t.db, FILM, 0)
    setStock(t.db, 'carolinas', FILM, 1)
    const body = (cutLengthFt: number) =>
      makeOrderBody({ lines: [{ productId: FILM, quantity: 1, options: { cutLengthFt } }] })
    await place(createClient(t.app), body(95))
    const refused = await post(createClient(t.app), body(10))
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      message: ORDER_ERRORS.outOfStock,
      code: 'outOfStock',
      fieldErrors: { 'lines.0.quantity': 'outOfStock' },
    })
    await place(createClient(t.app), body(5))
    expect(count(t.db, 'orders')).toBe(2)
  })

  it('refuses an order no single hub can ship, writing nothing', async () => {
    const t = shopApp()
    stockEverywhere(t.db, FILM, 0)
    stockEverywhere(t.db, KIT, 0)
    setStock(t.db, 'atlanta', FILM, 1)
    setStock(t.db, 'florida', KIT, 1)
    const res = await post(createClient(t.app), CUTS_AND_KIT)
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'splitShipmentNeeded' })
    expect(counts(t.db)).toEqual(NOTHING)
    expect(t.mailer.sent).toEqual([])
  })

  it("uses a signed-in customer's account email when the order gives none, and keeps the order theirs", async () => {
    const t = shopApp()
    const homeowner = await signIn(t.app, 'homeowner')
    const { email: _, ...body } = makeOrderBody()
    const order = await place(homeowner, body)
    expect(order.email).toBe('homeowner@example.com')
    expect(t.mailer.sent.at(-1)?.to).toBe('homeowner@example.com')
    expect(t.mailer.sent.at(-1)?.text, "an account's invoice order is held until paid").not.toContain(
      'held 48 hours',
    )
    const list = (await (await homeowner.get('/api/orders')).json()) as OrderList
    expect(list.orders.map((o) => o.orderNumber)).toEqual([order.orderNumber])
  })

  it('ships free by ground from $250, and sends wide full rolls by freight', async () => {
    const t = shopApp()
    const roll = await place(
      createClient(t.app),
      makeOrderBody({ lines: [{ productId: FILM, quantity: 1 }] }),
    )
    // Atlanta's 8.9 % of $426: $37.914.
    expect(roll.totals).toMatchObject({ subtotalCents: 42600, shippingCents: 0, taxCents: 3791 })
    const wide = await place(
      createClient(t.app),
      makeOrderBody({ lines: [{ productId: WIDE_FILM, quantity: 1 }], shippingMethod: 'freight' }),
    )
    // 500 sq ft × 0.02546 + 3 = 15.73 lb → 16; freight in the region: $125 + 16 × $0.20
    expect(wide.totals).toMatchObject({ subtotalCents: 71000, shippingCents: 12820 })
    const samples = await place(
      createClient(t.app),
      makeOrderBody({ lines: [{ productId: SAMPLES, quantity: 2 }] }),
    )
    expect(samples.totals).toMatchObject({ subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 })
  })

  it.each([
    [
      'an unknown product',
      { lines: [{ productId: 'prod_NOPE', quantity: 1 }] },
      'productNotFound',
      'lines.0.productId',
    ],
    ['no lines', { lines: [] }, 'linesRequired', 'lines'],
    ['0 of an item', { lines: [{ productId: KIT, quantity: 0 }] }, 'quantityInvalid', 'lines.0.quantity'],
    ['51 of an item', { lines: [{ productId: KIT, quantity: 51 }] }, 'quantityTooLarge', 'lines.0.quantity'],
    [
      '4 sample packs',
      { lines: [{ productId: SAMPLES, quantity: 4 }] },
      'quantityTooLarge',
      'lines.0.quantity',
    ],
    [
      'a cut longer than the roll',
      { lines: [{ productId: FILM, quantity: 1, options: { cutLengthFt: 101 } }] },
      'cutLengthTooLong',
      'lines.0.options.cutLengthFt',
    ],
    [
      'a 3 ft cut',
      { lines: [{ productId: FILM, quantity: 1, options: { cutLengthFt: 3 } }] },
      'cutLengthTooShort',
      'lines.0.options.cutLengthFt',
    ],
    [
      'a cut of a kit',
      { lines: [{ productId: KIT, quantity: 1, options: { cutLengthFt: 10 } }] },
      'cutNotAvailable',
      'lines.0.options.cutLengthFt',
    ],
    ['freight for a kit', { shippingMethod: 'freight' }, 'freightNotAvailable', 'shippingMethod'],
    [
      'a 60″ roll by ground',
      { lines: [{ productId: WIDE_FILM, quantity: 1 }] },
      'freightRequired',
      'shippingMethod',
    ],
    ['a cheque', { paymentMethod: 'cheque' }, 'paymentMethodInvalid', 'paymentMethod'],
    // Without STRIPE_SECRET_KEY (api/features/orders/payments.test.ts has it configured).
    ['a card payment', { paymentMethod: 'card' }, 'paymentMethodUnavailable', 'paymentMethod'],
    [
      'an Alaska address',
      { shipTo: { ...makeOrderBody().shipTo, state: 'AK' } },
      'stateNotShipped',
      'shipTo.state',
    ],
    ['a 4-digit ZIP', { shipTo: { ...makeOrderBody().shipTo, zip: '3030' } }, 'zipInvalid', 'shipTo.zip'],
    // Beverly Hills' ZIP on a Georgia address, and an Atlanta ZIP under Virginia (taxed at 0 there).
    [
      'a ZIP of another state',
      { shipTo: { ...makeOrderBody().shipTo, state: 'GA', zip: '90210' } },
      'zipNotInState',
      'shipTo.zip',
    ],
    [
      'a state the ZIP is not in',
      { shipTo: { ...makeOrderBody().shipTo, state: 'VA', zip: '30318' } },
      'zipNotInState',
      'shipTo.zip',
    ],
    ['no email from a visitor', { email: undefined }, 'emailRequired', 'email'],
  ])('refuses %s with 400 and writes nothing', async (_name, overrides, code, field) => {
    const t = shopApp()
    const res = await post(createClient(t.app), makeOrderBody(overrides as Partial<OrderBody>))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; message: string; fieldErrors: Record<string, string> }
    expect(body).toMatchObject({ code, message: ORDER_ERRORS[code as keyof typeof ORDER_ERRORS] })
    expect(body.fieldErrors[field]).toBe(code)
    expect(counts(t.db)).toEqual(NOTHING)
    expect(t.mailer.sent).toEqual([])
  })

  it('reports a missing email and wrong lines at once', async () => {
    const t = shopApp()
    const res = await post(
      createClient(t.app),
      makeOrderBody({ email: undefined, lines: [{ productId: 'prod_NOPE', quantity: 1 }] }),
    )
    expect(await res.json()).toMatchObject({
      code: 'emailRequired',
      fieldErrors: { email: 'emailRequired', 'lines.0.productId': 'productNotFound' },
    })
  })

  it('refuses a product taken out of the shop', async () => {
    const t = shopApp()
    t.db.prepare('UPDATE products SET active = 0 WHERE id = ?').run(KIT)
    const res = await post(createClient(t.app), makeOrderBody({ lines: [{ productId: KIT, quantity: 1 }] }))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'productInactive',
      fieldErrors: { 'lines.0.productId': 'productInactive' },
    })
    expect(counts(t.db)).toEqual(NOTHING)
  })

  it.each([
    ['not JSON', '{"lines": '],
    ['a JSON array', '[]'],
  ])('refuses a body that is %s with 400 orderInvalid', async (_name, text) => {
    const t = shopApp()
    const res = await post(createClient(t.app), text)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ code: 'orderInvalid', message: ORDER_ERRORS.orderInvalid })
    expect(counts(t.db)).toEqual(NOTHING)
  })

  it.each([
    ['no Idempotency-Key', null],
    ['a short one', 'abc'],
  ])('refuses an order with %s, writing nothing', async (_name, key) => {
    const t = shopApp()
    const res = await post(createClient(t.app), makeOrderBody(), key)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'idempotencyKeyRequired' })
    expect(counts(t.db)).toEqual(NOTHING)
  })

  it('refuses a cross-site order', async () => {
    const t = shopApp()
    const res = await post(createClient(t.app), makeOrderBody(), newKey())
    expect(res.status).toBe(201)
    const cross = await createClient(t.app).post('/api/orders', makeOrderBody(), {
      'Idempotency-Key': newKey(),
      Origin: 'https://evil.example',
    })
    expect(cross.status).toBe(403)
    expect(count(t.db, 'orders')).toBe(1)
  })
})

describe('idempotency', () => {
  it('answers a retry with the same key with the same order, and never places, holds or mails twice', async () => {
    const t = shopApp()
    const visitor = createClient(t.app)
    const first = await post(visitor, CUTS_AND_KIT, 'checkout-0001')
    t.clock.advance(60_000)
    const retry = await post(visitor, CUTS_AND_KIT, 'checkout-0001')
    expect(retry.status).toBe(201)
    expect(await retry.json()).toEqual(await first.json())
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(counts(t.db)).toEqual({ orders: 1, order_lines: 2, order_events: 1, stock_reservations: 2 })
    expect(t.mailer.sent).toHaveLength(1)
  })

  it('places a double click once', async () => {
    const t = shopApp()
    const visitor = createClient(t.app)
    const answers = await Promise.all([1, 2, 3].map(() => post(visitor, CUTS_AND_KIT, 'checkout-0002')))
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201])
    const numbers = await Promise.all(
      answers.map(async (res) => ((await res.json()) as PlacedOrder).orderNumber),
    )
    expect(new Set(numbers).size).toBe(1)
    expect(count(t.db, 'orders')).toBe(1)
    expect(t.mailer.sent).toHaveLength(1)
  })

  it('refuses the same key with a different order with 409, changing nothing', async () => {
    const t = shopApp()
    const visitor = createClient(t.app)
    const first = await place(visitor, CUTS_AND_KIT, 'checkout-0003')
    const changed = makeOrderBody({ lines: [{ productId: KIT, quantity: 5 }] })
    const res = await post(visitor, changed, 'checkout-0003')
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      code: 'idempotencyKeyReused',
      message: ORDER_ERRORS.idempotencyKeyReused,
    })
    // Even an invalid body under a used key is that key's misuse, not a new order.
    expect((await post(visitor, { lines: [] }, 'checkout-0003')).status).toBe(409)
    expect(count(t.db, 'orders')).toBe(1)
    expect(t.db.prepare('SELECT number FROM orders').pluck().get()).toBe(first.orderNumber)
  })

  it("never shows one caller another's order under the same key", async () => {
    const t = shopApp()
    const body = makeOrderBody({ email: 'homeowner@example.com' })
    await place(await signIn(t.app, 'homeowner'), body, 'checkout-0004')
    const res = await post(await signIn(t.app, 'installer'), body, 'checkout-0004')
    expect(res.status).toBe(409)
    expect(await res.json()).not.toHaveProperty('orderNumber')
  })
})

describe('rate limit', () => {
  it(`allows ${ORDERS_BY_IP.limit} new orders per address and hour, invalid ones included; retries are free`, async () => {
    const t = shopApp()
    setStock(t.db, 'atlanta', SAMPLES, 100)
    const visitor = createClient(t.app)
    const body = makeOrderBody({ lines: [{ productId: SAMPLES, quantity: 1 }] })
    await place(visitor, body, 'same-order-key')
    for (let i = 0; i < 5; i++) expect((await post(visitor, body, 'same-order-key')).status).toBe(201)
    for (let i = 1; i < ORDERS_BY_IP.limit - 1; i++) await place(visitor, body)
    expect((await post(visitor, makeOrderBody({ lines: [] }))).status).toBe(400)
    const refused = await post(visitor, body)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ code: 'tooManyAttempts' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // A retry of a placed order is still answered.
    expect((await post(visitor, body, 'same-order-key')).status).toBe(201)
    t.clock.advance(ORDERS_BY_IP.windowMs)
    expect((await post(visitor, body)).status).toBe(201)
  })
})

describe('reading orders', () => {
  it('is for signed-in customers: their own orders, newest first, in pages', async () => {
    const t = shopApp()
    expect((await createClient(t.app).get('/api/orders')).status).toBe(401)
    const homeowner = await signIn(t.app, 'homeowner')
    const numbers: string[] = []
    for (let i = 0; i < 3; i++) {
      numbers.unshift((await place(homeowner)).orderNumber)
      t.clock.advance(1000)
    }
    await place(await signIn(t.app, 'installer'))
    await place(createClient(t.app))

    const first = (await (await homeowner.get('/api/orders?limit=2')).json()) as OrderList
    expect(first.orders.map((o) => o.orderNumber)).toEqual(numbers.slice(0, 2))
    expect(first.orders[0]).toMatchObject({
      status: 'placed',
      itemCount: 1,
      totalCents: 46391,
      shipToState: 'GA',
    })
    const second = (await (
      await homeowner.get(`/api/orders?limit=2&cursor=${first.nextCursor}`)
    ).json()) as OrderList
    expect(second.orders.map((o) => o.orderNumber)).toEqual(numbers.slice(2))
    expect(second.nextCursor).toBeNull()
  })

  it('shows admins every order', async () => {
    const t = shopApp()
    await place(await signIn(t.app, 'homeowner'))
    await place(createClient(t.app))
    const list = (await (await (await signIn(t.app, 'admin')).get('/api/orders')).json()) as OrderList
    expect(list.orders).toHaveLength(2)
  })

  it.each(['?status=lost', '?limit=0', '?cursor=nonsense'])('refuses %s with 400', async (query) => {
    const t = shopApp()
    const res = await (await signIn(t.app, 'homeowner')).get(`/api/orders${query}`)
    expect(res.status).toBe(400)
  })

  it('shows an order to its owner and admins, and to nobody else (as if it did not exist)', async () => {
    const t = shopApp()
    const homeowner = await signIn(t.app, 'homeowner')
    const { orderNumber } = await place(homeowner, CUTS_AND_KIT)
    const res = await homeowner.get(`/api/orders/${orderNumber.toLowerCase()}`)
    expect(res.status).toBe(200)
    const view = (await res.json()) as OrderView
    expect(view).toMatchObject({
      orderNumber,
      status: 'placed',
      hubId: 'atlanta',
      shipTo: { name: 'Pat Smith', city: 'Atlanta', state: 'GA', zip: '30303', company: '' },
      trackingNumber: null,
      canCancel: true,
      events: [{ status: 'placed', at: '2025-06-02T09:00:00.000Z', trackingNumber: null }],
      totals: CUTS_AND_KIT_TOTALS,
    })
    expect(view.lines).toHaveLength(2)
    expect((await (await signIn(t.app, 'admin')).get(`/api/orders/${orderNumber}`)).status).toBe(200)

    const other = await (await signIn(t.app, 'installer')).get(`/api/orders/${orderNumber}`)
    const unknown = await (await signIn(t.app, 'installer')).get('/api/orders/SS-0000-0000')
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual(await unknown.json())
    expect((await createClient(t.app).get(`/api/orders/${orderNumber}`)).status).toBe(401)
  })

  it("does not give a visitor's order to whoever signs up with its email later", async () => {
    const t = shopApp()
    const { orderNumber } = await place(
      createClient(t.app),
      makeOrderBody({ email: 'homeowner@example.com' }),
    )
    expect((await (await signIn(t.app, 'homeowner')).get(`/api/orders/${orderNumber}`)).status).toBe(404)
  })
})

describe('cancelling', () => {
  it('lets the owner cancel a placed order: the stock goes back, the timeline and the customer are told', async () => {
    const t = shopApp()
    stockEverywhere(t.db, FILM, 0)
    setStock(t.db, 'atlanta', FILM, 1)
    const homeowner = await signIn(t.app, 'homeowner')
    const cut = makeOrderBody({ lines: [{ productId: FILM, quantity: 1, options: { cutLengthFt: 100 } }] })
    const { orderNumber } = await place(homeowner, cut)
    expect((await post(createClient(t.app), cut)).status).toBe(409) // the only roll is held

    t.clock.advance(60_000)
    const res = await homeowner.post(`/api/orders/${orderNumber}/cancel`)
    expect(res.status).toBe(200)
    const view = (await res.json()) as OrderView
    expect(view.status).toBe('cancelled')
    expect(view.canCancel).toBe(false)
    expect(view.events.map((e) => [e.status, e.at])).toEqual([
      ['placed', '2025-06-02T09:00:00.000Z'],
      ['cancelled', '2025-06-02T09:01:00.000Z'],
    ])
    expect(reservations(t.db)).toEqual([{ productId: FILM, hubId: 'atlanta', units: 100, state: 'released' }])
    expect(t.mailer.sent.at(-1)).toMatchObject({
      to: 'pat@example.com',
      subject: `Your order ${orderNumber} is cancelled – Southern Shield`,
    })
    // The roll is free again.
    await place(createClient(t.app), cut)
    // And a cancelled order stays cancelled.
    const again = await homeowner.post(`/api/orders/${orderNumber}/cancel`)
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ code: 'cancelNotAllowed' })
  })

  it('lets the owner cancel until cutting starts, and an admin until it ships', async () => {
    const t = shopApp()
    const homeowner = await signIn(t.app, 'homeowner')
    const admin = await signIn(t.app, 'admin')
    const { orderNumber } = await place(homeowner)
    await admin.patch(`/api/orders/${orderNumber}/status`, { status: 'processing' })
    const view = (await (await homeowner.get(`/api/orders/${orderNumber}`)).json()) as OrderView
    expect(view.canCancel).toBe(false)
    expect((await homeowner.post(`/api/orders/${orderNumber}/cancel`)).status).toBe(409)
    expect((await admin.post(`/api/orders/${orderNumber}/cancel`)).status).toBe(200)
  })

  it("does not let anyone else cancel a customer's order", async () => {
    const t = shopApp()
    const { orderNumber } = await place(await signIn(t.app, 'homeowner'))
    expect((await createClient(t.app).post(`/api/orders/${orderNumber}/cancel`)).status).toBe(401)
    expect((await (await signIn(t.app, 'installer')).post(`/api/orders/${orderNumber}/cancel`)).status).toBe(
      404,
    )
    expect(t.db.prepare('SELECT status FROM orders').pluck().get()).toBe('placed')
  })
})

describe('PATCH /api/orders/:number/status', () => {
  async function withOrder() {
    const t = shopApp()
    const { orderNumber } = await place(createClient(t.app), CUTS_AND_KIT)
    const admin = await signIn(t.app, 'admin')
    const patch = async (body: unknown) => {
      const res = await admin.patch(`/api/orders/${orderNumber}/status`, body)
      return {
        status: res.status,
        body: (await res.json()) as OrderView & { code?: string; fieldErrors?: object },
      }
    }
    return { ...t, orderNumber, admin, patch }
  }

  it('moves an order along placed → paid → processing → shipped → delivered, with a timeline', async () => {
    const { patch, clock, mailer, db } = await withOrder()
    for (const status of ['paid', 'processing'] as const) {
      clock.advance(3_600_000)
      expect((await patch({ status })).status).toBe(200)
    }
    clock.advance(3_600_000)
    const shipped = await patch({ status: 'shipped', trackingNumber: '1z999aa10123456784' })
    expect(shipped.body).toMatchObject({ status: 'shipped', trackingNumber: '1Z999AA10123456784' })
    expect(mailer.sent.at(-1)?.text).toContain('Tracking number: 1Z999AA10123456784')
    // Shipped film keeps counting against the hub's stock until the warehouse counts again.
    expect(reservations(db).map((r) => (r as { state: string }).state)).toEqual(['shipped', 'shipped'])
    clock.advance(86_400_000)
    const delivered = await patch({ status: 'delivered' })
    expect(delivered.body.events.map((e) => [e.status, e.at, e.trackingNumber])).toEqual([
      ['placed', '2025-06-02T09:00:00.000Z', null],
      ['paid', '2025-06-02T10:00:00.000Z', null],
      ['processing', '2025-06-02T11:00:00.000Z', null],
      ['shipped', '2025-06-02T12:00:00.000Z', '1Z999AA10123456784'],
      ['delivered', '2025-06-03T12:00:00.000Z', null],
    ])
  })

  it('refuses transitions the workflow does not allow', async () => {
    const { patch } = await withOrder()
    expect(await patch({ status: 'delivered' })).toMatchObject({
      status: 409,
      body: { code: 'statusChangeNotAllowed' },
    })
    expect(await patch({ status: 'shipped' })).toMatchObject({
      status: 400,
      body: { code: 'trackingNumberRequired', fieldErrors: { trackingNumber: 'trackingNumberRequired' } },
    })
    expect(await patch({ status: 'lost' })).toMatchObject({ status: 400, body: { code: 'statusInvalid' } })
    expect((await patch({ status: 'cancelled' })).status).toBe(200)
    // Setting the status it has changes nothing.
    expect((await patch({ status: 'cancelled' })).body.events).toHaveLength(2)
  })

  it('reaches refunded only through a refund, never by a status change', async () => {
    const { patch } = await withOrder()
    await patch({ status: 'paid' })
    await patch({ status: 'cancelled' })
    expect(await patch({ status: 'refunded' })).toMatchObject({
      status: 409,
      body: { code: 'statusChangeNotAllowed' },
    })
  })
  it('is for admins only, and answers 404 for an unknown order', async () => {
    const { app, orderNumber, admin } = await withOrder()
    const path = `/api/orders/${orderNumber}/status`
    expect((await createClient(app).patch(path, { status: 'paid' })).status).toBe(401)
    expect((await (await signIn(app, 'teamlead')).patch(path, { status: 'paid' })).status).toBe(403)
    expect((await admin.patch('/api/orders/SS-0000-0000/status', { status: 'paid' })).status).toBe(404)
  })
})

describe('POST /api/orders/:number/refunds', () => {
  async function delivered() {
    const t = shopApp()
    const homeowner = await signIn(t.app, 'homeowner')
    const { orderNumber } = await place(homeowner, CUTS_AND_KIT)
    const admin = await signIn(t.app, 'admin')
    for (const status of ['paid', 'processing', 'shipped', 'delivered'])
      await admin.patch(`/api/orders/${orderNumber}/status`, { status, trackingNumber: '1Z999AA10123456784' })
    const refund = async (body: unknown) => {
      const res = await admin.post(`/api/orders/${orderNumber}/refunds`, body)
      return { status: res.status, body: (await res.json()) as OrderView & { code?: string } }
    }
    return { ...t, orderNumber, admin, homeowner, refund }
  }

  it('refunds part of an order as part: the status stays, the customer is told the amount', async () => {
    const { refund, mailer, db } = await delivered()
    const partial = await refund({ amountCents: 1_200, reason: ' Kit arrived dented ' })
    expect(partial).toMatchObject({
      status: 200,
      body: {
        status: 'delivered',
        refunds: [{ amountCents: 1_200, reason: 'Kit arrived dented', returned: [] }],
      },
    })
    expect(mailer.sent.at(-1)).toMatchObject({
      subject: expect.stringContaining('We refunded $12.00 of your order'),
      text: expect.stringContaining('Refunded so far: $12.00 of $166.50.'),
    })
    // Nothing came back: the shipped film still counts against the hub.
    expect(reservations(db).map((r) => (r as { state: string }).state)).toEqual(['shipped', 'shipped'])
    const audit = db
      .prepare(`SELECT action, after_json AS afterJson FROM admin_audit WHERE action = 'order.refund'`)
      .all()
    expect(audit).toHaveLength(1)
  })

  it('allows several refunds up to what was paid; the last makes the order refunded', async () => {
    const { refund, mailer } = await delivered()
    const total = CUTS_AND_KIT_TOTALS.totalCents
    await refund({ amountCents: 1_200, reason: 'Kit arrived dented' })
    expect(await refund({ amountCents: total - 1_199, reason: 'Return' })).toMatchObject({
      status: 409,
      body: { code: 'refundTooLarge' },
    })
    const full = await refund({ amountCents: total - 1_200, reason: 'Returned everything' })
    expect(full.body.status).toBe('refunded')
    expect(full.body.refunds.map((r) => r.amountCents)).toEqual([1_200, total - 1_200])
    expect(full.body.events.at(-1)?.status).toBe('refunded')
    expect(mailer.sent.at(-1)?.subject).toContain('is refunded in full')
    expect(await refund({ amountCents: 1, reason: 'Again' })).toMatchObject({ status: 409 })
  })

  it('puts back on the shelf only the lines that came back', async () => {
    const { refund, db } = await delivered()
    // One of the two 10 ft cuts comes back.
    const back = await refund({
      amountCents: 5_325,
      reason: 'Wrong tint',
      returned: [{ line: 0, quantity: 1 }],
    })
    expect(back.body.refunds[0]?.returned).toEqual([{ line: 0, quantity: 1 }])
    const film = (reservations(db) as { productId: string; units: number; state: string }[]).find(
      (r) => r.productId === FILM,
    )
    expect(film).toMatchObject({ units: 10, state: 'shipped' })
    expect(
      await refund({ amountCents: 100, reason: 'Again', returned: [{ line: 0, quantity: 2 }] }),
    ).toMatchObject({
      status: 409,
      body: { code: 'returnTooMany' },
    })
    await refund({ amountCents: 5_325, reason: 'Wrong tint', returned: [{ line: 0, quantity: 1 }] })
    expect(
      (reservations(db) as { productId: string; state: string }[]).find((r) => r.productId === FILM)?.state,
    ).toBe('released')
  })

  it('refunds nothing of an unpaid order, and is for admins only', async () => {
    const t = shopApp()
    const homeowner = await signIn(t.app, 'homeowner')
    const { orderNumber } = await place(homeowner, CUTS_AND_KIT)
    const body = { amountCents: 100, reason: 'Goodwill' }
    expect((await homeowner.post(`/api/orders/${orderNumber}/refunds`, body)).status).toBe(403)
    const admin = await signIn(t.app, 'admin')
    const res = await admin.post(`/api/orders/${orderNumber}/refunds`, body)
    expect({ status: res.status, code: ((await res.json()) as { code: string }).code }).toEqual({
      status: 409,
      code: 'refundNotPaid',
    })
  })
})

describe("visitors' invoice orders", () => {
  it('take at most 10 of an item and $2,500 without an account; an account is not limited', async () => {
    const t = shopApp()
    const many = makeOrderBody({ lines: [{ productId: KIT, quantity: 11 }] })
    const res = await post(createClient(t.app), many, newKey())
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'guestQuantityLimit',
      fieldErrors: { 'lines.0.quantity': 'guestQuantityLimit' },
    })
    // Four 60″ rolls are $2,840: too much to hold for someone unknown who has not paid.
    const dear = makeOrderBody({ lines: [{ productId: WIDE_FILM, quantity: 4 }], shippingMethod: 'freight' })
    expect(await (await post(createClient(t.app), dear, newKey())).json()).toMatchObject({
      code: 'guestTotalLimit',
    })
    expect(count(t.db, 'orders')).toBe(0)
    await place(await signIn(t.app, 'installer'), many)
  })

  it('give their stock back when unpaid after 48 hours, tell the buyer, and show admins until when they hold it', async () => {
    const t = shopApp()
    const admin = await signIn(t.app, 'admin')
    const guest = await place(
      createClient(t.app),
      makeOrderBody({ lines: [{ productId: KIT, quantity: 10 }] }),
    )
    t.clock.advance(1000)
    const account = await place(
      await signIn(t.app, 'installer'),
      makeOrderBody({ lines: [{ productId: KIT, quantity: 1 }] }),
    )
    const holds = async () =>
      ((await (await admin.get('/api/stock-holds')).json()) as { holds: StockHold[] }).holds
    expect(await holds()).toEqual([
      expect.objectContaining({
        orderNumber: guest.orderNumber,
        guest: true,
        releasesAt: '2025-06-04T09:00:00.000Z',
        items: [expect.objectContaining({ sku: 'KIT-DIY', units: 10 })],
      }),
      expect.objectContaining({ orderNumber: account.orderNumber, guest: false, releasesAt: null }),
    ])

    t.clock.advance(47 * 3_600_000 - 1000)
    expect((await holds()).map((hold) => hold.orderNumber)).toContain(guest.orderNumber)
    t.clock.advance(2 * 3_600_000)
    expect((await holds()).map((hold) => hold.orderNumber)).toEqual([account.orderNumber])
    const states = t.db
      .prepare(
        'SELECT o.number, o.status, r.state FROM orders o JOIN stock_reservations r ON r.order_id = o.id',
      )
      .all()
    expect(states).toContainEqual({ number: guest.orderNumber, status: 'cancelled', state: 'released' })
    expect(states).toContainEqual({ number: account.orderNumber, status: 'placed', state: 'held' })
    expect(t.mailer.sent.at(-1)).toMatchObject({
      to: 'pat@example.com',
      subject: expect.stringContaining('no payment arrived'),
    })
  })
})

describe('POST /api/track-order', () => {
  async function withOrder() {
    const t = shopApp()
    const order = await place(createClient(t.app), CUTS_AND_KIT)
    const track = async (body: unknown) => {
      const res = await createClient(t.app).post('/api/track-order', body)
      return { status: res.status, body: (await res.json()) as TrackedOrder & { code?: string } }
    }
    return { ...t, order, track }
  }

  it('answers the timeline to whoever has the number and the email, however typed', async () => {
    const { order, track } = await withOrder()
    const res = await track({
      orderNumber: order.orderNumber.toLowerCase().replace(/-/g, ' '),
      email: ' PAT@Example.com ',
    })
    expect(res).toEqual({
      status: 200,
      body: {
        orderNumber: order.orderNumber,
        status: 'placed',
        placedAt: '2025-06-02T09:00:00.000Z',
        shippingMethod: 'ground',
        trackingNumber: null,
        events: [{ status: 'placed', at: '2025-06-02T09:00:00.000Z', trackingNumber: null }],
      },
    })
  })

  it('answers a wrong email and an unknown number identically', async () => {
    const { order, track } = await withOrder()
    const wrongEmail = await track({ orderNumber: order.orderNumber, email: 'someone@example.com' })
    const unknown = await track({ orderNumber: 'SS-0000-0000', email: 'pat@example.com' })
    expect(wrongEmail).toEqual(unknown)
    expect(unknown).toEqual({
      status: 404,
      body: { code: 'orderNotFound', message: ORDER_ERRORS.orderNotFound },
    })
  })

  it('refuses what cannot be an order number or an email with 400', async () => {
    const { track } = await withOrder()
    expect(await track({ orderNumber: 'x', email: 'nope' })).toMatchObject({
      status: 400,
      body: {
        code: 'orderNumberInvalid',
        fieldErrors: { orderNumber: 'orderNumberInvalid', email: 'emailInvalid' },
      },
    })
  })

  it(`allows ${TRACK_FAILURES_BY_IP.limit} failed lookups per address and hour; found ones are not counted`, async () => {
    const { order, track, clock } = await withOrder()
    const right = { orderNumber: order.orderNumber, email: 'pat@example.com' }
    for (let i = 0; i < 30; i++) expect((await track(right)).status).toBe(200)
    for (let i = 0; i < TRACK_FAILURES_BY_IP.limit; i++)
      expect((await track({ orderNumber: 'SS-0000-0000', email: 'pat@example.com' })).status).toBe(404)
    const refused = await track(right)
    expect(refused).toMatchObject({ status: 429, body: { code: 'tooManyAttempts' } })
    clock.advance(TRACK_FAILURES_BY_IP.windowMs)
    expect((await track(right)).status).toBe(200)
  })

  it('counts a malformed lookup as a failed one', async () => {
    const { order, track } = await withOrder()
    for (let i = 0; i < TRACK_FAILURES_BY_IP.limit; i++)
      expect((await track({ orderNumber: 'x', email: 'nope' })).status).toBe(400)
    const refused = await track({ orderNumber: order.orderNumber, email: 'pat@example.com' })
    expect(refused).toMatchObject({ status: 429, body: { code: 'tooManyAttempts' } })
  })
})

describe('the orders tables', () => {
  it('admit exactly the values of the domain lists', () => {
    const { db } = createTestApp()
    const sql = (table: string) =>
      db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(table) as string
    const allowed = (table: string, column: string) => {
      const match = new RegExp(`${column} TEXT NOT NULL\\s+CHECK \\(${column} IN \\(([^)]*)\\)\\)`).exec(
        sql(table),
      )
      return match?.[1]?.split(',').map((value) => value.trim().replaceAll("'", ''))
    }
    expect(allowed('orders', 'status')).toEqual([...ORDER_STATUSES])
    expect(allowed('order_events', 'status')).toEqual([...ORDER_STATUSES])
    expect(allowed('orders', 'shipping_method')).toEqual([...SHIPPING_METHODS])
    expect(allowed('orders', 'payment_method')).toEqual([...PAYMENT_METHODS])
  })
})
