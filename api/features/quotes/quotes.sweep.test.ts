import { describe, expect, it } from 'vitest'
import { DEFAULT_QUOTE_RULES } from '../../../domain/quotes/rules.ts'
import type { QuoteVersionView } from '../../../domain/quotes/state.ts'
import { createClient } from '../../test/client.ts'
import { clientOf, customerAcceptance, quoteApp, sentQuote } from '../../test/quotes.ts'
import { sweepQuotes } from './quotes.sweep.ts'

/*
 * The hourly sweep (decision 022): one reminder for a sent, unanswered quote that asked for it, after
 * the pricing sheet's days; never for one answered, withdrawn, superseded or expired.
 */

const DAY_MS = 24 * 60 * 60 * 1000
const FOLLOW_UP_MS = DEFAULT_QUOTE_RULES.followUpDays * DAY_MS

const sweep = (t: ReturnType<typeof quoteApp>) =>
  sweepQuotes({ db: t.db, clock: t.clock.now, mailer: t.mailer }, 'https://app.example.com')

const followUps = (t: ReturnType<typeof quoteApp>) =>
  t.mailer.sent.filter((mail) => mail.purpose === 'quote-follow-up')

describe('sweepQuotes', () => {
  it('follows up once, after the sheet’s days, with a link that opens the quote', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    const { input, view } = await sentQuote(t, installer, { followUp: true })
    t.clock.advance(FOLLOW_UP_MS - 60_000)
    expect(sweep(t)).toBe(0)
    t.clock.advance(60_000)
    expect(sweep(t)).toBe(1)
    const [mail] = followUps(t)
    expect(mail!.to).toBe('dana@example.com')
    const link = /https:\/\/app\.example\.com\/q\/([A-Za-z0-9_-]{22})/.exec(mail!.text)![1]!
    expect(await (await createClient(t.app).get(`/api/quote-links/${link}`)).json()).toMatchObject({
      hash: view.hash,
    })
    const stored = (await (await installer.get(`/api/quotes/${input.id}`)).json()) as QuoteVersionView
    expect(stored.followedUpAt).toBe(t.clock.now().toISOString())

    t.clock.advance(FOLLOW_UP_MS)
    expect(sweep(t)).toBe(0)
    expect(followUps(t)).toHaveLength(1)
  })

  it('leaves alone quotes that did not ask for it, were answered, withdrawn, superseded or expired', async () => {
    const t = quoteApp()
    const installer = clientOf(t, 'installer')
    await sentQuote(t, installer, { followUp: false })
    const accepted = await sentQuote(t, installer, { followUp: true })
    await createClient(t.app).post(
      `/api/quote-links/${accepted.token}/accept`,
      customerAcceptance(accepted.view),
    )
    const changes = await sentQuote(t, installer, { followUp: true })
    await createClient(t.app).post(`/api/quote-links/${changes.token}/changes`, { note: 'Cheaper please' })
    const revoked = await sentQuote(t, installer, { followUp: true })
    await installer.post(`/api/quotes/${revoked.input.id}/revoke`)
    await sentQuote(t, installer, { followUp: true, estimateId: 'est-old' })
    await sentQuote(t, installer, { followUp: false, estimateId: 'est-old', version: 2 })
    await sentQuote(t, installer, { followUp: true, validityDays: 1 })
    // A draft never sent is not followed up either.
    const draft = await sentQuote(t, installer, { followUp: true })
    t.db.prepare('UPDATE quote_versions SET sent_at = NULL WHERE id = ?').run(draft.input.id)

    t.clock.advance(FOLLOW_UP_MS)
    expect(sweep(t)).toBe(0)
    expect(followUps(t)).toEqual([])
  })
})
