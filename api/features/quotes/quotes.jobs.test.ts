import { describe, expect, it } from 'vitest'
import { computeEstimate } from '../../../domain/estimator/compute.ts'
import { DEFAULT_PRICING_SHEET } from '../../../domain/estimator/pricing.ts'
import { installationOf } from '../../../domain/quotes/installation.ts'
import { optionWindows, type OptionId } from '../../../domain/quotes/quote.ts'
import type { AcceptedQuote } from '../../../domain/quotes/state.ts'
import { createClient, type TestClient } from '../../test/client.ts'
import { clientOf, customerAcceptance, quoteApp, sentQuote } from '../../test/quotes.ts'

/*
 * GET /api/quotes/accepted: an installer's own accepted versions as jobs, each with the accepted
 * option's windows, from which the device plans (and orders) the same film the installation takes.
 */

type App = ReturnType<typeof quoteApp>

/** A quote `client` made and sent, which the customer accepts on the link with `option`. */
async function accepted(t: App, client: TestClient, option: OptionId, customer = 'Dana Whitfield') {
  const { input, view, token } = await sentQuote(t, client, {
    customer: { name: customer, email: 'dana@example.com', language: 'en' },
  })
  const res = await createClient(t.app).post(
    `/api/quote-links/${token}/accept`,
    customerAcceptance(view, { optionId: option, depositMethod: 'invoice' }),
  )
  expect(res.status, await res.clone().text()).toBe(201)
  return input
}

async function acceptedList(client: TestClient): Promise<AcceptedQuote[]> {
  const res = await client.get('/api/quotes/accepted')
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { quotes: AcceptedQuote[] }).quotes
}

describe('GET /api/quotes/accepted', () => {
  it('lists the owner’s accepted versions, the latest first, with the accepted option and its windows', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const first = await accepted(t, installer, 'better', 'Ruth Okafor')
    t.clock.advance(60_000)
    const second = await accepted(t, installer, 'best')
    // Sent but not answered: not a job yet.
    await sentQuote(t, installer)

    const list = await acceptedList(installer)
    expect(list.map((quote) => quote.id)).toEqual([second.id, first.id])
    const better = list[1]!
    expect(better).toMatchObject({
      number: `${first.code} v1`,
      customerName: 'Ruth Okafor',
      address: first.address,
      option: { id: 'better', label: 'Better' },
      deposit: { state: 'invoiced', method: 'invoice', paidCents: 0 },
      acceptedAt: expect.any(String),
    })
    expect(better.option.totalCents).toBeGreaterThan(0)
    expect(better.deposit.dueCents).toBe(better.option.depositCents)
    // The option's film on every window: the device's plans are the installation's film.
    expect(better.windows).toEqual(optionWindows(first, 'better'))
    const { plans } = computeEstimate(
      { windows: better.windows, address: better.address },
      { sheet: DEFAULT_PRICING_SHEET },
    )
    expect(plans.map(({ film, plan }) => ({ filmSku: film.sku, feet: plan.linearFeet }))).toEqual(
      installationOf(first, 'better', DEFAULT_PRICING_SHEET).film.map(({ filmSku, feet }) => ({
        filmSku,
        feet,
      })),
    )
  })

  it('shows no one else’s: another quoter’s and an admin’s lists leave the installer’s out', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const mine = await accepted(t, installer, 'good')
    const lead = clientOf(t, 'teamlead')
    const theirs = await accepted(t, lead, 'good')

    expect((await acceptedList(installer)).map((quote) => quote.id)).toEqual([mine.id])
    expect((await acceptedList(lead)).map((quote) => quote.id)).toEqual([theirs.id])
    // An admin reads any quote, but this is a list of their own jobs.
    expect(await acceptedList(clientOf(t, 'admin'))).toEqual([])
  })

  it('is for those who quote: 401 signed out, 403 for a homeowner', async () => {
    const t = quoteApp()
    await accepted(t, clientOf(t, 'installer'), 'good')
    expect((await createClient(t.app).get('/api/quotes/accepted')).status).toBe(401)
    expect((await clientOf(t, 'homeowner').get('/api/quotes/accepted')).status).toBe(403)
  })
})
