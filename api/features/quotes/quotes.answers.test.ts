import { createHash } from 'node:crypto'
import { consentText } from '../../documents/i18n.ts'
import { describe, expect, it } from 'vitest'
import { QUOTE_ERRORS } from '../../../domain/quotes/errors.ts'
import { CONSENT_TEXT, type AcceptedQuoteView, type QuoteVersionView } from '../../../domain/quotes/state.ts'
import { makeEstimate } from '../../../domain/testing/estimate-factory.ts'
import { createClient } from '../../test/client.ts'
import {
  clientOf,
  count,
  customerAcceptance,
  deviceAcceptance,
  deviceQuote,
  postQuote,
  quoteApp,
  sentQuote,
  SIGNATURE,
  userId,
} from '../../test/quotes.ts'

/*
 * The customer's answers (decision 022): accepting on the quote's page or on the installer's device,
 * asking for changes, and the deposits the installer records. A signature binds to the version's hash.
 */

const DAY_MS = 24 * 60 * 60 * 1000

const refusal = (code: keyof typeof QUOTE_ERRORS) => ({ code, message: QUOTE_ERRORS[code] })

const accept = (t: ReturnType<typeof quoteApp>, token: string, body: unknown) =>
  createClient(t.app).post(`/api/quote-links/${token}/accept`, body, { 'User-Agent': 'Phone/1.0' })

function storedAcceptance(t: ReturnType<typeof quoteApp>, quoteId: string) {
  return t.db
    .prepare(
      `SELECT option_id AS optionId, name, signature_png AS signaturePng, signed_at AS signedAt,
         received_at AS receivedAt, on_device AS onDevice, ip, user_agent AS userAgent, consent_text AS consent,
         language, hash, signed_pdf AS signedPdf, signed_pdf_sha256 AS signedPdfSha256, held_by AS heldBy
       FROM quote_acceptances WHERE quote_id = ?`,
    )
    .get(quoteId) as Record<string, unknown> & { signedPdf: Buffer; signaturePng: Buffer }
}

const mailsOf = (t: ReturnType<typeof quoteApp>, purpose: string) =>
  t.mailer.sent.filter((mail) => mail.purpose === purpose)

