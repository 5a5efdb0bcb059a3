import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { CalendarEvent } from '../../../domain/calendar/event.ts'
import { bookedHours } from '../../../domain/calendar/proposal.ts'
import { DEFAULT_PRICING_SHEET } from '../../../domain/estimator/pricing.ts'
import type { HubId } from '../../../domain/hubs/hubs.ts'
import type { RollDocument } from '../../../domain/inventory/roll.ts'
import { installationOf, laborLine } from '../../../domain/quotes/installation.ts'
import type { OptionId, QuoteInput } from '../../../domain/quotes/quote.ts'
import { makeEvent } from '../../../domain/testing/event-factory.ts'
import { eventsCollection } from '../../../sync/collections/events.ts'
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
  userId,
} from '../../test/quotes.ts'
import { findEvents } from '../calendar/calendar.repo.ts'
import { ledgerOf } from '../inventory/inventory.repo.ts'
import { receiveRoll } from '../inventory/inventory.service.ts'
import { writeServerDocuments } from '../sync/sync.repo.ts'
import { installationEventId, proposeInstallation } from './quotes.installation.ts'

/*
 * The accepted quote becomes a proposed, stocked installation (decision 024): for the supplier's team
 * only, once per version, at the hub nearest the job, with the first free team, for the hours of the
 * labor model, its film reserved from the hub's rolls and what is short noted with where to get it.
 *
 * The test clock starts on Monday 2 June 2025, 05:00 in Atlanta: the earliest installation day is
 * Wednesday 4 June, 08:00 EDT (12:00Z).
 */

const WEDNESDAY_8AM = '2025-06-04T12:00:00.000Z'
const HOUR_MS = 3_600_000

type App = ReturnType<typeof quoteApp>

