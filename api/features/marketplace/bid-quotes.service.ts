import type { SessionUser } from '../../../domain/auth/roles.ts'
import type { BidDocument } from '../../../domain/marketplace/bid.ts'
import { MARKETPLACE_CODES } from '../../../domain/marketplace/errors.ts'
import type { JobDocument } from '../../../domain/marketplace/job.ts'
import type { AcceptedQuoteView, AcceptQuoteInput, PublicQuoteView } from '../../../domain/quotes/state.ts'
import { FeatureError } from '../../http/feature-error.ts'
import type { MailMessage } from '../../mail/mailer.ts'
import type { PaymentProviders } from '../orders/payments.ts'
import {
  acceptAsCustomer,
  acceptedViewOf,
  isSameAcceptance,
  openQuoteOfBid,
  type Arrival,
} from '../quotes/quotes.answers.ts'
import { findQuote } from '../quotes/quotes.repo.ts'
import type { Deps as QuoteDeps } from '../quotes/quotes.service.ts'
import { findBid, findJob } from './marketplace.repo.ts'
import { hire, hireableBid, ownJob } from './jobs.service.ts'
import { partyOf, sendAll } from './marketplace.shared.ts'

/*
 * A bid that carries the installer's itemized quote (decision 022, "Marketplace"): the poster reads
 * the quote as a customer reads their link, and hires by accepting it — option, name, drawn signature,
 * consent, deposit — through the quote's own acceptance. The acceptance and the hire are stored in one
 * transaction: a refused signature hires nobody, a job hired meanwhile stores no signature.
 */

type Deps = QuoteDeps

/** The bid of the poster's job, and the quote it carries; 404 for a bid elsewhere, 409 for one without. */
function quotedBid(deps: Deps, user: SessionUser, jobId: string, bidId: string) {
  const job = ownJob(deps, user, jobId)
  const bid = findBid(deps.db, bidId)
  if (!bid || bid.jobId !== jobId) throw new FeatureError(404, 'bidNotFound', MARKETPLACE_CODES)
  if (!bid.quote) throw new FeatureError(404, 'bidHasNoQuote', MARKETPLACE_CODES)
  return { job, bid, quoteId: bid.quote.id }
}

/** The quote a bid on the user's job carries, as its customer's page shows it. */
export function readBidQuote(
  deps: Deps,
  payments: PaymentProviders,
  user: SessionUser,
  jobId: string,
  bidId: string,
): PublicQuoteView {
  const { job, bid, quoteId } = quotedBid(deps, user, jobId, bidId)
  // Opened by its poster, the quote counts as viewed; an admin looking in, or the installer, does not.
  const byPoster = user.id === job.ownerId && user.id !== bid.installerId
  return openQuoteOfBid(deps, payments, quoteId, byPoster)
}

/**
 * The poster hires the bid's installer by accepting their quote. The same request again (a retry whose
 * answer was lost) answers what was stored; anything else on a hired job is refused.
 */
export async function hireWithQuote(
  deps: Deps,
  payments: PaymentProviders,
  user: SessionUser,
  jobId: string,
  bidId: string,
  input: AcceptQuoteInput,
  arrival: Arrival,
): Promise<{ job: JobDocument; quote: AcceptedQuoteView; created: boolean }> {
  const { job, bid, quoteId } = quotedBid(deps, user, jobId, bidId)
  const row = findQuote(deps.db, quoteId)
  if (!row) throw new FeatureError(404, 'bidHasNoQuote', MARKETPLACE_CODES)
  if (job.hiredBidId === bidId && isSameAcceptance(row, user, input))
    return { job, quote: acceptedViewOf(deps, payments, row), created: false }
  hireableBid(deps, job, bidId)

  let mails: MailMessage[] = []
  const current = (): { job: JobDocument; bid: BidDocument } => {
    const now = findJob(deps.db, jobId)
    if (!now) throw new FeatureError(404, 'jobNotFound', MARKETPLACE_CODES)
    return { job: now, bid: hireableBid(deps, now, bid.id) }
  }
  const quote = await acceptAsCustomer(deps, payments, row, input, arrival, {
    link: `${arrival.origin}/my-projects/${encodeURIComponent(jobId)}`,
    to: partyOf(deps, user.id).email || null,
    signer: user,
    recheck: () => void current(),
    alsoWrite: () => {
      const { job: now, bid: hired } = current()
      mails = hire(deps, now, hired, arrival.origin).mails
    },
  })
  sendAll(deps, mails)
  return { job: findJob(deps.db, jobId)!, quote, created: true }
}
