import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { ORDER_ERRORS } from '../../../domain/shop/errors.ts'
import { makeOrderBody } from '../../../domain/testing/order-factory.ts'
import type { OrderBody, PlacedOrder, TrackedOrder } from '../../../domain/shop/order.ts'
import { seed } from '../../db/seed.ts'
import { loadEnv } from '../../env.ts'
import { createClient, type TestClient } from '../../test/client.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { UNSTARTED_CARD_ORDER_MS } from './payments.service.ts'
import { DEFAULT_PAYMENT_PROVIDERS } from './payments.ts'
import { CHECKOUT_LIFETIME_S, createStripeCheckout } from './stripe-checkout.ts'
import { checkoutSessionEvent } from '../../test/stripe-events.ts'

/*
 * Card payment through Stripe Checkout (decision 009), against a fake of Stripe's HTTP API: the
 * official client is used as in production, with `Stripe.createFetchHttpClient(fakeFetch)` as its
 * HTTP layer, so nothing ever reaches api.stripe.com. Webhooks are signed with Stripe's own test
 * helper (`stripe.webhooks.generateTestHeaderString`).
 */

const WEBHOOK_SECRET = 'whsec_test_southern_shield'
const WEBHOOK = '/api/payments/stripe/webhook'

/** What the fake Stripe received: one Checkout Session creation per entry. */
interface StripeCall {
  method: string
  path: string
  params: URLSearchParams
}

/** Stripe's API as far as Checkout Sessions go; `failures` answers that many 500s first. */
function fakeStripe() {
  const calls: StripeCall[] = []
  const state = { failures: 0, sessions: 0 }
  const fetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input)
    const params = new URLSearchParams(typeof init?.body === 'string' ? init.body : '')
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, params })
    const headers = { 'Content-Type': 'application/json', 'Request-Id': `req_${calls.length}` }
    if (state.failures > 0) {
      state.failures--
      // As Stripe answers an internal error it will not retry.
      const error = { error: { type: 'api_error', message: 'Something went wrong on our end' } }
      return Promise.resolve(
        Response.json(error, { status: 500, headers: { ...headers, 'Stripe-Should-Retry': 'false' } }),
      )
    }
    const id = `cs_test_${++state.sessions}`
    const session = {
      id,
      object: 'checkout.session',
      status: 'open',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      amount_total: chargedCents(params),
      currency: params.get('currency'),
    }
    return Promise.resolve(Response.json(session, { headers }))
  }
  return { calls, state, httpClient: Stripe.createFetchHttpClient(fetch as typeof globalThis.fetch) }
}

/** What a Checkout Session's line items add up to: what Stripe would charge. */
function chargedCents(params: URLSearchParams): number {
  let total = 0
  for (let i = 0; params.has(`line_items[${i}][quantity]`); i++) {
    total +=
      Number(params.get(`line_items[${i}][quantity]`)) *
      Number(params.get(`line_items[${i}][price_data][unit_amount]`))
  }
  return total
}

function lineItems(params: URLSearchParams) {
  const items: { name: string | null; unitCents: number; quantity: number; currency: string | null }[] = []
  for (let i = 0; params.has(`line_items[${i}][quantity]`); i++) {
    items.push({
      name: params.get(`line_items[${i}][price_data][product_data][name]`),
      unitCents: Number(params.get(`line_items[${i}][price_data][unit_amount]`)),
      quantity: Number(params.get(`line_items[${i}][quantity]`)),
      currency: params.get(`line_items[${i}][price_data][currency]`),
    })
  }
  return items
}

/** The shop with card payment configured, against the fake Stripe. */
function cardShop() {
  const stripe = fakeStripe()
  const card = createStripeCheckout({
    secretKey: 'sk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    httpClient: stripe.httpClient,
  })
  const t = createTestApp({ payments: { ...DEFAULT_PAYMENT_PROVIDERS, card } })
  seed(t.db)
  return { ...t, stripe }
}

const FILM = 'prod_SOL-CR40-36'
const KIT = 'prod_KIT-DIY'

/** Two 10 ft cuts and a kit to Atlanta by ground: $166.50 (worked by hand in orders.test.ts). */
const CUTS_AND_KIT = makeOrderBody({
  paymentMethod: 'card',
  lines: [
    { productId: FILM, quantity: 2, options: { cutLengthFt: 10 } },
    { productId: KIT, quantity: 1 },
  ],
})
const CUTS_AND_KIT_TOTAL = 16650

let keys = 0
const newKey = () => `card-key-${String(++keys).padStart(6, '0')}`

function post(client: TestClient, body: unknown, key = newKey()) {
  return client.post('/api/orders', body, { 'Idempotency-Key': key })
}

