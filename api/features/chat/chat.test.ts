import { describe, expect, it, vi } from 'vitest'
import { CHAT_ERRORS, ChatReplySchema } from '../../../domain/chat/index.ts'
import { seed, seedDemo } from '../../db/seed.ts'
import { createClient, signIn, type TestClient } from '../../test/client.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { chatLlmFrom, createRephrase } from './chat.llm.ts'
import { CHAT_RATE_RULE } from './chat.routes.ts'

async function setUp() {
  const t = createTestApp()
  seed(t.db)
  await seedDemo(t.db)
  return t
}

/** A demo order and its owner's username, and a demo user who does not own it. */
function demoOrder(t: TestApp) {
  const row = t.db
    .prepare(
      `SELECT o.number, u.username FROM orders o JOIN users u ON u.id = o.user_id
       WHERE u.username IN ('homeowner', 'member', 'installer') ORDER BY o.created_at LIMIT 1`,
    )
    .get() as { number: string; username: string }
  const stranger = row.username === 'member' ? 'homeowner' : 'member'
  return { ...row, stranger }
}

const ask = async (c: TestClient, message: string, locale?: string) => {
  const response = await c.post('/api/chat', { message, ...(locale ? { locale } : {}) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

// Seeding the demo shop and building the search index take a few seconds on a busy machine.
describe('POST /api/chat', () => {
  it('answers a visitor from the knowledge base, in the asked language, in the reply shape', async () => {
    const t = await setUp()
    const { status, body } = await ask(createClient(t.app), '¿Cuántos años de garantía tiene?', 'es')
    expect(status).toBe(200)
    expect(ChatReplySchema.parse(body)).toEqual(body)
    expect(body.message).toMatch(/garantía cubre/)
  })

  it('quotes a described job with the saved pricing sheet', async () => {
    const t = await setUp()
    const before = (await ask(createClient(t.app), '3 windows 36 by 48 security film')).body.message
    expect(before).toContain('$546–$974')
    const sheet = t.db.prepare(`SELECT value_json FROM settings WHERE key = 'pricingSheet'`).pluck().get() as
      string | undefined
    const { DEFAULT_PRICING_SHEET } = await import('../../../domain/estimator/pricing.ts')
    const dearer = { ...(sheet ? JSON.parse(sheet) : DEFAULT_PRICING_SHEET), laborCentsPerPane: 11_000 }
    t.db
      .prepare(
        `INSERT INTO settings (key, value_json, updated_at) VALUES ('pricingSheet', ?, '2025-06-01T00:00:00Z')
         ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json`,
      )
      .run(JSON.stringify(dearer))
    const after = (await ask(createClient(t.app), '3 windows 36 by 48 security film')).body.message
    expect(after).toContain('$846–$1,274')
  })

  it('tells stock from the catalog', async () => {
    const t = await setUp()
    const { body } = await ask(createClient(t.app), 'Is Shield Clear 8 in stock?')
    expect(body.message).toMatch(/^Shield Clear 8 is (in|out of) stock/)
    expect(body.links).toEqual([expect.objectContaining({ to: expect.stringMatching(/^\/shop\/SEC-8C/) })])
  })

  it("answers a product question with the catalog's own roll prices", async () => {
    const t = await setUp()
    t.db.prepare(`UPDATE products SET price_cents = 91500 WHERE sku = 'SEC-8C-60'`).run()
    const { body } = await ask(createClient(t.app), 'How much is Shield Clear 8 per roll?')
    expect(body.message).toMatch(/^Shield Clear 8 is a security film/)
    expect(body.message).toContain('60″ wide $915')
  })

  it('answers in the language of the question, whatever the page language, and says which', async () => {
    const t = await setUp()
    const { body } = await ask(createClient(t.app), '¿Puedo devolver un trozo de lámina cortado?', 'en')
    expect(body.locale).toBe('es')
    expect(body.message).toMatch(/solo se puede devolver si es defectuosa/)
    expect(body.handoff).toBe(false)
  })

  it("tells the owner their order's status", async () => {
    const t = await setUp()
    const order = demoOrder(t)
    const owner = await signIn(t.app, order.username)
    const { body } = await ask(owner, `What is the status of order ${order.number}?`)
    expect(body.message).toMatch(new RegExp(`^Order ${order.number} is `))
    expect(body.links).toEqual([{ label: `Open order ${order.number}`, to: `/orders/${order.number}` }])
  })

  it("never tells another user's order: it answers as for a number that does not exist", async () => {
    const t = await setUp()
    const order = demoOrder(t)
    const stranger = await signIn(t.app, order.stranger)
    const theirs = await ask(stranger, `What is the status of order ${order.number}?`)
    const none = await ask(stranger, 'What is the status of order SS-0000-0000?')
    expect(theirs.body.message).toBe(
      `I found no order ${order.number} in your account. Check the number, or open Track order.`,
    )
    expect(String(none.body.message).replace('SS-0000-0000', order.number)).toBe(theirs.body.message)
    // Not even an admin learns another account's order from the assistant.
    const admin = await signIn(t.app, 'admin')
    expect((await ask(admin, `status of order ${order.number}`)).body.message).toMatch(/found no order/)
  })

  it('sends a visitor asking about an order to track-order', async () => {
    const t = await setUp()
    const order = demoOrder(t)
    const { body } = await ask(createClient(t.app), `Where is my order ${order.number}?`)
    expect(body.message).toMatch(/^Sign in to ask about your orders/)
    expect(body.links).toEqual([{ label: 'Track an order', to: '/track-order' }])
  })

  it('refuses an empty or over-long question with a translated code', async () => {
    const t = await setUp()
    const c = createClient(t.app)
    const long = await ask(c, 'a'.repeat(501))
    expect(long).toEqual({
      status: 400,
      body: {
        code: 'messageTooLong',
        message: CHAT_ERRORS.messageTooLong,
        fieldErrors: { message: 'messageTooLong' },
      },
    })
    expect((await ask(c, '   ')).body.code).toBe('messageRequired')
    const notJson = await c.post('/api/chat', 'hello')
    expect(notJson.status).toBe(400)
  })

  it('turns away a client asking too fast, and lets it ask again a minute later', async () => {
    const t = await setUp()
    const c = createClient(t.app)
    for (let i = 0; i < CHAT_RATE_RULE.limit; i++) expect((await ask(c, 'warranty')).status).toBe(200)
    const refused = await c.post('/api/chat', { message: 'warranty' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBeTruthy()
    t.clock.advance(CHAT_RATE_RULE.windowMs + 1)
    expect((await ask(c, 'warranty')).status).toBe(200)
  })

  it('calls no outside service by default', async () => {
    const spy = vi.spyOn(globalThis, 'fetch')
    const t = await setUp()
    expect((await ask(createClient(t.app), 'How much does window film cost?')).status).toBe(200)
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
    expect(chatLlmFrom({})).toBeUndefined()
  })
})

describe('the optional rephrasing adapter', () => {
  const config = { url: 'https://llm.example/v1', key: 'k', model: 'm' }

  it('uses the endpoint when configured', async () => {
    const fetchFn = vi.fn(async () => Response.json({ choices: [{ message: { content: 'Nicer words.' } }] }))
    const rephrase = createRephrase(config, fetchFn as unknown as typeof fetch)
    expect(await rephrase('q', 'Grounded.', 'en')).toBe('Nicer words.')
    expect(fetchFn).toHaveBeenCalledWith('https://llm.example/v1/chat/completions', expect.anything())
  })

  it('keeps the grounded answer when the endpoint fails', async () => {
    const fetchFn = vi.fn(async () => new Response('down', { status: 503 }))
    expect(await createRephrase(config, fetchFn as unknown as typeof fetch)('q', 'Grounded.', 'en')).toBe(
      'Grounded.',
    )
    const throwing = vi.fn(async () => Promise.reject(new Error('offline')))
    expect(await createRephrase(config, throwing as unknown as typeof fetch)('q', 'Grounded.', 'en')).toBe(
      'Grounded.',
    )
  })
})
