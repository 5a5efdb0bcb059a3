import { describe, expect, it } from 'vitest'
import type { CalendarEvent } from '../../../domain/calendar/event.ts'
import type { QuoteInput } from '../../../domain/quotes/quote.ts'
import type { AcceptedQuoteView } from '../../../domain/quotes/state.ts'
import type { PipelineReport } from '../../../domain/reports/pipeline.ts'
import { createClient, type TestClient } from '../../test/client.ts'
import { signOffInstallation } from '../../test/install-day.ts'
import {
  clientOf,
  customerAcceptance,
  deliverWebhook,
  depositEvent,
  deviceAcceptance,
  deviceQuote,
  fakeStripe,
  postQuote,
  quoteApp,
  sentQuote,
  userId,
} from '../../test/quotes.ts'
import { findEvents } from '../calendar/calendar.repo.ts'

/*
 * The sales pipeline (decision 026) of quotes made, sent, opened, signed and paid through the API,
 * against figures worked out by hand. Every quote is the factory's two Atlanta windows, whose options
 * total (tax included) good $593.93, better $708.89, best $1,088.87; before tax better is $679.89 and
 * best $1,052.51. The labor model gives them 3.5, 4 and 7.5 person-hours for a crew of one.
 *
 * The test clock starts on Monday 2 June 2025; the period is June 2025.
 */

const GOOD = 59_393
const BETTER = 70_889
const BEST = 108_887

type App = ReturnType<typeof pipelineApp>

function pipelineApp() {
  const stripe = fakeStripe()
  return quoteApp({ payments: stripe.payments })
}

const pipelineOf = async (client: TestClient, query = 'from=2025-06-01&to=2025-06-30') => {
  const res = await client.get(`/api/reports/pipeline?${query}`)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as PipelineReport
}

/** Sent by `username` and signed by the customer on the link, the deposit by `depositMethod`. */
async function signedOnLink(
  t: App,
  username: string,
  optionId: 'good' | 'better' | 'best',
  depositMethod: 'invoice' | 'card' = 'invoice',
) {
  const { input, view, token } = await sentQuote(t, clientOf(t, username))
  const res = await createClient(t.app).post(
    `/api/quote-links/${token}/accept`,
    customerAcceptance(view, { optionId, depositMethod }),
  )
  expect(res.status, await res.clone().text()).toBe(201)
  return { input, answer: (await res.json()) as AcceptedQuoteView }
}