async function placeCard(client: TestClient, body: OrderBody = CUTS_AND_KIT, key = newKey()) {
  const res = await post(client, body, key)
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as PlacedOrder
}

const count = (db: TestApp['db'], table: string) =>
  db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number

function stored(db: TestApp['db'], number: string) {
  return db
    .prepare(
      `SELECT status, payment_reference AS reference, payment_url AS url, paid_at AS paidAt
       FROM orders WHERE number = ?`,
    )
    .get(number) as { status: string; reference: string | null; url: string | null; paidAt: string | null }
}

const events = (db: TestApp['db'], number: string) =>
  db
    .prepare(
      `SELECT e.status, e.actor_id AS actorId, e.created_at AS at FROM order_events e
       JOIN orders o ON o.id = e.order_id WHERE o.number = ? ORDER BY e.id`,
    )
    .all(number)

const heldStates = (db: TestApp['db'], number: string) =>
  db
    .prepare(
      `SELECT DISTINCT r.state FROM stock_reservations r JOIN orders o ON o.id = r.order_id WHERE o.number = ?`,
    )
    .pluck()
    .all(number)

/** A Stripe event about an order's Checkout Session, as Stripe sends it. */
function sessionEvent(
  type: string,
  session: { id: string; orderNumber: string; amountCents?: number; paymentStatus?: string },
  eventId?: string,
) {
  return checkoutSessionEvent(
    type,
    {
      id: session.id,
      reference: session.orderNumber,
      metadata: { order_number: session.orderNumber },
      amountCents: session.amountCents ?? CUTS_AND_KIT_TOTAL,
      ...(session.paymentStatus ? { paymentStatus: session.paymentStatus } : {}),
    },
    eventId,
  )
}

const stripeHelper = new Stripe('sk_test_fake')

/** Signs as Stripe does, at the app's (test) clock unless told otherwise. */
function sign(payload: string, t: Pick<TestApp, 'clock'>, secret = WEBHOOK_SECRET, at = t.clock.now()) {
  return stripeHelper.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  })
}

/** Stripe's servers calling: no cookie, no Origin, JSON body and its signature. */
function deliver(t: Pick<TestApp, 'app'>, payload: string, signature?: string) {
  return t.app.request(WEBHOOK, {
    method: 'POST',
    headers: {
      Host: 'localhost',
      'Content-Type': 'application/json; charset=utf-8',
      'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(signature === undefined ? {} : { 'Stripe-Signature': signature }),
    },
    body: payload,
  })
}

async function deliverSigned(t: Pick<TestApp, 'app' | 'clock'>, payload: string) {
  const res = await deliver(t, payload, sign(payload, t))
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as { received: true; outcome: string }
}