describe('POST /api/quote-links/:token/accept', () => {
  it('stores the signature with its audit trail and the signed PDF’s hash; the deposit is invoiced', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const { input, view, token } = await sentQuote(t, installer)
    t.clock.advance(60_000)
    const res = await accept(t, token, customerAcceptance(view, { language: 'es' }))
    expect(res.status, await res.clone().text()).toBe(201)
    const better = view.snapshot.options.find((option) => option.id === 'better')!
    expect(await res.json()).toMatchObject({
      stage: 'accepted',
      acceptance: {
        optionId: 'better',
        name: 'Dana Whitfield',
        signedAt: t.clock.now().toISOString(),
        receivedAt: t.clock.now().toISOString(),
        onDevice: false,
      },
      deposit: { state: 'invoiced', method: 'invoice', dueCents: better.depositCents, paidCents: 0 },
      checkoutUrl: null,
    } satisfies Partial<AcceptedQuoteView>)

    const trail = storedAcceptance(t, input.id)
    expect(trail).toMatchObject({
      optionId: 'better',
      onDevice: 0,
      ip: 'unknown', // app.request() has no socket
      userAgent: 'Phone/1.0',
      // The consent as the customer read it, in Spanish.
      consent: consentText('es'),
      language: 'es',
      hash: view.hash,
      heldBy: null,
    })
    expect(trail.consent).not.toBe(CONSENT_TEXT)
    expect(Buffer.from(trail.signaturePng).toString('base64')).toBe(SIGNATURE.split(',')[1])
    expect(trail.signedPdf.subarray(0, 4).toString()).toBe('%PDF')
    expect(trail.signedPdfSha256).toBe(createHash('sha256').update(trail.signedPdf).digest('hex'))

    // The customer's copy with the signed PDF, and the installer's notice.
    const [copy] = mailsOf(t, 'quote-accepted')
    expect(copy!.to).toBe('dana@example.com')
    expect(copy!.attachments![0]!.filename).toBe(`${input.code}-v1-signed.pdf`)
    expect(Buffer.from(copy!.attachments![0]!.content)).toEqual(trail.signedPdf)
    const [notice] = mailsOf(t, 'quote-answer')
    expect(notice!.to).toBe('installer@example.com')
    expect(notice!.text).toContain(`/estimator?estimate=${input.estimateId}`)

    // The signed PDF is what the owner and the customer download from now on.
    const pdf = await installer.get(`/api/quotes/${input.id}/pdf`)
    expect(Buffer.from(await pdf.arrayBuffer())).toEqual(trail.signedPdf)
    expect(count(t, 'quote_payments')).toBe(1)
  })

  it('refuses a hash that is not the version’s: 409 snapshotMismatch, nothing stored', async () => {
    const t = quoteApp()
    const { view, token } = await sentQuote(t, clientOf(t, 'installer'))
    const tampered = customerAcceptance({ hash: 'f'.repeat(64) })
    const res = await accept(t, token, tampered)
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual(refusal('snapshotMismatch'))
    expect(count(t, 'quote_acceptances') + count(t, 'quote_payments')).toBe(0)
    expect(t.mailer.sent.filter((mail) => mail.purpose !== 'quote')).toEqual([])
    expect((await accept(t, token, customerAcceptance(view))).status).toBe(201)
  })

  it('binds a signature to its version: v1’s hash does not sign v2, which was made after v1 was signed', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const v1 = await sentQuote(t, installer, { estimateId: 'est-change' })
    expect((await accept(t, v1.token, customerAcceptance(v1.view))).status).toBe(201)
    // A change order: v2, with another custom line, has its own hash and no signature.
    const v2 = await sentQuote(t, installer, {
      estimateId: 'est-change',
      version: 2,
      customLines: [{ kind: 'travel', unit: 'mile', label: '', quantity: 20, unitCents: 70 }],
    })
    expect(v2.view.hash).not.toBe(v1.view.hash)
    expect(v2.view).toMatchObject({ stage: 'sent', acceptance: null })
    const res = await accept(t, v2.token, customerAcceptance(v1.view))
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual(refusal('snapshotMismatch'))
    expect(count(t, 'quote_acceptances')).toBe(1)
    // The signed v1 stays readable, and stays accepted.
    const page = await createClient(t.app).get(`/api/quote-links/${v1.token}`)
    expect(page.status).toBe(200)
    expect(await page.json()).toMatchObject({ stage: 'accepted' })
  })

  it('refuses a second acceptance: 409 alreadyAccepted, the first stands', async () => {
    const t = quoteApp()
    const { input, view, token } = await sentQuote(t, clientOf(t, 'installer'))
    expect((await accept(t, token, customerAcceptance(view))).status).toBe(201)
    const second = await accept(
      t,
      token,
      customerAcceptance(view, { optionId: 'best', name: 'Someone Else' }),
    )
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual(refusal('alreadyAccepted'))
    expect(storedAcceptance(t, input.id)).toMatchObject({ optionId: 'better', name: 'Dana Whitfield' })
    expect(count(t, 'quote_payments')).toBe(1)
  })

  it('refuses an expired, withdrawn or superseded version: 410', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const expiring = await sentQuote(t, installer, { validityDays: 1 })
    const revoked = await sentQuote(t, installer)
    await installer.post(`/api/quotes/${revoked.input.id}/revoke`)
    const old = await sentQuote(t, installer, { estimateId: 'est-old' })
    await sentQuote(t, installer, { estimateId: 'est-old', version: 2 })
    t.clock.advance(3 * DAY_MS)
    const codes = []
    for (const { token, view } of [expiring, revoked, old]) {
      const res = await accept(t, token, customerAcceptance(view))
      codes.push(`${res.status} ${((await res.json()) as { code: string }).code}`)
    }
    expect(codes).toEqual(['410 linkExpired', '410 linkRevoked', '410 superseded'])
    expect(count(t, 'quote_acceptances')).toBe(0)
  })

  it('refuses a signature that is not a PNG: 422 signatureInvalid', async () => {
    const t = quoteApp()
    const { view, token } = await sentQuote(t, clientOf(t, 'installer'))
    const jpeg = `data:image/png;base64,${Buffer.from('\xff\xd8\xff\xe0 not a png at all, just bytes'.repeat(3), 'latin1').toString('base64')}`
    const res = await accept(t, token, customerAcceptance(view, { signature: jpeg }))
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      ...refusal('signatureInvalid'),
      fieldErrors: { signature: 'signatureInvalid' },
    })
    expect(count(t, 'quote_acceptances')).toBe(0)
  })

  it('refuses card when card payment is not configured: 422 cardUnavailable', async () => {
    const t = quoteApp()
    const { view, token } = await sentQuote(t, clientOf(t, 'installer'))
    const res = await accept(t, token, customerAcceptance(view, { depositMethod: 'card' }))
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      ...refusal('cardUnavailable'),
      fieldErrors: { depositMethod: 'cardUnavailable' },
    })
    expect(count(t, 'quote_acceptances')).toBe(0)
  })

  it('asks no deposit of a quote whose deposit is 0', async () => {
    const t = quoteApp()
    const { view, token } = await sentQuote(t, clientOf(t, 'installer'), {
      deposit: { kind: 'fixed', cents: 0 },
    })
    const res = await accept(t, token, customerAcceptance(view, { depositMethod: 'card' }))
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ deposit: { state: 'none', dueCents: 0 }, checkoutUrl: null })
    expect(count(t, 'quote_payments')).toBe(0)
  })

  it('moves the synced estimate to accepted', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const estimate = makeEstimate({ id: 'est-acc', ownerId: userId(t, 'installer') })
    await installer.post('/api/sync/v2/estimates/push', [
      { assumedMasterState: null, newDocumentState: estimate },
    ])
    const { view, token } = await sentQuote(t, installer, { estimateId: estimate.id })
    await accept(t, token, customerAcceptance(view))
    const doc = JSON.parse(
      t.db.prepare("SELECT doc FROM estimates WHERE id = 'est-acc'").pluck().get() as string,
    )
    expect(doc).toMatchObject({ status: 'accepted', name: estimate.name })
  })
})

