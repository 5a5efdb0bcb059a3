import { describe, expect, it } from 'vitest'
import type { BidDocument } from '../../../domain/marketplace/bid.ts'
import { MARKETPLACE_ERRORS } from '../../../domain/marketplace/errors.ts'
import type { JobDocument } from '../../../domain/marketplace/job.ts'
import type { AcceptedQuoteView, PublicQuoteView } from '../../../domain/quotes/state.ts'
import { makeBidBody, makeJobBody } from '../../../domain/testing/marketplace-factory.ts'
import type { TestClient } from '../../test/client.ts'
import {
  clientOf,
  count,
  customerAcceptance,
  deviceAcceptance,
  deviceQuote,
  postQuote,
  quoteApp,
  SIGNATURE,
} from '../../test/quotes.ts'
import { findJob } from './marketplace.repo.ts'

/*
 * A bid carrying the installer's itemized quote (decision 022, "Marketplace"): only an open version of
 * their own; the poster reads it as a customer; the hire is the quote's acceptance, both or neither.
 */

type App = ReturnType<typeof quoteApp>

const refusal = (code: keyof typeof MARKETPLACE_ERRORS) => ({ code, message: MARKETPLACE_ERRORS[code] })

async function postJob(client: TestClient): Promise<JobDocument> {
  const res = await client.post('/api/jobs', makeJobBody())
  expect(res.status).toBe(201)
  return (await res.json()) as JobDocument
}

async function setup() {
  const t = quoteApp()
  const homeowner = clientOf(t, 'homeowner')
  const installer = clientOf(t, 'installer')
  const quote = await postQuote(installer, deviceQuote(t))
  const job = await postJob(homeowner)
  const res = await installer.post(`/api/jobs/${job.id}/bids`, makeBidBody({ quoteId: quote.id }))
  expect(res.status, await res.clone().text()).toBe(201)
  const bid = (await res.json()) as BidDocument
  return { t, homeowner, installer, quote, job, bid }
}

const hireRequest = (_t: App, homeowner: TestClient, job: JobDocument, bid: BidDocument, body: unknown) =>
  homeowner.post(`/api/jobs/${job.id}/bids/${bid.id}/accept-quote`, body, { 'User-Agent': 'Phone/1.0' })

describe('a bid with a quote', () => {
  it('carries the quote’s number and options; the price stays the installer’s', async () => {
    const { quote, bid } = await setup()
    expect(bid.priceCents).toBe(145000)
    expect(bid.quote).toEqual({
      id: quote.id,
      number: `${quote.snapshot.code} v${quote.snapshot.version}`,
      options: quote.snapshot.options.map(({ id, label, totalCents }) => ({ id, label, totalCents })),
    })
  })

  it('is refused (422) for another installer’s quote, an unknown one, and a closed one', async () => {
    const t = quoteApp()
    const homeowner = clientOf(t, 'homeowner')
    const installer = clientOf(t, 'installer')
    const admin = clientOf(t, 'admin')
    const job = await postJob(homeowner)
    const theirs = await postQuote(admin, deviceQuote(t))
    for (const quoteId of [theirs.id, 'no-such-quote']) {
      const res = await installer.post(`/api/jobs/${job.id}/bids`, makeBidBody({ quoteId }))
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject(refusal('quoteNotYours'))
    }
    const withdrawn = await postQuote(installer, deviceQuote(t))
    await installer.post(`/api/quotes/${withdrawn.id}/revoke`)
    const accepted = await postQuote(installer, deviceQuote(t))
    await installer.post(`/api/quotes/${accepted.id}/accept`, deviceAcceptance(t, accepted))
    for (const quoteId of [withdrawn.id, accepted.id]) {
      const res = await installer.post(`/api/jobs/${job.id}/bids`, makeBidBody({ quoteId }))
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject(refusal('quoteClosed'))
    }
    expect(count(t, 'bids')).toBe(0)
  })

  it('lists the installer’s own open versions to attach', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const open = await postQuote(installer, deviceQuote(t))
    const withdrawn = await postQuote(installer, deviceQuote(t))
    await installer.post(`/api/quotes/${withdrawn.id}/revoke`)
    await postQuote(clientOf(t, 'admin'), deviceQuote(t))
    const res = await installer.get('/api/quotes/open')
    expect(res.status).toBe(200)
    const { quotes } = (await res.json()) as { quotes: { id: string; options: unknown[] }[] }
    expect(quotes.map(({ id }) => id)).toEqual([open.id])
    expect(quotes[0]!.options).toHaveLength(open.snapshot.options.length)
  })
})

describe('GET /api/jobs/:jobId/bids/:bidId/quote', () => {
  it('shows the poster the quote as its customer’s page does, and records their view', async () => {
    const { t, homeowner, installer, quote, job, bid } = await setup()
    const res = await homeowner.get(`/api/jobs/${job.id}/bids/${bid.id}/quote`)
    expect(res.status).toBe(200)
    const view = (await res.json()) as PublicQuoteView
    expect(view).toMatchObject({ hash: quote.hash, stage: 'viewed', acceptance: null })
    expect(view).not.toHaveProperty('email')
    const own = (await (await installer.get(`/api/quotes/${quote.id}`)).json()) as { viewedAt: string | null }
    expect(own.viewedAt).toBe(t.clock.now().toISOString())
  })

  it('is not the installer’s, another poster’s or an admin’s view', async () => {
    const { t, installer, quote, job, bid } = await setup()
    expect((await installer.get(`/api/jobs/${job.id}/bids/${bid.id}/quote`)).status).toBe(403)
    expect((await clientOf(t, 'teamlead').get(`/api/jobs/${job.id}/bids/${bid.id}/quote`)).status).toBe(404)
    expect((await clientOf(t, 'admin').get(`/api/jobs/${job.id}/bids/${bid.id}/quote`)).status).toBe(200)
    const own = (await (await installer.get(`/api/quotes/${quote.id}`)).json()) as { viewedAt: string | null }
    expect(own.viewedAt).toBeNull()
  })
})

