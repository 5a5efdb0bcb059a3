import { describe, expect, it } from 'vitest'
import { DEFAULT_PRICING_SHEET } from '../../../domain/estimator/pricing.ts'
import { QUOTE_ERRORS } from '../../../domain/quotes/errors.ts'
import { buildQuote, QUOTE_TOKEN_PATTERN, snapshotHash, tokenDigest } from '../../../domain/quotes/quote.ts'
import type { PublicQuoteView, QuoteVersionView } from '../../../domain/quotes/state.ts'
import { DEFAULT_TAX_TABLE } from '../../../domain/shop/tax.ts'
import { makeEstimate } from '../../../domain/testing/estimate-factory.ts'
import { createClient } from '../../test/client.ts'
import { clientOf, count, deviceQuote, postQuote, quoteApp, sentQuote, userId } from '../../test/quotes.ts'
import { writeSetting } from '../admin/settings.repo.ts'
import { LINK_READS_BY_IP, LINK_WRITES_BY_IP } from './quotes.routes.ts'

/*
 * The team's side of quotes (decision 022) over HTTP: making versions, the link's rules, sending.
 * Acceptance and deposits: quotes.answers.test.ts; the follow-up: quotes.sweep.test.ts.
 */

const DAY_MS = 24 * 60 * 60 * 1000

const refusal = (code: keyof typeof QUOTE_ERRORS) => ({ code, message: QUOTE_ERRORS[code] })