const installationOf = (t: App, input: QuoteInput) =>
  findEvents(t.db, { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z' }).find(
    (event) => event.link?.kind === 'quote' && event.link.id === input.id,
  )!

/** The lead moves the installation on in the calendar, as their device would push it. */
async function moveInstallation(t: App, input: QuoteInput, change: Partial<CalendarEvent>) {
  const event = installationOf(t, input)
  const res = await clientOf(t, 'teamlead').post('/api/sync/v2/events/push', [
    { assumedMasterState: event, newDocumentState: { ...event, ...change } },
  ])
  expect(res.status, await res.clone().text()).toBe(200)
  expect(installationOf(t, input)).toMatchObject(change)
}

describe('the sales pipeline', () => {
  it('counts each estimate once, in the furthest stage it reached, with its value and each seller’s close rate', async () => {
    const t = pipelineApp()
    const lead = clientOf(t, 'teamlead')
    const member = clientOf(t, 'teammember')

    // The lead's: a draft, a sent one, one withdrawn, one whose deposit was paid by card, installed and
    // paid in full, one signed on the device, and one installed whose balance is still due.
    await postQuote(lead, deviceQuote(t))
    await sentQuote(t, lead)
    const withdrawn = await sentQuote(t, lead)
    expect((await lead.post(`/api/quotes/${withdrawn.input.id}/revoke`)).status).toBe(200)
    const byCard = await signedOnLink(t, 'teamlead', 'good', 'card')
    const paid = depositEvent('checkout.session.completed', {
      id: 'cs_test_deposit_1',
      quoteId: byCard.input.id,
      amountCents: byCard.answer.deposit.dueCents,
    })
    expect(await (await deliverWebhook(t, paid)).json()).toEqual({ received: true, outcome: 'paid' })
    // The crew recorded 3 person-hours; the customer pays the balance in cash.
    await signOffInstallation(lead, byCard.input.id, { crewHours: 3, changeOrderCents: 0 })
    const balance = await lead.post(`/api/quotes/${byCard.input.id}/payments`, {
      method: 'cash',
      amountCents: GOOD - byCard.answer.deposit.dueCents,
    })
    expect(balance.status, await balance.clone().text()).toBe(200)
    const onDevice = deviceQuote(t)
    const onDeviceView = await postQuote(lead, onDevice)
    expect(
      (await lead.post(`/api/quotes/${onDevice.id}/accept`, deviceAcceptance(t, onDeviceView))).status,
    ).toBe(201)
    const installed = await signedOnLink(t, 'teamlead', 'better')
    // Done over two days: Wednesday 08:00–17:00 and Thursday 08:00–10:00 (EDT), 11 working hours.
    await moveInstallation(t, installed.input, {
      status: 'completed',
      start: '2025-06-04T12:00:00.000Z',
      end: '2025-06-05T14:00:00.000Z',
    })

    // The member's: one opened by the customer, one signed with an invoiced deposit (its installation
    // still proposed), one whose installation the lead confirmed, and an estimate revised once.
    const viewed = await sentQuote(t, member)
    await createClient(t.app).get(`/api/quote-links/${viewed.token}`)
    await signedOnLink(t, 'teammember', 'better')
    const scheduled = await signedOnLink(t, 'teammember', 'best')
    await moveInstallation(t, scheduled.input, { status: 'scheduled' })
    const first = await sentQuote(t, member)
    await sentQuote(t, member, {
      estimateId: first.input.estimateId,
      code: first.input.code,
      version: 2,
    })

    // Not the team's: an independent installer's quote, and a draft made in May.
    await sentQuote(t, clientOf(t, 'installer'))
    await postQuote(lead, deviceQuote(t, { createdAt: '2025-05-20T12:00:00.000Z' }))

    const report = await pipelineOf(lead)
    expect(report.stages).toEqual([
      { stage: 'draft', count: 1, valueCents: BEST },
      { stage: 'sent', count: 2, valueCents: 2 * BEST },
      { stage: 'viewed', count: 1, valueCents: BEST },
      // A deposit is not the job paid: the one signed on the device stays accepted.
      { stage: 'accepted', count: 2, valueCents: BETTER + GOOD },
      { stage: 'scheduled', count: 1, valueCents: BEST },
      { stage: 'installed', count: 1, valueCents: BETTER },
      { stage: 'paid', count: 1, valueCents: GOOD },
      { stage: 'lost', count: 1, valueCents: BEST },
    ])
    expect(report).toMatchObject({
      from: '2025-06-01',
      to: '2025-06-30',
      hub: null,
      quotes: 10,
      valueCents: 6 * BEST + 2 * BETTER + 2 * GOOD,
      won: 5,
      wonValueCents: BEST + 2 * BETTER + 2 * GOOD,
      // 5 signed of the 9 the customers got (the draft never reached anyone).
      closeRate: 0.5556,
    })
    expect(report.byOwner).toEqual([
      {
        ownerId: userId(t, 'teamlead'),
        ownerName: 'teamlead',
        quotes: 6,
        // The one signed on the device counts as presented, though never mailed.
        sent: 5,
        accepted: 3,
        closeRate: 0.6,
        acceptedValueCents: 2 * GOOD + BETTER,
      },
      {
        ownerId: userId(t, 'teammember'),
        ownerName: 'teammember',
        quotes: 4,
        sent: 4,
        accepted: 2,
        closeRate: 0.5,
        acceptedValueCents: BETTER + BEST,
      },
    ])

    // Job costing: the installed jobs first, from the hours the crew recorded or else their event's
    // working hours; the others as planned.
    expect(report.jobs).toHaveLength(5)
    const jobs = new Map(report.jobs.map((job) => [job.quoteId, job]))
    expect(report.jobs.slice(0, 2).map((job) => job.basis)).toEqual(['installed', 'installed'])
    expect(jobs.get(byCard.input.id)).toMatchObject({
      basis: 'installed',
      crewHours: 3,
      filmFeetUsed: expect.any(Number),
    })
    expect(jobs.get(byCard.input.id)!.filmFeetUsed).toBeGreaterThan(0)
    expect(jobs.get(installed.input.id)).toEqual({
      quoteId: installed.input.id,
      number: `${installed.input.code} v1`,
      customer: 'Dana Whitfield',
      ownerName: 'teamlead',
      basis: 'installed',
      installationStart: '2025-06-04T12:00:00.000Z',
      filmSqFt: 72,
      crew: 1,
      crewHours: 11,
      priceCents: 67_989,
      centsPerSqFt: 944,
      centsPerCrewHour: 6181,
      filmFeetUsed: null,
    })
    const planned = new Map(report.jobs.slice(2).map((job) => [job.quoteId, job]))
    expect(report.jobs.slice(2).every((job) => job.basis === 'planned')).toBe(true)
    // A booked job's hours are its event's: the proposal books the labor model's hours, rounded up to the half hour.
    expect(planned.get(scheduled.input.id)).toMatchObject({ crewHours: 7.5, priceCents: 105_251 })
    expect(planned.get(onDevice.id)).toMatchObject({ crewHours: 3.5, filmSqFt: 72 })
  })

  it('answers the hub of the sellers’ accounts, and nothing for a hub without quotes', async () => {
    const t = pipelineApp()
    await sentQuote(t, clientOf(t, 'teamlead'))
    const admin = clientOf(t, 'admin')
    expect((await pipelineOf(admin, 'from=2025-06-01&to=2025-06-30&hub=atlanta')).quotes).toBe(1)
    const florida = await pipelineOf(admin, 'from=2025-06-01&to=2025-06-30&hub=florida')
    expect(florida).toMatchObject({ hub: 'florida', quotes: 0, valueCents: 0, closeRate: null, byOwner: [] })
    expect(florida.stages.every((row) => row.count === 0)).toBe(true)
  })

  it('refuses a period the report refuses', async () => {
    const t = pipelineApp()
    const res = await clientOf(t, 'teamlead').get('/api/reports/pipeline?from=2025-06-30&to=2025-06-01')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'reportPeriodInvalid' })
  })
})
