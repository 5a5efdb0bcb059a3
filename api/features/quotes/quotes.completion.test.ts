import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import { DEFAULT_PRICING_SHEET } from '../../../domain/estimator/pricing.ts'
import type { RollDocument } from '../../../domain/inventory/roll.ts'
import { installationOf } from '../../../domain/quotes/installation.ts'
import { makeEstimate } from '../../../domain/testing/estimate-factory.ts'
import type { QuoteVersionView } from '../../../domain/quotes/state.ts'
import { createClient } from '../../test/client.ts'
import {
  eventPaths,
  photo,
  pullEvent,
  pushEvent,
  signedDay,
  signOffInstallation,
  upload,
} from '../../test/install-day.ts'
import { clientOf, customerAcceptance, quoteApp, sentQuote, userId } from '../../test/quotes.ts'
import { receiveRoll } from '../inventory/inventory.service.ts'

/*
 * The install day closes the job (decision 027): the crew records it in the installation's event, the
 * customer signs it off on the crew's device, and the push that brings the sign-off cuts the film from
 * the rolls that held it, stores the job with its change orders, and mails the customer the final
 * invoice (less the deposit) with the warranty certificate and a review request.
 */

type App = ReturnType<typeof quoteApp>
const paths = eventPaths
const push = pushEvent

/**
 * A team member's quote the customer accepted (the better option) with its deposit recorded in
 * cash, 200 ft of each of its films at Atlanta, and the lead's confirmation of the installation.
 */
async function confirmedJob(t: App, quote: { estimateId?: string } = {}) {
  const member = clientOf(t, 'teammember')
  const lead = clientOf(t, 'teamlead')
  const { input, view, token } = await sentQuote(t, member, quote)
  const { film } = installationOf(input, 'better', DEFAULT_PRICING_SHEET)
  const rolls = film.map(
    ({ sku }) =>
      receiveRoll(
        { db: t.db, clock: t.clock.now },
        { id: null, name: 'test' },
        {
          id: randomUUID(),
          hubId: 'atlanta',
          productId: `prod_${sku}`,
          lot: 'T-1',
          lengthFt: 200,
          reason: '',
        },
        { sellable: false },
      ).roll,
  )
  const accepted = await createClient(t.app).post(
    `/api/quote-links/${token}/accept`,
    customerAcceptance(view, { optionId: 'better', depositMethod: 'invoice' }),
  )
  expect(accepted.status).toBe(201)
  const option = view.snapshot.options.find((each) => each.id === 'better')!
  const paid = await member.post(`/api/quotes/${input.id}/payments`, {
    method: 'cash',
    amountCents: option.depositCents,
  })
  expect(paid.status, await paid.clone().text()).toBe(200)

  const eventId = `inst-${input.id}`
  const proposal = await pullEvent(lead, eventId)
  await push(lead, proposal, { ...proposal, status: 'scheduled' })
  return { input, view, token, option, film, rolls, eventId, member, lead }
}

const storedRoll = (t: App, id: string) =>
  JSON.parse(
    t.db.prepare('SELECT doc FROM inventory_rolls WHERE id = ?').pluck().get(id) as string,
  ) as RollDocument