describe('the Stripe configuration', () => {
  it('is read from the environment, and a secret key without the webhook secret stops the server', () => {
    expect(loadEnv({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).STRIPE_SECRET_KEY).toBeUndefined()
    expect(
      loadEnv({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }),
    ).toMatchObject({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      /STRIPE_SECRET_KEY/,
    )
  })
})

describe('GET /api/payments/methods', () => {
  it('offers invoice, and card only when Stripe is configured; no session needed', async () => {
    const plain = createTestApp()
    expect(await (await createClient(plain.app).get('/api/payments/methods')).json()).toEqual({
      methods: ['invoice'],
    })
    const card = cardShop()
    expect(await (await createClient(card.app).get('/api/payments/methods')).json()).toEqual({
      methods: ['invoice', 'card'],
    })
  })
})

describe('POST /api/orders with card payment', () => {
  it('refuses card without STRIPE_SECRET_KEY: 400 paymentMethodUnavailable, nothing written', async () => {
    const t = createTestApp()
    seed(t.db)
    const res = await post(createClient(t.app), CUTS_AND_KIT)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      code: 'paymentMethodUnavailable',
      message: 'Card payment is not available right now. Choose pay by invoice.',
      fieldErrors: { paymentMethod: 'paymentMethodUnavailable' },
    })
    expect(count(t.db, 'orders') + count(t.db, 'stock_reservations')).toBe(0)
  })

  it('asks Stripe for exactly the server-priced total; prices and totals the client sends are ignored', async () => {
    const t = cardShop()
    const tampered = {
      ...CUTS_AND_KIT,
      lines: CUTS_AND_KIT.lines.map((line) => ({ ...line, unitCents: 1, priceCents: 1 })),
      totals: { totalCents: 1 },
      totalCents: 1,
      amount: 1,
    }
    const order = await placeCard(createClient(t.app), tampered as OrderBody)
    expect(order.totals.totalCents).toBe(CUTS_AND_KIT_TOTAL)
    expect(order).toMatchObject({ status: 'placed', paymentMethod: 'card' })
    expect(order.paymentUrl).toBe('https://checkout.stripe.com/c/pay/cs_test_1')

    expect(t.stripe.calls).toHaveLength(1)
    const [call] = t.stripe.calls
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' })
    const params = call!.params
    expect(chargedCents(params)).toBe(CUTS_AND_KIT_TOTAL)
    expect(lineItems(params)).toEqual([
      { name: 'Ceramic 40 — 36″ × 100′, cut to 10 ft', unitCents: 5325, quantity: 2, currency: 'usd' },
      {
        name: 'DIY Install Kit (squeegees, knife, spray bottle, slip solution)',
        unitCents: 3499,
        quantity: 1,
        currency: 'usd',
      },
      { name: 'Shipping: ground', unitCents: 1140, quantity: 1, currency: 'usd' },
      { name: 'Sales tax (8.9 %)', unitCents: 1361, quantity: 1, currency: 'usd' },
    ])
    const n = order.orderNumber
    expect(Object.fromEntries([...params].filter(([name]) => !name.startsWith('line_items')))).toEqual({
      mode: 'payment',
      currency: 'usd',
      'allowed_payment_method_types[0]': 'card',
      customer_email: 'pat@example.com',
      client_reference_id: n,
      'metadata[order_number]': n,
      'payment_intent_data[metadata][order_number]': n,
      success_url: `http://localhost/order-success?order=${n}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://localhost/order-cancelled?order=${n}`,
      expires_at: String(Math.floor(t.clock.now().getTime() / 1000) + CHECKOUT_LIFETIME_S),
    })

    expect(stored(t.db, n)).toEqual({
      status: 'placed',
      reference: 'cs_test_1',
      url: order.paymentUrl,
      paidAt: null,
    })
    expect(heldStates(t.db, n)).toEqual(['held'])
    // The confirmation waits for the money.
    expect(t.mailer.sent).toEqual([])
  })

  it('answers a retry under the same Idempotency-Key with the same order and paymentUrl, without a second session', async () => {
    const t = cardShop()
    const client = createClient(t.app)
    const key = newKey()
    const first = await placeCard(client, CUTS_AND_KIT, key)
    const res = await post(client, CUTS_AND_KIT, key)
    expect(res.status).toBe(201)
    expect(res.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await res.json()).toEqual(first)
    expect(t.stripe.calls).toHaveLength(1)
    expect(count(t.db, 'orders')).toBe(1)
  })

  it('creates one Checkout Session for two copies of a request sent at once', async () => {
    const t = cardShop()
    const client = createClient(t.app)
    const key = newKey()
    const [a, b] = await Promise.all([post(client, CUTS_AND_KIT, key), post(client, CUTS_AND_KIT, key)])
    const orders = [(await a!.json()) as PlacedOrder, (await b!.json()) as PlacedOrder]
    expect([a!.status, b!.status]).toEqual([201, 201])
    expect(orders[0]!.paymentUrl).toBe('https://checkout.stripe.com/c/pay/cs_test_1')
    expect(orders[1]).toEqual(orders[0])
    expect(t.stripe.calls).toHaveLength(1)
  })

  it('answers 502 when Stripe fails, keeps the order and its stock, and opens the page on a retry with the same key', async () => {
    const t = cardShop()
    const client = createClient(t.app)
    const key = newKey()
    t.stripe.state.failures = 1
    const failed = await post(client, CUTS_AND_KIT, key)
    expect(failed.status).toBe(502)
    expect(await failed.json()).toEqual({
      code: 'paymentStartFailed',
      message: ORDER_ERRORS.paymentStartFailed,
    })
    const number = t.db.prepare('SELECT number FROM orders').pluck().get() as string
    expect(stored(t.db, number)).toMatchObject({ status: 'placed', reference: null, url: null })
    expect(heldStates(t.db, number)).toEqual(['held'])

    const retried = await post(client, CUTS_AND_KIT, key)
    expect(retried.status).toBe(201)
    const order = (await retried.json()) as PlacedOrder
    expect(order).toMatchObject({ orderNumber: number, status: 'placed' })
    expect(order.paymentUrl).toBe('https://checkout.stripe.com/c/pay/cs_test_1')
    expect(t.stripe.calls).toHaveLength(2)
    expect(count(t.db, 'orders')).toBe(1)
  })

  it('cancels an order whose Checkout page never opened, and releases its stock, after 15 minutes', async () => {
    const t = cardShop()
    const client = createClient(t.app)
    const key = newKey()
    t.stripe.state.failures = 1
    expect((await post(client, CUTS_AND_KIT, key)).status).toBe(502)
    const number = t.db.prepare('SELECT number FROM orders').pluck().get() as string

    t.clock.advance(UNSTARTED_CARD_ORDER_MS - 1)
    await placeCard(client, makeOrderBody({ paymentMethod: 'invoice' }))
    expect(stored(t.db, number).status).toBe('placed')

    t.clock.advance(1)
    await placeCard(client, makeOrderBody({ paymentMethod: 'invoice' }))
    expect(stored(t.db, number).status).toBe('cancelled')
    expect(heldStates(t.db, number)).toEqual(['released'])
    expect(events(t.db, number)).toMatchObject([{ status: 'placed' }, { status: 'cancelled', actorId: null }])

    // A late retry learns it is cancelled; Stripe is not asked again.
    const late = await post(client, CUTS_AND_KIT, key)
    expect(await late.json()).toMatchObject({ orderNumber: number, status: 'cancelled', paymentUrl: null })
    expect(t.stripe.calls).toHaveLength(1)
  })

  it('refuses card for an order below Stripe’s minimum charge (free samples only)', async () => {
    const t = cardShop()
    const res = await post(
      createClient(t.app),
      makeOrderBody({ paymentMethod: 'card', lines: [{ productId: 'prod_SMP-SOL', quantity: 1 }] }),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'paymentMethodUnavailable' })
    expect(count(t.db, 'orders')).toBe(0)
    expect(t.stripe.calls).toEqual([])
  })
})