describe('POST /api/quotes', () => {
  it('prices the version again on the server and answers it as a draft', async () => {
    const t = quoteApp()
    const input = deviceQuote(t)
    const view = await postQuote(clientOf(t, 'installer'), input)
    const snapshot = buildQuote(input, { sheet: DEFAULT_PRICING_SHEET, taxTable: DEFAULT_TAX_TABLE })
    expect(view).toMatchObject({
      id: input.id,
      estimateId: input.estimateId,
      ownerId: userId(t, 'installer'),
      snapshot,
      hash: snapshotHash(snapshot),
      email: 'dana@example.com',
      stage: 'draft',
      sentAt: null,
      acceptance: null,
      deposit: { state: 'none', method: null, dueCents: 0, paidCents: 0 },
    })
    // Only the token's digest is kept, and the device's input without it.
    const stored = t.db.prepare('SELECT token_digest, input_json FROM quote_versions').get() as {
      token_digest: string
      input_json: string
    }
    expect(stored.token_digest).toBe(tokenDigest(input.token))
    expect(stored.input_json).not.toContain(input.token)
  })

  it('answers a replay of the same id with the stored version (200), storing nothing twice', async () => {
    const t = quoteApp()
    const client = clientOf(t, 'installer')
    const input = deviceQuote(t)
    const first = await postQuote(client, input)
    // The prices changed meanwhile: the replay is still the stored version, not a refusal.
    const res = await client.post(
      '/api/quotes',
      { ...input, discountPercent: 99 },
      { 'Idempotency-Key': input.id },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await res.json()).toEqual(first)
    expect(count(t, 'quote_versions')).toBe(1)
  })

  it('refuses figures that differ from the server’s (prices changed offline): 409 figuresChanged', async () => {
    const t = quoteApp()
    // The admins raised the film prices after the device computed its hash.
    writeSetting(
      t.db,
      'pricingSheet',
      {
        ...DEFAULT_PRICING_SHEET,
        laborCentsPerSqFt: { ...DEFAULT_PRICING_SHEET.laborCentsPerSqFt, residential: 500 },
      },
      t.clock.now().toISOString(),
      null,
    )
    const input = deviceQuote(t)
    const res = await clientOf(t, 'installer').post('/api/quotes', input)
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual(refusal('figuresChanged'))
    expect(count(t, 'quote_versions')).toBe(0)
    // Without its hash the device takes the server's figures.
    const { hash: _, ...unhashed } = input
    expect((await clientOf(t, 'installer').post('/api/quotes', unhashed)).status).toBe(201)
  })

  it('refuses a discount above the pricing sheet’s limit: 422 discountTooLarge', async () => {
    const t = quoteApp()
    const limit = DEFAULT_PRICING_SHEET.quote.maxDiscountPercent
    const client = clientOf(t, 'installer')
    const res = await client.post('/api/quotes', deviceQuote(t, { discountPercent: limit + 1 }))
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      ...refusal('discountTooLarge'),
      fieldErrors: { discountPercent: 'discountTooLarge' },
    })
    expect((await client.post('/api/quotes', deviceQuote(t, { discountPercent: limit }))).status).toBe(201)
  })

  it('refuses a version of someone else’s estimate: 403 estimateNotYours; an admin may', async () => {
    const t = quoteApp()
    const estimate = makeEstimate({ id: 'est-of-lead', ownerId: userId(t, 'teamlead') })
    const push = await clientOf(t, 'teamlead').post('/api/sync/v2/estimates/push', [
      { assumedMasterState: null, newDocumentState: estimate },
    ])
    expect(push.status).toBe(200)
    const res = await clientOf(t, 'installer').post(
      '/api/quotes',
      deviceQuote(t, { estimateId: estimate.id }),
    )
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual(refusal('estimateNotYours'))
    // The admin's version is the estimate's owner's.
    const byAdmin = await postQuote(clientOf(t, 'admin'), deviceQuote(t, { estimateId: estimate.id }))
    expect(byAdmin.ownerId).toBe(userId(t, 'teamlead'))
    // An estimate the server knows only from its versions is theirs too.
    const other = await postQuote(clientOf(t, 'teammember'), deviceQuote(t, { estimateId: 'not-synced' }))
    const res2 = await clientOf(t, 'installer').post(
      '/api/quotes',
      deviceQuote(t, { estimateId: other.estimateId, version: 2 }),
    )
    expect(res2.status).toBe(403)
  })

  it('refuses a version number already used on the estimate, and a code another estimate has: 409', async () => {
    const t = quoteApp()
    const client = clientOf(t, 'installer')
    const v1 = await postQuote(client, deviceQuote(t, { estimateId: 'est-a' }))
    const clash = await client.post('/api/quotes', deviceQuote(t, { estimateId: 'est-a', version: 1 }))
    expect(clash.status).toBe(409)
    expect(await clash.json()).toEqual(expect.objectContaining({ code: 'versionInvalid' }))
    const taken = await client.post(
      '/api/quotes',
      deviceQuote(t, { estimateId: 'est-b', code: v1.snapshot.code }),
    )
    expect(taken.status).toBe(409)
    expect(await taken.json()).toEqual(expect.objectContaining({ code: 'codeTaken' }))
    await postQuote(client, deviceQuote(t, { estimateId: 'est-a', version: 2 }))
    expect(count(t, 'quote_versions')).toBe(2)
  })

  it('is for installers, the team and admins: a homeowner gets 403', async () => {
    const t = quoteApp()
    expect((await clientOf(t, 'homeowner').post('/api/quotes', deviceQuote(t))).status).toBe(403)
    expect((await createClient(t.app).post('/api/quotes', deviceQuote(t))).status).toBe(401)
  })
})

describe('GET /api/quotes', () => {
  it('lists an estimate’s versions newest first, the caller’s own; an admin sees them all', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const v1 = await postQuote(installer, deviceQuote(t, { estimateId: 'est-list' }))
    const v2 = await postQuote(installer, deviceQuote(t, { estimateId: 'est-list', version: 2 }))
    const list = async (client: ReturnType<typeof clientOf>) =>
      (
        (await (await client.get('/api/quotes?estimateId=est-list')).json()) as {
          versions: QuoteVersionView[]
        }
      ).versions
    expect((await list(installer)).map((v) => v.id)).toEqual([v2.id, v1.id])
    expect(await list(clientOf(t, 'teammember'))).toEqual([])
    expect((await list(clientOf(t, 'admin'))).map((v) => v.id)).toEqual([v2.id, v1.id])
    expect((await installer.get(`/api/quotes/${v1.id}`)).status).toBe(200)
    expect((await clientOf(t, 'teammember').get(`/api/quotes/${v1.id}`)).status).toBe(404)
    expect((await installer.get('/api/quotes')).status).toBe(400)
  })
})