const allEvents = (t: App) =>
  findEvents(t.db, { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z' })

const installationOfQuote = (t: App, quoteId: string) =>
  allEvents(t).filter((event) => event.link?.kind === 'quote' && event.link.id === quoteId)

/** The customer accepts `option` of a quote the `username` made and sent, on the quote's page. */
async function acceptedOnLink(
  t: App,
  username: string,
  option: OptionId,
  overrides: Partial<QuoteInput> = {},
) {
  const { input, view, token } = await sentQuote(t, clientOf(t, username), overrides)
  const res = await createClient(t.app).post(
    `/api/quote-links/${token}/accept`,
    customerAcceptance(view, { optionId: option }),
  )
  expect(res.status, await res.clone().text()).toBe(201)
  return input
}

/** A roll of `sku` at `hub`, `lengthFt` long, received behind the API's back. */
function roll(t: App, hubId: HubId, sku: string, lengthFt: number): RollDocument {
  return receiveRoll(
    { db: t.db, clock: t.clock.now },
    { id: null, name: 'test' },
    { id: randomUUID(), hubId, productId: `prod_${sku}`, lot: 'T-1', lengthFt, reason: '' },
    { sellable: false },
  ).roll
}

const storedRoll = (t: App, id: string) =>
  JSON.parse(
    t.db.prepare('SELECT doc FROM inventory_rolls WHERE id = ?').pluck().get(id) as string,
  ) as RollDocument

describe('an accepted quote of the supplier’s team', () => {
  it('is proposed once on the team calendar: the hub’s first team, 08:00 two working days on, the labor model’s hours', async () => {
    const t = quoteApp()
    const input = await acceptedOnLink(t, 'teammember', 'better')
    const { labor } = installationOf(input, 'better', DEFAULT_PRICING_SHEET)

    const events = installationOfQuote(t, input.id)
    expect(events).toHaveLength(1)
    const event = events[0]!
    expect(event).toMatchObject({
      id: `inst-${input.id}`,
      title: `Installation · ${input.code} v1`,
      status: 'proposed',
      hubId: 'atlanta',
      teamId: 'atlanta-1',
      start: WEDNESDAY_8AM,
      end: new Date(Date.parse(WEDNESDAY_8AM) + bookedHours(labor.siteHours) * HOUR_MS).toISOString(),
      link: { kind: 'quote', id: input.id, title: 'Dana Whitfield, Atlanta' },
      address: input.address,
      createdBy: userId(t, 'teammember'),
      confirmed: true,
      assigneeIds: [],
    } satisfies Partial<CalendarEvent>)
    expect(labor.siteHours).toBeGreaterThan(0)
    expect(event.notes.split('\n').slice(0, 2)).toEqual([laborLine(labor), input.address])
    expect(allEvents(t)).toHaveLength(1)
  })

  it('goes to the next team when the first is booked then, never double-booking', async () => {
    const t = quoteApp()
    const booked = makeEvent({
      id: 'booked-first',
      teamId: 'atlanta-1',
      start: '2025-06-04T13:00:00.000Z',
      end: '2025-06-04T15:00:00.000Z',
    })
    const { updatedAt: _, ...doc } = booked
    writeServerDocuments<CalendarEvent>(t.db, eventsCollection, [doc], t.clock.now())
    const input = await acceptedOnLink(t, 'teammember', 'good')
    expect(installationOfQuote(t, input.id)).toEqual([
      expect.objectContaining({ teamId: 'atlanta-2', start: WEDNESDAY_8AM, status: 'proposed' }),
    ])
    // Its proposal holds atlanta-2's time in turn: the next accepted job goes to atlanta-3.
    const next = await acceptedOnLink(t, 'teamlead', 'good')
    expect(installationOfQuote(t, next.id)[0]).toMatchObject({ teamId: 'atlanta-3', start: WEDNESDAY_8AM })
  })

  it('is booked at the hub serving the job’s state', async () => {
    const t = quoteApp()
    const input = await acceptedOnLink(t, 'teamlead', 'good', { address: '9 Ocean Dr, Tampa, FL 33602' })
    expect(installationOfQuote(t, input.id)[0]).toMatchObject({
      hubId: 'florida',
      teamId: 'florida-1',
      link: { title: 'Dana Whitfield, Tampa' },
    })
  })

  it('is proposed once however often the signature taken on the device arrives', async () => {
    const t = quoteApp()
    const member = clientOf(t, 'teammember')
    const input = deviceQuote(t)
    const view = await postQuote(member, input)
    const body = deviceAcceptance(t, view, { optionId: 'best' })
    const first = await member.post(`/api/quotes/${input.id}/accept`, body, { 'Idempotency-Key': 'outbox-1' })
    expect(first.status, await first.clone().text()).toBe(201)
    const film = installationOf(input, 'best', DEFAULT_PRICING_SHEET).film[0]!
    const stocked = roll(t, 'atlanta', film.sku, 100)
    // The same request again (the outbox retrying) answers the stored acceptance and books nothing more.
    const retry = await member.post(`/api/quotes/${input.id}/accept`, body, { 'Idempotency-Key': 'outbox-1' })
    expect(retry.status).toBe(200)
    expect(installationOfQuote(t, input.id)).toHaveLength(1)
    expect(proposeInstallation({ db: t.db, clock: t.clock.now }, input.id)).toMatchObject({
      created: false,
      event: { id: installationEventId(input.id) },
    })
    expect(allEvents(t)).toHaveLength(1)
    // The film that arrived after the booking is not reserved by a retry either.
    expect(storedRoll(t, stocked.id).reservedFt).toBe(0)
  })

  it('reaches the team’s devices, and the lead confirms it', async () => {
    const t = quoteApp()
    const input = await acceptedOnLink(t, 'teammember', 'good')
    const lead = clientOf(t, 'teamlead')
    const pulled = (await (await lead.get('/api/sync/v2/events/pull')).json()) as {
      documents: CalendarEvent[]
    }
    const event = pulled.documents.find((doc) => doc.id === `inst-${input.id}`)!
    expect(event.status).toBe('proposed')
    const confirmed = { ...event, status: 'scheduled' as const, confirmed: false }
    const res = await lead.post('/api/sync/v2/events/push', [
      { assumedMasterState: event, newDocumentState: confirmed },
    ])
    expect(res.status).toBe(200)
    expect(installationOfQuote(t, input.id)[0]!.status).toBe('scheduled')
  })
})

describe('the customer of a confirmed installation', () => {
  const scheduledMails = (t: App) => t.mailer.sent.filter((mail) => mail.purpose === 'installation-scheduled')

  /** The proposal as the lead's device pulled it, and a push of the lead's change to it. */
  async function leadsProposal(t: App, quoteId: string) {
    const lead = clientOf(t, 'teamlead')
    const pulled = (await (await lead.get('/api/sync/v2/events/pull')).json()) as {
      documents: CalendarEvent[]
    }
    const proposal = pulled.documents.find((doc) => doc.id === `inst-${quoteId}`)!
    const push = async (change: Partial<CalendarEvent>, assumed: CalendarEvent) => {
      const next = { ...assumed, ...change, confirmed: false }
      const res = await lead.post('/api/sync/v2/events/push', [
        { assumedMasterState: assumed, newDocumentState: next },
      ])
      expect(res.status, await res.clone().text()).toBe(200)
      return installationOfQuote(t, quoteId)[0]!
    }
    return { proposal, push }
  }

  it('is mailed the day and the arrival window once, when the lead confirms it', async () => {
    const t = quoteApp()
    const input = await acceptedOnLink(t, 'teammember', 'good')
    const { proposal, push } = await leadsProposal(t, input.id)
    // Moved while still a proposal: nobody is told yet.
    const moved = await push({ start: '2025-06-05T17:00:00.000Z', end: '2025-06-05T20:00:00.000Z' }, proposal)
    expect(scheduledMails(t)).toEqual([])

    const confirmed = await push({ status: 'scheduled' }, moved)
    expect(scheduledMails(t)).toEqual([
      expect.objectContaining({
        to: 'dana@example.com',
        subject: 'Your installation is scheduled: Thursday, June 5, 2025',
      }),
    ])
    const text = scheduledMails(t)[0]!.text
    expect(text).toContain(`quote ${input.code} v1`)
    // 17:00Z is 1 PM in Atlanta in June; the window is two hours.
    expect(text).toContain(`between 1:00 PM and 3:00 PM at ${input.address}`)
    expect(text).toContain('Southern Shield')
    expect(text).not.toContain('following working days')

    // Later pushes (a note, the same push again after a lost answer) mail nothing more.
    const noted = await push({ notes: `${confirmed.notes}\nGate code 4411` }, confirmed)
    await t.app.request('/api/sync/v2/events/push', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([{ assumedMasterState: noted, newDocumentState: noted }]),
    })
    await push({ status: 'proposed' }, noted).then((back) => push({ status: 'scheduled' }, back))
    expect(scheduledMails(t)).toHaveLength(1)
  })

  it('is mailed in the language the quote was made in', async () => {
    const t = quoteApp()
    const input = await acceptedOnLink(t, 'teammember', 'good', {
      customer: { name: 'Ana Pérez', email: 'ana@example.com', language: 'es' },
    })
    const { proposal, push } = await leadsProposal(t, input.id)
    await push({ status: 'scheduled' }, proposal)
    const [mail] = scheduledMails(t)
    expect(mail!.to).toBe('ana@example.com')
    expect(mail!.subject).toBe('Su instalación está programada: miércoles, 4 de junio de 2025')
    expect(mail!.text).toContain('Hola, Ana Pérez:')
  })

  it('is told a job of several days carries on until its last day', async () => {
    const t = quoteApp()
    const input = await acceptedOnLink(t, 'teammember', 'good')
    const { proposal, push } = await leadsProposal(t, input.id)
    // Wednesday 08:00 to Friday 12:00 in Atlanta.
    await push({ status: 'scheduled', end: '2025-06-06T16:00:00.000Z' }, proposal)
    expect(scheduledMails(t)[0]!.text).toContain(
      'The work carries on over the following working days, until Friday, June 6, 2025.',
    )
  })

  it('is not mailed for a quote without a customer email, nor for another kind of event', async () => {
    const t = quoteApp()
    const input = await acceptedOnLink(t, 'teammember', 'good')
    t.db.prepare("UPDATE quote_versions SET email = '' WHERE id = ?").run(input.id)
    const { proposal, push } = await leadsProposal(t, input.id)
    await push({ status: 'scheduled' }, proposal)
    const lead = clientOf(t, 'teamlead')
    const other = makeEvent({ id: 'request-job', createdBy: userId(t, 'teamlead'), status: 'scheduled' })
    expect(
      (await lead.post('/api/sync/v2/events/push', [{ assumedMasterState: null, newDocumentState: other }]))
        .status,
    ).toBe(200)
    expect(scheduledMails(t)).toEqual([])
  })
})

describe('an accepted quote of an independent installer', () => {
  it('books nothing on the supplier’s calendar and holds none of its film', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const film = installationOf(deviceQuote(t), 'good', DEFAULT_PRICING_SHEET).film[0]!
    const stocked = roll(t, 'atlanta', film.sku, 100)
    const onLink = await acceptedOnLink(t, 'installer', 'good')
    const input = deviceQuote(t)
    const view = await postQuote(installer, input)
    expect((await installer.post(`/api/quotes/${input.id}/accept`, deviceAcceptance(t, view))).status).toBe(
      201,
    )
    expect(count(t, 'events')).toBe(0)
    expect(proposeInstallation({ db: t.db, clock: t.clock.now }, onLink.id)).toBeNull()
    expect(storedRoll(t, stocked.id)).toMatchObject({ reservedFt: 0, reservations: [] })
  })
})