describe('POST /api/jobs/:jobId/bids/:bidId/accept-quote', () => {
  it('stores the acceptance and hires the installer in one go', async () => {
    const { t, homeowner, installer, quote, job, bid } = await setup()
    const rivalJob = await postJob(homeowner)
    const res = await hireRequest(t, homeowner, job, bid, customerAcceptance(quote))
    expect(res.status, await res.clone().text()).toBe(201)
    const answer = (await res.json()) as { job: JobDocument; quote: AcceptedQuoteView }
    expect(answer.job).toMatchObject({ status: 'hired', hiredBidId: bid.id })
    expect(answer.quote).toMatchObject({
      stage: 'accepted',
      acceptance: { optionId: 'better', name: 'Dana Whitfield', onDevice: false },
      deposit: { state: 'invoiced' },
    })
    const trail = t.db
      .prepare('SELECT hash, user_agent AS userAgent, length(signed_pdf) AS pdf FROM quote_acceptances')
      .get() as { hash: string; userAgent: string; pdf: number }
    expect(trail).toMatchObject({ hash: quote.hash, userAgent: 'Phone/1.0' })
    expect(trail.pdf).toBeGreaterThan(1000)
    const accepted = (await (await installer.get('/api/quotes/accepted')).json()) as {
      quotes: { id: string }[]
    }
    expect(accepted.quotes.map(({ id }) => id)).toEqual([quote.id])
    expect(findJob(t.db, rivalJob.id)?.status).toBe('open')
    // The homeowner's copy with the signed PDF goes to their account's address.
    const email = t.db.prepare("SELECT email FROM users WHERE username = 'homeowner'").pluck().get()
    expect(t.mailer.sent.filter((mail) => mail.to === email).map((mail) => mail.purpose)).toContain(
      'quote-accepted',
    )
  })

  it('answers a retried identical request with what was stored, and refuses another', async () => {
    const { t, homeowner, quote, job, bid } = await setup()
    const body = customerAcceptance(quote)
    expect((await hireRequest(t, homeowner, job, bid, body)).status).toBe(201)
    const again = await hireRequest(t, homeowner, job, bid, body)
    expect(again.status).toBe(200)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(count(t, 'quote_acceptances')).toBe(1)
    const other = await hireRequest(t, homeowner, job, bid, customerAcceptance(quote, { optionId: 'best' }))
    expect(other.status).toBe(409)
  })

  it('hires nobody when the acceptance is refused', async () => {
    const { t, homeowner, quote, job, bid } = await setup()
    const wrongHash = await hireRequest(t, homeowner, job, bid, customerAcceptance({ hash: 'a'.repeat(64) }))
    expect(wrongHash.status).toBe(409)
    const notPng = await hireRequest(
      t,
      homeowner,
      job,
      bid,
      customerAcceptance(quote, { signature: 'data:image/png;base64,AAAA' }),
    )
    expect(notPng.status).toBe(422)
    expect(findJob(t.db, job.id)?.status).toBe('reviewing')
    expect(count(t, 'quote_acceptances')).toBe(0)
    expect(SIGNATURE).toMatch(/^data:image\/png/)
  })

  it('stores no acceptance when the bid can no longer be hired', async () => {
    const { t, homeowner, quote, job, bid } = await setup()
    await homeowner.post(`/api/jobs/${job.id}/cancel`)
    const res = await hireRequest(t, homeowner, job, bid, customerAcceptance(quote))
    expect(res.status).toBe(409)
    expect(count(t, 'quote_acceptances')).toBe(0)
  })

  it('is the only hire of a bid with a quote: the plain hire is refused', async () => {
    const { homeowner, job, bid } = await setup()
    const res = await homeowner.post(`/api/jobs/${job.id}/accept`, { bidId: bid.id })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject(refusal('quoteHireRequired'))
  })

  it('is refused for a bid without a quote, and for someone else’s job', async () => {
    const { t, homeowner, installer, quote, job, bid } = await setup()
    const plainJob = await postJob(homeowner)
    const plain = (await (
      await installer.post(`/api/jobs/${plainJob.id}/bids`, makeBidBody())
    ).json()) as BidDocument
    expect(plain.quote).toBeNull()
    const none = await hireRequest(t, homeowner, plainJob, plain, customerAcceptance(quote))
    expect(none.status).toBe(404)
    expect(await none.json()).toMatchObject(refusal('bidHasNoQuote'))
    const other = await hireRequest(t, clientOf(t, 'teamlead'), job, bid, customerAcceptance(quote))
    expect(other.status).toBe(404)
    expect(count(t, 'quote_acceptances')).toBe(0)
  })
})