describe('POST /api/quote-links/:token/changes', () => {
  it('keeps the note, tells the installer, and leaves the version open', async () => {
    const t = quoteApp()
    const { view, token, input } = await sentQuote(t, clientOf(t, 'installer'))
    const res = await createClient(t.app).post(`/api/quote-links/${token}/changes`, {
      note: 'Can the kitchen get the better film too?',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      stage: 'changesRequested',
      changeRequest: { note: 'Can the kitchen get the better film too?', at: t.clock.now().toISOString() },
    })
    const [notice] = mailsOf(t, 'quote-answer')
    expect(notice).toMatchObject({ to: 'installer@example.com' })
    expect(notice!.text).toContain('Can the kitchen get the better film too?')
    expect((await accept(t, token, customerAcceptance(view))).status).toBe(201)
    expect(storedAcceptance(t, input.id)).toBeDefined()
  })
})

describe('the installer’s notice of an answer', () => {
  it('is in the installer’s own language, whatever the quote’s', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    expect((await installer.put('/api/profile/language', { language: 'ru' })).status).toBe(200)
    const { token } = await sentQuote(t, installer)
    await createClient(t.app).post(`/api/quote-links/${token}/changes`, { note: 'Kitchen too?' })
    const [notice] = mailsOf(t, 'quote-answer')
    expect(notice!.subject).toMatch(/^Dana Whitfield просит изменить предложение /)
  })
})