describe('POST /api/payments/stripe/webhook', () => {
  async function placedCardOrder() {
    const t = cardShop()
    const order = await placeCard(createClient(t.app))
    const session = { id: 'cs_test_1', orderNumber: order.orderNumber }
    return { t, order, session }
  }

  it('accepts a correctly signed checkout.session.completed: the order is paid, on its timeline, and confirmed by mail', async () => {
    const { t, order, session } = await placedCardOrder()
    t.clock.advance(60_000)
    const answer = await deliverSigned(t, sessionEvent('checkout.session.completed', session))
    expect(answer).toEqual({ received: true, outcome: 'paid' })

    const paidAt = t.clock.now().toISOString()
    expect(stored(t.db, order.orderNumber)).toMatchObject({ status: 'paid', paidAt })
    expect(events(t.db, order.orderNumber)).toEqual([
      { status: 'placed', actorId: null, at: order.placedAt },
      { status: 'paid', actorId: null, at: paidAt },
    ])
    expect(heldStates(t.db, order.orderNumber)).toEqual(['held'])
    const tracked = (await (
      await createClient(t.app).post('/api/track-order', {
        orderNumber: order.orderNumber,
        email: 'pat@example.com',
      })
    ).json()) as TrackedOrder
    expect(tracked.events.map((event) => event.status)).toEqual(['placed', 'paid'])

    expect(t.mailer.sent).toHaveLength(1)
    expect(t.mailer.sent[0]).toMatchObject({ to: 'pat@example.com', purpose: 'order' })
    expect(t.mailer.sent[0]!.text).toContain('Payment: Paid by card.')
    expect(t.mailer.sent[0]!.text).toContain('Total: $166.50')
  })

  it('takes checkout.session.async_payment_succeeded as paid too', async () => {
    const { t, order, session } = await placedCardOrder()
    await deliverSigned(t, sessionEvent('checkout.session.async_payment_succeeded', session))
    expect(stored(t.db, order.orderNumber).status).toBe('paid')
  })

  it('changes nothing when the same event is delivered again', async () => {
    const { t, order, session } = await placedCardOrder()
    const payload = sessionEvent('checkout.session.completed', session)
    expect((await deliverSigned(t, payload)).outcome).toBe('paid')
    t.clock.advance(5 * 60_000)
    expect((await deliverSigned(t, payload)).outcome).toBe('unchanged')
    expect(events(t.db, order.orderNumber)).toHaveLength(2)
    expect(t.mailer.sent).toHaveLength(1)
    // An expiry arriving late, out of order, does not cancel a paid order.
    expect((await deliverSigned(t, sessionEvent('checkout.session.expired', session))).outcome).toBe(
      'unchanged',
    )
    expect(stored(t.db, order.orderNumber).status).toBe('paid')
  })

  it.each([['checkout.session.expired'], ['checkout.session.async_payment_failed']])(
    'cancels a still-placed order on %s and releases its stock, once',
    async (type) => {
      const { t, order, session } = await placedCardOrder()
      const available = () =>
        t.db
          .prepare(
            `SELECT count(*) FROM stock_reservations r JOIN orders o ON o.id = r.order_id
           WHERE o.number = ? AND r.state = 'held'`,
          )
          .pluck()
          .get(order.orderNumber)
      expect(available()).toBe(2)
      const payload = sessionEvent(type, { ...session, paymentStatus: 'unpaid' })
      expect((await deliverSigned(t, payload)).outcome).toBe('cancelled')
      expect(stored(t.db, order.orderNumber)).toMatchObject({ status: 'cancelled', paidAt: null })
      expect(heldStates(t.db, order.orderNumber)).toEqual(['released'])
      expect(available()).toBe(0)
      expect((await deliverSigned(t, payload)).outcome).toBe('unchanged')
      expect(events(t.db, order.orderNumber)).toMatchObject([
        { status: 'placed' },
        { status: 'cancelled', actorId: null },
      ])
      // Nothing to pay any more: a retry of the request no longer shows the page.
      const replay = await post(
        createClient(t.app),
        CUTS_AND_KIT,
        t.db.prepare('SELECT idempotency_key FROM orders').pluck().get() as string,
      )
      expect(await replay.json()).toMatchObject({ status: 'cancelled', paymentUrl: null })
    },
  )

  it('acknowledges, and ignores, a completed session still unpaid, other event types and unknown sessions', async () => {
    const { t, order, session } = await placedCardOrder()
    const unpaid = sessionEvent('checkout.session.completed', { ...session, paymentStatus: 'unpaid' })
    expect((await deliverSigned(t, unpaid)).outcome).toBe('ignored')
    const other = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: {} })
    expect((await deliverSigned(t, other)).outcome).toBe('ignored')
    const stranger = sessionEvent('checkout.session.completed', {
      id: 'cs_test_x',
      orderNumber: 'SS-0000-0000',
    })
    expect((await deliverSigned(t, stranger)).outcome).toBe('ignored')
    expect(stored(t.db, order.orderNumber).status).toBe('placed')
  })

  it('leaves the order placed when the amount paid is not its total', async () => {
    const { t, order, session } = await placedCardOrder()
    const short = sessionEvent('checkout.session.completed', { ...session, amountCents: 100 })
    expect((await deliverSigned(t, short)).outcome).toBe('unchanged')
    expect(stored(t.db, order.orderNumber).status).toBe('placed')
  })

  it.each([
    [
      'a wrong secret',
      (payload: string, t: TestApp) => ({ payload, signature: sign(payload, t, 'whsec_wrong') }),
    ],
    [
      'a tampered body',
      (payload: string, t: TestApp) => ({
        payload: payload.replace(String(CUTS_AND_KIT_TOTAL), '1'),
        signature: sign(payload, t),
      }),
    ],
    ['no Stripe-Signature header', (payload: string) => ({ payload, signature: undefined })],
    ['a malformed header', (payload: string) => ({ payload, signature: 'v1=deadbeef' })],
    [
      'a signature older than five minutes (a replay)',
      (payload: string, t: TestApp) => ({
        payload,
        signature: sign(payload, t, WEBHOOK_SECRET, new Date(t.clock.now().getTime() - 301_000)),
      }),
    ],
  ])('refuses %s with 400 and changes nothing', async (_name, make) => {
    const { t, order, session } = await placedCardOrder()
    const { payload, signature } = make(sessionEvent('checkout.session.completed', session), t)
    const before = { order: stored(t.db, order.orderNumber), events: events(t.db, order.orderNumber) }
    const res = await deliver(t, payload, signature)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Webhook signature refused' })
    expect({ order: stored(t.db, order.orderNumber), events: events(t.db, order.orderNumber) }).toEqual(
      before,
    )
    expect(t.mailer.sent).toEqual([])
  })

  it('needs no session and no Origin, and is judged by its signature even from another site', async () => {
    const { t, session } = await placedCardOrder()
    const payload = sessionEvent('checkout.session.completed', session)
    const res = await t.app.request(WEBHOOK, {
      method: 'POST',
      headers: { Host: 'localhost', Origin: 'https://evil.example', 'Stripe-Signature': 'v1=forged' },
      body: payload,
    })
    expect(res.status).toBe(400)
    // Other writes keep the Origin check.
    const cancel = await t.app.request('/api/orders/SS-0000-0000/cancel', {
      method: 'POST',
      headers: { Host: 'localhost' },
    })
    expect(cancel.status).toBe(403)
  })

  it('is not found when card payment is not configured', async () => {
    const t = createTestApp()
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.created', data: {} })
    expect((await deliver(t, payload, sign(payload, t))).status).toBe(404)
  })
})