describe('the install day of an accepted quote', () => {
  it('is booked with the accepted option’s windows and film, for the crew to open offline', async () => {
    const t = quoteApp()
    const { input, eventId, lead, film } = await confirmedJob(t)
    const event = await pullEvent(lead, eventId)
    expect(event.installDay).toMatchObject({
      windows: installationOf(input, 'better', DEFAULT_PRICING_SHEET).windows,
      film: film.map(({ sku, feet }) => ({ sku, feet })),
      signoff: null,
      changeOrders: [],
    })
  })

  it('closes the job when the customer signs it off: cuts on the held rolls, final invoice less the deposit, warranty, review request', async () => {
    const t = quoteApp()
    const { input, option, rolls, eventId, member, film } = await confirmedJob(t)
    const before = photo()
    const after = photo()
    const signature = photo()
    for (const each of [before, after, signature]) await upload(member, each)
    const event = await pullEvent(member, eventId)
    const day = signedDay(event.installDay!, { before: before.id, after: after.id, signature: signature.id })
    await push(member, event, { ...event, status: 'completed', installDay: day })

    // The film used came off the rolls that held it; nothing is held any more.
    for (const [index, roll] of rolls.entries()) {
      const stored = storedRoll(t, roll.id)
      expect(stored.reservedFt).toBe(0)
      expect(stored.remainingFt).toBeCloseTo(200 - (film[index]!.feet + 2), 1)
    }
    const cuts = t.db
      .prepare("SELECT count(*) FROM inventory_ledger WHERE order_number = ? AND kind = 'cut'")
      .pluck()
      .get(`${input.code} v1`)
    expect(cuts).toBe(rolls.length)

    // The final invoice: the option, the change order with its tax, less the deposit paid.
    const view = (await (await member.get(`/api/quotes/${input.id}`)).json()) as QuoteVersionView
    const taxCents = Math.round((12_000 * option.taxRateBp) / 10_000)
    expect(view.job).toMatchObject({
      signedBy: 'Dana Whitfield',
      invoice: {
        optionTotalCents: option.totalCents,
        changeOrdersCents: 12_000,
        depositPaidCents: option.depositCents,
        balanceCents: option.totalCents + 12_000 + taxCents - option.depositCents,
      },
    })

    const mails = t.mailer.sent.filter((mail) => mail.to === input.customer.email)
    const completed = mails.find((mail) => mail.purpose === 'job-completed')!
    expect(completed.attachments?.map((file) => file.filename)).toEqual([
      `${input.code}-v1-invoice.pdf`,
      `W-${input.code.slice(2)}-1.pdf`,
    ])
    expect(mails.filter((mail) => mail.purpose === 'review-request')).toHaveLength(1)

    // The same push again (an answer lost on the way) closes nothing twice.
    const stored = await pullEvent(member, eventId)
    await member.post(paths.push, [{ assumedMasterState: stored, newDocumentState: stored }])
    expect(t.mailer.sent.filter((mail) => mail.purpose === 'job-completed')).toHaveLength(1)

    // The invoice and the warranty certificate are PDFs the team can download.
    for (const kind of ['invoice', 'warranty']) {
      const res = await member.get(`/api/quotes/${input.id}/${kind}`)
      expect(res.status).toBe(200)
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')
    }
  })

  it('moves its estimate along: scheduled when the lead confirms, installed when the customer signs off, which no device can claim or undo', async () => {
    const t = quoteApp()
    const member = clientOf(t, 'teammember')
    const estimate = makeEstimate({ id: 'est-job', ownerId: userId(t, 'teammember') })
    const pushEstimate = (assumed: Estimate | null, next: Estimate) =>
      member.post('/api/sync/v2/estimates/push', [{ assumedMasterState: assumed, newDocumentState: next }])
    const storedEstimate = () =>
      JSON.parse(
        t.db.prepare('SELECT doc FROM estimates WHERE id = ?').pluck().get(estimate.id) as string,
      ) as Estimate
    await pushEstimate(null, estimate)
    const { eventId } = await confirmedJob(t, { estimateId: estimate.id })
    expect(storedEstimate().status).toBe('scheduled')

    // A device that read it as accepted, or that claims the job installed, changes nothing of it.
    const scheduled = storedEstimate()
    await pushEstimate(scheduled, { ...scheduled, status: 'accepted', notes: 'Gate code 4411' })
    expect(storedEstimate()).toMatchObject({ status: 'scheduled', notes: 'Gate code 4411' })
    const noted = storedEstimate()
    await pushEstimate(noted, { ...noted, status: 'installed' })
    expect(storedEstimate().status).toBe('scheduled')

    const [before, after, signature] = [photo(), photo(), photo()]
    for (const each of [before, after, signature]) await upload(member, each)
    const event = await pullEvent(member, eventId)
    const day = signedDay(event.installDay!, { before: before.id, after: after.id, signature: signature.id })
    await push(member, event, { ...event, status: 'completed', installDay: day })
    expect(storedEstimate().status).toBe('installed')
  })

  it('refuses a sign-off that does not match the work recorded, and a change to a signed day', async () => {
    const t = quoteApp()
    const { input, eventId, member, lead } = await confirmedJob(t)
    const signature = photo()
    await upload(member, signature)
    const event = await pullEvent(member, eventId)
    const day = signedDay(event.installDay!, {
      before: signature.id,
      after: signature.id,
      signature: signature.id,
    })
    const tampered = { ...day, crewHours: 3 }
    const refused = await member.post(paths.push, [
      { assumedMasterState: event, newDocumentState: { ...event, installDay: tampered, confirmed: false } },
    ])
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      issues: [{ path: 'installDay.signoff', code: 'signoffMismatch' }],
    })
    expect((await pullEvent(member, eventId)).installDay!.signoff).toBeNull()
    expect(t.db.prepare('SELECT count(*) FROM quote_jobs').pluck().get()).toBe(0)

    await push(member, event, { ...event, status: 'completed', installDay: day })
    const signed = await pullEvent(lead, eventId)
    await lead.post(paths.push, [
      {
        assumedMasterState: signed,
        newDocumentState: {
          ...signed,
          installDay: { ...signed.installDay!, checklist: [] },
          confirmed: false,
        },
      },
    ])
    expect((await pullEvent(lead, eventId)).installDay!.checklist).toHaveLength(5)
    expect(t.db.prepare('SELECT count(*) FROM quote_jobs WHERE quote_id = ?').pluck().get(input.id)).toBe(1)
  })

  it('takes the balance in cash, and the customer’s review once, on their link', async () => {
    const t = quoteApp()
    const { input, token, member } = await confirmedJob(t)
    const customer = createClient(t.app)
    expect(
      (await customer.post(`/api/quote-links/${token}/review`, { rating: 5, text: 'Great' })).status,
    ).toBe(409)
    await signOffInstallation(member, input.id)

    const owed = ((await (await member.get(`/api/quotes/${input.id}`)).json()) as QuoteVersionView).job!
      .invoice
    const cash = await member.post(`/api/quotes/${input.id}/payments`, {
      method: 'check',
      amountCents: owed.balanceCents,
    })
    expect(((await cash.json()) as QuoteVersionView).job!.invoice.balanceCents).toBe(0)
    expect(
      (await member.post(`/api/quotes/${input.id}/payments`, { method: 'cash', amountCents: 1 })).status,
    ).toBe(409)

    const reviewed = await customer.post(`/api/quote-links/${token}/review`, {
      rating: 5,
      text: 'Spotless work',
    })
    expect(reviewed.status).toBe(200)
    expect(((await reviewed.json()) as QuoteVersionView).job!.review).toMatchObject({
      rating: 5,
      text: 'Spotless work',
    })
    expect((await customer.post(`/api/quote-links/${token}/review`, { rating: 1, text: '' })).status).toBe(
      409,
    )
    expect((await customer.post(`/api/quote-links/${token}/review`, { rating: 6, text: '' })).status).toBe(
      400,
    )
    expect((await customer.get(`/api/quote-links/${token}/warranty`)).status).toBe(200)
  })

  it('gives the film back when the lead cancels the installation', async () => {
    const t = quoteApp()
    const { rolls, eventId, lead } = await confirmedJob(t)
    expect(storedRoll(t, rolls[0]!.id).reservedFt).toBeGreaterThan(0)
    const event = await pullEvent(lead, eventId)
    await push(lead, event, { ...event, status: 'cancelled' })
    for (const roll of rolls)
      expect(storedRoll(t, roll.id)).toMatchObject({ reservedFt: 0, remainingFt: 200 })
  })
})
