import { describe, expect, it } from 'vitest'
import type { AcceptedQuoteView, PublicQuoteView } from '../../../domain/quotes/state.ts'
import { createClient } from '../../test/client.ts'
import {
  clientOf,
  customerAcceptance,
  deliverWebhook,
  depositEvent,
  fakeStripe,
  quoteApp,
  sentQuote,
} from '../../test/quotes.ts'

/*
 * Deposits paid by card through Stripe Checkout, against a fake of Stripe's HTTP API (as
 * api/features/orders/payments.test.ts does for orders): the session names the quote, and Stripe's
 * signed webhook marks the deposit paid, once.
 */

function cardApp() {
  const stripe = fakeStripe()
  return { ...quoteApp({ payments: stripe.payments }), stripe }
}

/** A sent quote accepted on its page with the deposit by card. */
async function acceptedByCard(t: ReturnType<typeof cardApp>) {
  const sent = await sentQuote(t, clientOf(t, 'installer'))
  const res = await createClient(t.app).post(
    `/api/quote-links/${sent.token}/accept`,
    customerAcceptance(sent.view, { depositMethod: 'card' }),
  )
  expect(res.status, await res.clone().text()).toBe(201)
  const due = sent.view.snapshot.options.find((option) => option.id === 'better')!.depositCents
  return { ...sent, answer: (await res.json()) as AcceptedQuoteView, due }
}

const pageOf = async (t: ReturnType<typeof cardApp>, token: string) =>
  (await (await createClient(t.app).get(`/api/quote-links/${token}`)).json()) as PublicQuoteView

describe('a deposit by card', () => {
  it('opens Stripe’s page for exactly the deposit, naming the quote, and answers its address', async () => {
    const t = cardApp()
    const { answer, due, input, token } = await acceptedByCard(t)
    expect(answer).toMatchObject({
      stage: 'accepted',
      cardAvailable: true,
      deposit: { state: 'due', method: 'card', dueCents: due, paidCents: 0 },
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_deposit_1',
    })
    const [params] = t.stripe.calls
    expect(params!.get('line_items[0][price_data][unit_amount]')).toBe(String(due))
    expect(params!.get('line_items[0][quantity]')).toBe('1')
    expect(params!.get('metadata[quote_id]')).toBe(input.id)
    expect(params!.get('client_reference_id')).toBe(input.id)
    expect(params!.get('cancel_url')).toBe(`http://localhost/q/${token}`)
  })

  it('is paid when Stripe says so, once: the same event again changes nothing', async () => {
    const t = cardApp()
    const { due, input, token } = await acceptedByCard(t)
    const paid = depositEvent('checkout.session.completed', {
      id: 'cs_test_deposit_1',
      quoteId: input.id,
      amountCents: due,
    })
    const res = await deliverWebhook(t, paid)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ received: true, outcome: 'paid' })
    expect((await pageOf(t, token)).deposit).toEqual({
      state: 'paid',
      method: 'card',
      dueCents: due,
      paidCents: due,
    })
    const paidAt = t.db.prepare('SELECT paid_at FROM quote_payments').pluck().get()

    t.clock.advance(60_000)
    const again = await deliverWebhook(t, paid)
    expect(await again.json()).toEqual({ received: true, outcome: 'unchanged' })
    expect((await pageOf(t, token)).deposit.paidCents).toBe(due)
    expect(t.db.prepare('SELECT paid_at FROM quote_payments').pluck().all()).toEqual([paidAt])
  })

  it('refuses a webhook whose signature does not hold: nothing changes', async () => {
    const t = cardApp()
    const { due, input, token } = await acceptedByCard(t)
    const paid = depositEvent('checkout.session.completed', {
      id: 'cs_test_deposit_1',
      quoteId: input.id,
      amountCents: due,
    })
    const res = await deliverWebhook(t, paid, 'whsec_someone_else')
    expect(res.status).toBe(400)
    expect((await pageOf(t, token)).deposit.state).toBe('due')
  })

  it('leaves a payment of another amount for the team, and an expired page lets the customer pay again', async () => {
    const t = cardApp()
    const { due, input, token } = await acceptedByCard(t)
    const short = depositEvent('checkout.session.completed', {
      id: 'cs_test_deposit_1',
      quoteId: input.id,
      amountCents: due - 1,
    })
    expect(await (await deliverWebhook(t, short, undefined)).json()).toEqual({
      received: true,
      outcome: 'unchanged',
    })
    const expired = depositEvent('checkout.session.expired', {
      id: 'cs_test_deposit_1',
      quoteId: input.id,
      amountCents: due,
    })
    expect(await (await deliverWebhook(t, expired)).json()).toEqual({ received: true, outcome: 'cancelled' })
    expect((await pageOf(t, token)).deposit.state).toBe('due')

    const again = await createClient(t.app).post(`/api/quote-links/${token}/deposit/card`)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_deposit_2' })
    // Asked again within the page's lifetime: the same page.
    const same = await createClient(t.app).post(`/api/quote-links/${token}/deposit/card`)
    expect(await same.json()).toEqual({ checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_deposit_2' })
    expect(t.stripe.calls).toHaveLength(2)
  })

  it('pays an invoiced deposit by card too; a paid one has nothing left to pay', async () => {
    const t = cardApp()
    const sent = await sentQuote(t, clientOf(t, 'installer'))
    await createClient(t.app).post(`/api/quote-links/${sent.token}/accept`, customerAcceptance(sent.view))
    expect((await pageOf(t, sent.token)).deposit.state).toBe('invoiced')
    const res = await createClient(t.app).post(`/api/quote-links/${sent.token}/deposit/card`)
    expect(res.status).toBe(200)
    const due = sent.view.snapshot.options.find((option) => option.id === 'better')!.depositCents
    await deliverWebhook(
      t,
      depositEvent('checkout.session.completed', {
        id: 'cs_test_deposit_1',
        quoteId: sent.input.id,
        amountCents: due,
      }),
    )
    expect((await pageOf(t, sent.token)).deposit).toMatchObject({ state: 'paid', method: 'card' })
    const none = await createClient(t.app).post(`/api/quote-links/${sent.token}/deposit/card`)
    expect(none.status).toBe(409)
    expect(await none.json()).toMatchObject({ code: 'depositNotDue' })
  })

  it('is not offered for a quote not accepted yet', async () => {
    const t = cardApp()
    const sent = await sentQuote(t, clientOf(t, 'installer'))
    const res = await createClient(t.app).post(`/api/quote-links/${sent.token}/deposit/card`)
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'notAccepted' })
    expect(t.stripe.calls).toHaveLength(0)
  })
})
