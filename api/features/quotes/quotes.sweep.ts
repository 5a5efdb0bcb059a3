import { isExpired } from '../../../domain/quotes/state.ts'
import { newQuoteToken, tokenDigest } from '../../../domain/quotes/quote.ts'
import { quoteFollowUpMail } from '../../documents/quote-mails.ts'
import { sendQuietly } from '../../mail/mailer.ts'
import { pricingSheetInForce } from '../settings/settings.service.ts'
import { letterheadOf, senderOf } from './quotes.documents.ts'
import { findFollowUpCandidates, insertLink, setFollowedUp } from './quotes.repo.ts'
import type { Deps } from './quotes.service.ts'

/** How often the server looks for quotes to follow up. */
export const QUOTE_SWEEP_MS = 60 * 60 * 1000

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Follows up, once, each version whose follow-up was asked for: sent at least the pricing sheet's
 * days ago and still unanswered, neither withdrawn, superseded nor expired. The mail carries a link
 * the server draws for it (it never holds the device's token). Expiry itself needs no sweep: a link
 * past its validity is refused when opened. Answers how many it mailed.
 */
export function sweepQuotes(deps: Deps, origin: string): number {
  const now = deps.clock()
  const days = pricingSheetInForce(deps.db).quote.followUpDays
  const sentBy = new Date(now.getTime() - days * DAY_MS).toISOString()
  let mailed = 0
  for (const row of findFollowUpCandidates(deps.db, sentBy)) {
    if (row.superseded || isExpired(row.snapshot, now)) continue
    const token = newQuoteToken()
    const at = now.toISOString()
    const marked = deps.db.transaction(() => {
      if (!setFollowedUp(deps.db, row.id, at)) return false
      insertLink(deps.db, { digest: tokenDigest(token), quoteId: row.id, purpose: 'followUp', at })
      return true
    })()
    if (!marked) continue
    void sendQuietly(
      deps.mailer,
      quoteFollowUpMail({
        to: row.email,
        snapshot: row.snapshot,
        link: `${origin}/q/${token}`,
        from: senderOf(letterheadOf(deps, row.ownerId)),
      }),
    )
    mailed++
  }
  return mailed
}