describe('POST /api/quotes/:id/accept (signed on the installer’s device)', () => {
  it('binds on arrival: the device’s time (never later than the server’s), the installer who held it', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const input = deviceQuote(t)
    const view = await postQuote(installer, input)
    const signedAt = t.clock.now().toISOString()
    t.clock.advance(2 * DAY_MS) // offline for two days
    const res = await installer.post(
      `/api/quotes/${input.id}/accept`,
      deviceAcceptance(t, view, { signedAt, depositMethod: 'cash' }),
      { 'Idempotency-Key': 'outbox-accept-0001' },
    )
    expect(res.status, await res.clone().text()).toBe(201)
    const good = view.snapshot.options.find((option) => option.id === 'good')!
    expect(await res.json()).toMatchObject({
      stage: 'accepted',
      acceptance: {
        optionId: 'good',
        name: 'Dana Whitfield',
        signedAt,
        receivedAt: t.clock.now().toISOString(),
        onDevice: true,
      },
      deposit: { state: 'paid', method: 'cash', dueCents: good.depositCents, paidCents: good.depositCents },
    } satisfies Partial<QuoteVersionView>)
    expect(storedAcceptance(t, input.id)).toMatchObject({ onDevice: 1, heldBy: userId(t, 'installer') })
    const audit = await (
      await clientOf(t, 'admin').get('/api/admin/audit?action=quote.acceptOnDevice')
    ).json()
    expect(audit).toMatchObject({ total: 1, entries: [{ actor: 'installer' }] })

    // A clock running ahead does not sign in the future.
    const ahead = deviceQuote(t)
    const aheadView = await postQuote(installer, ahead)
    const future = new Date(t.clock.now().getTime() + DAY_MS).toISOString()
    const clamped = await installer.post(
      `/api/quotes/${ahead.id}/accept`,
      deviceAcceptance(t, aheadView, { signedAt: future }),
    )
    expect(((await clamped.json()) as QuoteVersionView).acceptance!.signedAt).toBe(
      t.clock.now().toISOString(),
    )
  })

  it('answers the same request again with the stored acceptance, mailing nothing twice', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const input = deviceQuote(t)
    const view = await postQuote(installer, input)
    const body = deviceAcceptance(t, view, { depositMethod: 'later' })
    const send = () =>
      installer.post(`/api/quotes/${input.id}/accept`, body, { 'Idempotency-Key': 'outbox-0002' })
    const first = await send()
    expect(first.status).toBe(201)
    const mailed = t.mailer.sent.length
    const replay = await send()
    expect(replay.status).toBe(200)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await replay.json()).toEqual(await first.json())
    expect(t.mailer.sent).toHaveLength(mailed)
    // Another signature on it is refused.
    const other = await installer.post(`/api/quotes/${input.id}/accept`, { ...body, name: 'Other Person' })
    expect(other.status).toBe(409)
  })

  it('defers the deposit: its pay link is mailed when the acceptance arrives, and opens the quote', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const input = deviceQuote(t)
    const view = await postQuote(installer, input)
    const res = await installer.post(
      `/api/quotes/${input.id}/accept`,
      deviceAcceptance(t, view, { depositMethod: 'later' }),
    )
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ deposit: { state: 'deferred', method: null, paidCents: 0 } })
    const [deposit] = mailsOf(t, 'quote-deposit')
    expect(deposit!.to).toBe('dana@example.com')
    expect(mailsOf(t, 'quote-accepted')).toHaveLength(1)
    const link = /\/q\/([A-Za-z0-9_-]{22})/.exec(deposit!.text)![1]!
    // The server's own link (it never holds the device's token), to the same version.
    expect(link).not.toBe(input.token)
    const page = await createClient(t.app).get(`/api/quote-links/${link}`)
    expect(page.status).toBe(200)
    expect(await page.json()).toMatchObject({ hash: view.hash, deposit: { state: 'deferred' } })
  })

  it('needs the customer’s email for a deferred deposit: 422 emailRequired', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const input = deviceQuote(t, { customer: { name: 'Dana', email: '', language: 'en' } })
    const view = await postQuote(installer, input)
    const res = await installer.post(
      `/api/quotes/${input.id}/accept`,
      deviceAcceptance(t, view, { depositMethod: 'later' }),
    )
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual(refusal('emailRequired'))
    expect(count(t, 'quote_acceptances')).toBe(0)
    // Cash needs none, and nothing is mailed without an address.
    const cash = await installer.post(`/api/quotes/${input.id}/accept`, deviceAcceptance(t, view))
    expect(cash.status).toBe(201)
    expect(t.mailer.sent.filter((mail) => mail.to === '')).toEqual([])
  })

  it('refuses a signature on v1 once v2 exists: 409 superseded', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const v1 = deviceQuote(t, { estimateId: 'est-dev' })
    const view = await postQuote(installer, v1)
    await postQuote(installer, deviceQuote(t, { estimateId: 'est-dev', version: 2 }))
    const res = await installer.post(`/api/quotes/${v1.id}/accept`, deviceAcceptance(t, view))
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual(refusal('superseded'))
  })

  it('is the owner’s (or an admin’s): another installer gets 404', async () => {
    const t = quoteApp()
    const input = deviceQuote(t)
    const view = await postQuote(clientOf(t, 'installer'), input)
    const res = await clientOf(t, 'teamlead').post(
      `/api/quotes/${input.id}/accept`,
      deviceAcceptance(t, view),
    )
    expect(res.status).toBe(404)
  })
})

describe('POST /api/quotes/:id/payments', () => {
  it('records cash or checks up to the deposit due, once per key', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const { input, view, token } = await sentQuote(t, installer)
    const pay = (amountCents: number, key: string) =>
      installer.post(
        `/api/quotes/${input.id}/payments`,
        { method: 'check', amountCents },
        { 'Idempotency-Key': key },
      )
    const early = await pay(100, 'pay-early-01')
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual(refusal('notAccepted'))

    await accept(t, token, customerAcceptance(view))
    const due = view.snapshot.options.find((option) => option.id === 'better')!.depositCents
    const over = await pay(due + 1, 'pay-over-001')
    expect(over.status).toBe(422)
    expect(await over.json()).toEqual({
      ...refusal('paymentInvalid'),
      fieldErrors: { amountCents: 'paymentInvalid' },
    })

    expect(await (await pay(1000, 'pay-part-001')).json()).toMatchObject({
      deposit: { state: 'invoiced', paidCents: 1000 },
    })
    // The outbox retries the same payment: recorded once.
    expect(await (await pay(1000, 'pay-part-001')).json()).toMatchObject({ deposit: { paidCents: 1000 } })
    expect(await (await pay(due - 1000, 'pay-rest-001')).json()).toMatchObject({
      deposit: { state: 'paid', method: 'check', paidCents: due },
    })
    const after = await pay(1, 'pay-after-01')
    expect(after.status).toBe(409)
    expect(await after.json()).toEqual(refusal('depositNotDue'))
  })
})