describe('the film of a proposed installation', () => {
  it('is reserved from the hub’s rolls with the most available, noted on the event', async () => {
    const t = quoteApp()
    const planned = installationOf(deviceQuote(t), 'better', DEFAULT_PRICING_SHEET).film
    expect(planned).toHaveLength(1)
    const { sku, feet } = planned[0]!
    const small = roll(t, 'atlanta', sku, 100)
    const large = roll(t, 'atlanta', sku, 100)
    // The first roll is opened: the second has the most available and takes the whole job.
    const opened = await clientOf(t, 'teamlead').post(`/api/inventory/rolls/${small.id}/cuts`, {
      id: randomUUID(),
      lengthFt: 30,
      reason: 'Job',
    })
    expect(opened.status).toBe(200)

    const input = await acceptedOnLink(t, 'teammember', 'better')
    const number = `${input.code} v1`
    expect(storedRoll(t, large.id)).toMatchObject({
      remainingFt: 100,
      reservedFt: feet,
      availableFt: Math.round((100 - feet) * 10) / 10,
      reservations: [{ quoteId: input.id, reservedFt: feet, reason: `Reserved for ${number}` }],
    })
    expect(storedRoll(t, small.id)).toMatchObject({ remainingFt: 70, reservedFt: 0 })
    expect(ledgerOf(t.db, large.id)[0]).toMatchObject({ kind: 'reserve', quoteId: input.id, deltaFt: 0 })
    expect(installationOfQuote(t, input.id)[0]!.notes).toContain(
      `Reserved at Atlanta: ${feet} ft of ${sku} (1 roll)`,
    )
  })

  it('is noted short, with the hub that could send it over, when the hub has not enough', async () => {
    const t = quoteApp()
    const address = '9 Ocean Dr, Tampa, FL 33602'
    const { sku, feet } = installationOf(deviceQuote(t, { address }), 'better', DEFAULT_PRICING_SHEET)
      .film[0]!
    const little = roll(t, 'florida', sku, 5)
    roll(t, 'atlanta', sku, 100)
    roll(t, 'atlanta', sku, 80)
    const input = await acceptedOnLink(t, 'teamlead', 'better', { address })
    const short = Math.round((feet - 5) * 10) / 10
    expect(storedRoll(t, little.id)).toMatchObject({ reservedFt: 5, availableFt: 0 })
    const notes = installationOfQuote(t, input.id)[0]!.notes
    expect(notes).toContain(`Short ${short} ft of ${sku} at Florida: Atlanta has 180 ft available (transfer)`)
  })

  it('is noted to be ordered from the supplier when no hub has enough', async () => {
    const t = quoteApp()
    const { sku, feet } = installationOf(deviceQuote(t), 'better', DEFAULT_PRICING_SHEET).film[0]!
    roll(t, 'carolinas', sku, 1)
    const input = await acceptedOnLink(t, 'teammember', 'better')
    expect(installationOfQuote(t, input.id)[0]!.notes).toContain(
      `Short ${feet} ft of ${sku} at Atlanta: order from the supplier`,
    )
    expect(count(t, 'inventory_ledger')).toBe(1) // the roll's receipt: nothing held anywhere else
  })
})
