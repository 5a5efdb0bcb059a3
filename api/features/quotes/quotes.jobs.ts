import type { SessionUser } from '../../../domain/auth/roles.ts'
import { optionWindows, quoteNumber } from '../../../domain/quotes/quote.ts'
import type { AcceptedQuote, OpenQuote } from '../../../domain/quotes/state.ts'
import { listAcceptedQuotes, listUnansweredQuotes } from './quotes.repo.ts'
import { closedRefusal, depositViewOf, type Deps } from './quotes.service.ts'

/*
 * An installer's accepted quotes as jobs of their own. The supplier's teams get an installation
 * booked and stocked for them (quotes.installation.ts); an independent installer plans their own, so
 * their projects list each accepted version with the accepted option's windows, for the device to
 * compute the roll plans and order exactly that film from the shop.
 */

/**
 * The user's own accepted versions, the latest signature first. Only their own, whatever else they
 * may read (an admin reads every quote): this is their list of jobs, not a view of the business.
 */
export function listAcceptedJobs(deps: Pick<Deps, 'db'>, user: SessionUser): { quotes: AcceptedQuote[] } {
  const quotes = listAcceptedQuotes(deps.db, user.id).flatMap(({ row, input }): AcceptedQuote[] => {
    const { acceptance, snapshot } = row
    const option = snapshot.options.find(({ id }) => id === acceptance?.optionId)
    if (!acceptance || !option) return []
    return [
      {
        id: row.id,
        number: quoteNumber(snapshot),
        customerName: snapshot.customer.name,
        address: snapshot.address,
        option: {
          id: option.id,
          label: option.label,
          totalCents: option.totalCents,
          depositCents: option.depositCents,
        },
        deposit: depositViewOf(row),
        acceptedAt: acceptance.signedAt,
        windows: optionWindows(input, option.id),
      },
    ]
  })
  return { quotes }
}

/**
 * The user's own versions still open (not accepted, withdrawn, superseded or expired), the newest
 * first: what they may attach to a marketplace bid.
 */
export function listOpenQuotes(deps: Pick<Deps, 'db' | 'clock'>, user: SessionUser): { quotes: OpenQuote[] } {
  const now = deps.clock()
  const quotes = listUnansweredQuotes(deps.db, user.id)
    .filter((row) => closedRefusal(row, now) === null)
    .map(({ id, snapshot, createdAt }) => ({
      id,
      number: quoteNumber(snapshot),
      customerName: snapshot.customer.name,
      createdAt,
      options: snapshot.options.map((option) => ({
        id: option.id,
        label: option.label,
        totalCents: option.totalCents,
      })),
    }))
  return { quotes }
}