describe('the link: GET /api/quote-links/:token', () => {
  it('is a 128-bit token the server keeps only the digest of', async () => {
    const t = quoteApp()
    const { token } = await sentQuote(t, clientOf(t, 'installer'))
    expect(token).toMatch(QUOTE_TOKEN_PATTERN)
    expect(Buffer.from(token, 'base64url')).toHaveLength(16)
    const digests = t.db.prepare('SELECT token_digest FROM quote_versions').pluck().all()
    expect(digests).toEqual([tokenDigest(token)])
  })

  it('answers the customer’s view without an account; an unknown token is 404 tokenInvalid', async () => {
    const t = quoteApp()
    const { view, token } = await sentQuote(t, clientOf(t, 'installer'))
    const visitor = createClient(t.app)
    const res = await visitor.get(`/api/quote-links/${token}`)
    expect(res.status).toBe(200)
    const page = (await res.json()) as PublicQuoteView
    expect(page).toEqual({
      snapshot: view.snapshot,
      hash: view.hash,
      stage: 'viewed',
      acceptance: null,
      changeRequest: null,
      deposit: { state: 'none', method: null, dueCents: 0, paidCents: 0 },
      job: null,
      cardAvailable: false,
    })
    expect(page).not.toHaveProperty('ownerId')
    for (const unknown of ['B'.repeat(22), 'not-a-token']) {
      const missing = await visitor.get(`/api/quote-links/${unknown}`)
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual(refusal('tokenInvalid'))
    }
  })

  it('records the first view by anyone but the owner, once', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const { input, token } = await sentQuote(t, installer)
    const viewedAt = async () =>
      ((await (await installer.get(`/api/quotes/${input.id}`)).json()) as QuoteVersionView).viewedAt
    await installer.get(`/api/quote-links/${token}`)
    expect(await viewedAt()).toBeNull()
    t.clock.advance(60_000)
    const first = t.clock.now().toISOString()
    await createClient(t.app).get(`/api/quote-links/${token}`)
    t.clock.advance(60_000)
    await createClient(t.app).get(`/api/quote-links/${token}`)
    expect(await viewedAt()).toBe(first)
  })

  it('answers 410 linkRevoked once withdrawn', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const { input, token } = await sentQuote(t, installer)
    const revoked = await installer.post(`/api/quotes/${input.id}/revoke`)
    expect(revoked.status).toBe(200)
    expect(((await revoked.json()) as QuoteVersionView).stage).toBe('revoked')
    const res = await createClient(t.app).get(`/api/quote-links/${token}`)
    expect(res.status).toBe(410)
    expect(await res.json()).toEqual(refusal('linkRevoked'))
  })

  it('answers 410 linkExpired after the last valid day, by the server’s clock', async () => {
    const t = quoteApp()
    const { token } = await sentQuote(t, clientOf(t, 'installer'), { validityDays: 7 })
    t.clock.advance(7 * DAY_MS)
    expect((await createClient(t.app).get(`/api/quote-links/${token}`)).status).toBe(200)
    t.clock.advance(DAY_MS)
    const res = await createClient(t.app).get(`/api/quote-links/${token}`)
    expect(res.status).toBe(410)
    expect(await res.json()).toEqual(refusal('linkExpired'))
  })

  it('answers 410 superseded once a newer version of the estimate is sent, not while it is a draft', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const { token } = await sentQuote(t, installer, { estimateId: 'est-sup' })
    const v2 = deviceQuote(t, { estimateId: 'est-sup', version: 2 })
    await postQuote(installer, v2)
    expect((await createClient(t.app).get(`/api/quote-links/${token}`)).status).toBe(200)
    await installer.post(`/api/quotes/${v2.id}/send`, { email: 'dana@example.com', token: v2.token })
    const res = await createClient(t.app).get(`/api/quote-links/${token}`)
    expect(res.status).toBe(410)
    expect(await res.json()).toEqual(refusal('superseded'))
    expect((await createClient(t.app).get(`/api/quote-links/${v2.token}`)).status).toBe(200)
  })

  it('limits reads and answers per address and minute', async () => {
    const t = quoteApp()
    const { token } = await sentQuote(t, clientOf(t, 'installer'))
    const visitor = createClient(t.app)
    for (let i = 0; i < LINK_READS_BY_IP.limit; i++) await visitor.get(`/api/quote-links/${token}`)
    expect((await visitor.get(`/api/quote-links/${token}`)).status).toBe(429)
    for (let i = 0; i < LINK_WRITES_BY_IP.limit; i++)
      await visitor.post(`/api/quote-links/${token}/changes`, { note: `Change ${i}` })
    expect((await visitor.post(`/api/quote-links/${token}/changes`, { note: 'One more' })).status).toBe(429)
    t.clock.advance(LINK_READS_BY_IP.windowMs)
    expect((await visitor.get(`/api/quote-links/${token}`)).status).toBe(200)
  })

  it('serves the PDF to the link’s holder', async () => {
    const t = quoteApp()
    const { token, input } = await sentQuote(t, clientOf(t, 'installer'))
    const res = await createClient(t.app).get(`/api/quote-links/${token}/pdf`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/pdf')
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="${input.code}-v1.pdf"`)
    // A document, though it comes from the API: it carries the pages' security headers.
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'")
    expect(res.headers.get('permissions-policy')).toContain('camera=(self)')
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF')
  })
})

describe('POST /api/quotes/:id/send', () => {
  it('mails the quote with its PDF and the device’s link, once per Idempotency-Key', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const input = deviceQuote(t)
    await postQuote(installer, input)
    const send = () =>
      installer.post(
        `/api/quotes/${input.id}/send`,
        { email: 'customer@example.com', token: input.token },
        { 'Idempotency-Key': 'outbox-send-0001' },
      )
    const res = await send()
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      stage: 'sent',
      email: 'customer@example.com',
      sentAt: t.clock.now().toISOString(),
    })
    const mails = t.mailer.sent.filter((mail) => mail.purpose === 'quote')
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.to).toBe('customer@example.com')
    expect(mail!.text).toContain(`http://localhost/q/${input.token}`)
    expect(mail!.attachments).toHaveLength(1)
    expect(mail!.attachments![0]!.contentType).toBe('application/pdf')
    expect(Buffer.from(mail!.attachments![0]!.content).subarray(0, 4).toString()).toBe('%PDF')
    // The outbox retries: nothing is mailed again.
    expect((await send()).status).toBe(200)
    expect(t.mailer.sent.filter((m) => m.purpose === 'quote')).toHaveLength(1)
    // The send is in the audit log the admins read.
    const audit = await (await clientOf(t, 'admin').get('/api/admin/audit?action=quote.send')).json()
    expect(audit).toMatchObject({ total: 1, entries: [{ actor: 'installer', subject: `${input.code} v1` }] })
  })

  it('refuses a token that is not the version’s: 422 tokenInvalid, nothing mailed', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const input = deviceQuote(t)
    await postQuote(installer, input)
    const res = await installer.post(`/api/quotes/${input.id}/send`, {
      email: 'customer@example.com',
      token: 'Z'.repeat(22),
    })
    expect(res.status).toBe(422)
    expect(t.mailer.sent).toHaveLength(0)
  })

  it('moves the synced estimate’s status to sent as a server write devices pull', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const estimate = makeEstimate({ id: 'est-synced', ownerId: userId(t, 'installer'), status: 'ready' })
    await installer.post('/api/sync/v2/estimates/push', [
      { assumedMasterState: null, newDocumentState: estimate },
    ])
    const before = t.db
      .prepare("SELECT updated_at FROM estimates WHERE id = 'est-synced'")
      .pluck()
      .get() as string
    t.clock.advance(1000)
    await sentQuote(t, installer, { estimateId: estimate.id })
    const after = JSON.parse(
      t.db.prepare("SELECT doc FROM estimates WHERE id = 'est-synced'").pluck().get() as string,
    ) as typeof estimate
    expect(after.status).toBe('sent')
    expect(after.updatedAt > before).toBe(true)
    expect(after.name).toBe(estimate.name)
  })
})

describe('GET /api/quotes/:id/pdf', () => {
  it('serves the owner the PDF; another installer gets 404', async () => {
    const t = quoteApp()
    const input = deviceQuote(t)
    await postQuote(clientOf(t, 'installer'), input)
    const res = await clientOf(t, 'installer').get(`/api/quotes/${input.id}/pdf`)
    expect(res.status).toBe(200)
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF')
    expect((await clientOf(t, 'teamlead').get(`/api/quotes/${input.id}/pdf`)).status).toBe(404)
  })
})
