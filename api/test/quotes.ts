import Stripe from 'stripe'
import { expect } from 'vitest'
import { DEFAULT_PRICING_SHEET } from '../../domain/estimator/pricing.ts'
import { buildQuote, newQuoteCode, snapshotHash, type QuoteInput } from '../../domain/quotes/quote.ts'
import type { AcceptOnDeviceInput, AcceptQuoteInput, QuoteVersionView } from '../../domain/quotes/state.ts'
import { DEFAULT_TAX_TABLE } from '../../domain/shop/tax.ts'
import { makeQuoteInput } from '../../domain/testing/quote-factory.ts'
import { seed } from '../db/seed.ts'
import { createSession } from '../features/auth/session.service.ts'
import { DEFAULT_PAYMENT_PROVIDERS } from '../features/orders/payments.ts'
import { createStripeCheckout } from '../features/orders/stripe-checkout.ts'
import { createClient, type TestClient } from './client.ts'
import { checkoutSessionEvent } from './stripe-events.ts'
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts'

/*
 * What the quote tests share: a seeded app, clients signed in without a password round (fast), a
 * device's quote with the hash the device would compute, a drawn signature, and a fake of Stripe's
 * Checkout API for deposits paid by card.
 */

/** A 1×1 PNG, as signature_pad would give a (very small) signature. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
export const SIGNATURE = `data:image/png;base64,${PNG_BASE64}`

export function quoteApp(options: TestAppOptions = {}) {
  const t = createTestApp(options)
  seed(t.db)
  return t
}

/** A client signed in as a demo user, its session made straight in the database. */
export function clientOf(t: TestApp, username: string): TestClient {
  const id = userId(t, username)
  return createClient(t.app, createSession(t.db, id, t.clock.now()).token)
}

export const userId = (t: TestApp, username: string) =>
  t.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as string

/** What a device sends for a new version: made now by the app's clock, with the hash it computed. */
export function deviceQuote(t: Pick<TestApp, 'clock'>, overrides: Partial<QuoteInput> = {}): QuoteInput {
  // Each estimate has its own number: a fresh one unless the test names it.
  const input = makeQuoteInput({ code: newQuoteCode(), createdAt: t.clock.now().toISOString(), ...overrides })
  const snapshot = buildQuote(input, { sheet: DEFAULT_PRICING_SHEET, taxTable: DEFAULT_TAX_TABLE })
  return { ...input, hash: snapshotHash(snapshot) }
}

/** Makes the version over HTTP; fails the test unless it is stored. */
export async function postQuote(client: TestClient, input: QuoteInput): Promise<QuoteVersionView> {
  const res = await client.post('/api/quotes', input, { 'Idempotency-Key': input.id })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as QuoteVersionView
}

/** Makes and sends the version; answers it with the device's token. */
export async function sentQuote(t: TestApp, client: TestClient, overrides: Partial<QuoteInput> = {}) {
  const input = deviceQuote(t, overrides)
  await postQuote(client, input)
  const res = await client.post(
    `/api/quotes/${input.id}/send`,
    { email: input.customer.email || 'dana@example.com', token: input.token },
    { 'Idempotency-Key': `send-${input.id}` },
  )
  expect(res.status, await res.clone().text()).toBe(200)
  return { input, view: (await res.json()) as QuoteVersionView, token: input.token }
}

export function customerAcceptance(
  view: Pick<QuoteVersionView, 'hash'>,
  overrides: Partial<AcceptQuoteInput> = {},
): AcceptQuoteInput {
  return {
    hash: view.hash,
    optionId: 'better',
    name: 'Dana Whitfield',
    signature: SIGNATURE,
    consent: true,
    language: 'en',
    depositMethod: 'invoice',
    ...overrides,
  }
}

export function deviceAcceptance(
  t: Pick<TestApp, 'clock'>,
  view: Pick<QuoteVersionView, 'hash'>,
  overrides: Partial<AcceptOnDeviceInput> = {},
): AcceptOnDeviceInput {
  return {
    hash: view.hash,
    optionId: 'good',
    name: 'Dana Whitfield',
    signature: SIGNATURE,
    consent: true,
    language: 'en',
    signedAt: t.clock.now().toISOString(),
    depositMethod: 'cash',
    ...overrides,
  }
}

export const count = (t: Pick<TestApp, 'db'>, table: string) =>
  t.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number

// ── Stripe ──

const WEBHOOK_SECRET = 'whsec_test_quotes'

/** Stripe's Checkout Sessions API, faked: each creation is recorded and answered with a fresh session. */
export function fakeStripe() {
  const calls: URLSearchParams[] = []
  const fetch = (_input: string | URL | Request, init?: RequestInit) => {
    const params = new URLSearchParams(typeof init?.body === 'string' ? init.body : '')
    calls.push(params)
    const id = `cs_test_deposit_${calls.length}`
    const session = {
      id,
      object: 'checkout.session',
      status: 'open',
      url: `https://checkout.stripe.com/c/pay/${id}`,
    }
    return Promise.resolve(
      Response.json(session, {
        headers: { 'Content-Type': 'application/json', 'Request-Id': `req_${calls.length}` },
      }),
    )
  }
  const card = createStripeCheckout({
    secretKey: 'sk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    httpClient: Stripe.createFetchHttpClient(fetch as typeof globalThis.fetch),
  })
  return { calls, payments: { ...DEFAULT_PAYMENT_PROVIDERS, card } }
}

const stripeHelper = new Stripe('sk_test_fake')

/** A Checkout Session event as Stripe sends it, for a deposit's session. */
export function depositEvent(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  session: { id: string; quoteId: string; amountCents: number },
  eventId?: string,
) {
  return checkoutSessionEvent(
    type,
    {
      id: session.id,
      reference: session.quoteId,
      metadata: { quote_id: session.quoteId },
      amountCents: session.amountCents,
    },
    eventId,
  )
}

/** Stripe's servers calling the webhook, signed with `secret` at the app's clock. */
export function deliverWebhook(t: Pick<TestApp, 'app' | 'clock'>, payload: string, secret = WEBHOOK_SECRET) {
  const signature = stripeHelper.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(t.clock.now().getTime() / 1000),
  })
  return t.app.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { Host: 'localhost', 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  })
}
