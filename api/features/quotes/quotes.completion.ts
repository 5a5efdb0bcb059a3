import type { SessionUser } from '../../../domain/auth/roles.ts'
import type { CalendarEvent } from '../../../domain/calendar/event.ts'
import { easternDay } from '../../../domain/calendar/proposal.ts'
import { filmUsed } from '../../../domain/quotes/install-day.ts'
import { QUOTE_CODES } from '../../../domain/quotes/errors.ts'
import { newQuoteToken, quoteNumber, tokenDigest } from '../../../domain/quotes/quote.ts'
import type { ReviewInput } from '../../../domain/quotes/state.ts'
import { finalInvoicePdf, warrantyCertificatePdf } from '../../documents/job-pdf.ts'
import { jobCompletedMail, reviewRequestMail } from '../../documents/job-mails.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { sendQuietly } from '../../mail/mailer.ts'
import { insertAudit } from '../admin/audit.repo.ts'
import { actorOf, cutForJob, releaseForQuote } from '../inventory/inventory.service.ts'
import { advanceEstimateStatus, letterheadOf, senderOf } from './quotes.documents.ts'
import { installationEventId } from './quotes.installation.ts'
import {
  findQuote,
  insertJob,
  insertLink,
  setInvoiceMailed,
  setReview,
  type QuoteRow,
} from './quotes.repo.ts'
import { jobViewOf, type Deps } from './quotes.service.ts'

/*
 * The install day's end (decision 027). The crew records the day in the installation's calendar event
 * and the customer signs it off on their device; when the push that carries the sign-off is stored
 * (its signatures already checked against what they sign, domain/quotes/install-day.ts), the server
 * closes the job once: the film used is cut from the rolls that held it, the job is stored with its
 * change orders, and the customer is mailed the final invoice (the option less what was paid, with the
 * change orders) with the warranty certificate, and asked for a review. A cancelled installation gives
 * its film back.
 */

/** The installed job's day, YYYY-MM-DD in the hubs' time: what the invoice and the warranty date from. */
function installedOn(completedAt: string): string {
  const { year, month, day } = easternDay(new Date(completedAt))
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The final invoice and the warranty certificate of an installed job, in the customer's language. */
async function jobDocuments(
  deps: Pick<Deps, 'db' | 'clock'>,
  row: QuoteRow,
  payLink: string | null,
): Promise<{ invoicePdf: Uint8Array; warrantyPdf: Uint8Array } | null> {
  const job = jobViewOf(row)
  if (!job || !row.acceptance) return null
  const letterhead = letterheadOf(deps, row.ownerId)
  const common = {
    snapshot: row.snapshot,
    optionId: row.acceptance.optionId,
    installedOn: installedOn(job.completedAt),
    letterhead,
  }
  const [invoicePdf, warrantyPdf] = await Promise.all([
    finalInvoicePdf({ ...common, invoice: job.invoice, changeOrders: job.changeOrders, payLink }),
    warrantyCertificatePdf(common),
  ])
  return { invoicePdf, warrantyPdf }
}

/** Stores the job of one signed-off event and cuts its film; false when it was already closed. */
function storeJob(
  deps: Pick<Deps, 'db' | 'clock'>,
  event: CalendarEvent,
  row: QuoteRow,
  pushedBy: SessionUser,
): boolean {
  const day = event.installDay!
  const signoff = day.signoff!
  const now = deps.clock()
  return deps.db.transaction(() => {
    const stored = insertJob(deps.db, {
      quoteId: row.id,
      eventId: event.id,
      signedBy: signoff.name,
      // A device's clock running ahead cannot date the job after the server received it.
      completedAt: new Date(Math.min(Date.parse(signoff.signedAt), now.getTime())).toISOString(),
      receivedAt: now.toISOString(),
      changeOrders: day.changeOrders,
      film: filmUsed(day),
      crewHours: day.crewHours,
    })
    if (!stored) return false
    advanceEstimateStatus(deps.db, row.estimateId, 'installed', now)
    const number = quoteNumber(row.snapshot)
    const uncoveredFt = cutForJob(deps, {
      quoteId: row.id,
      quoteNumber: number,
      hubId: event.hubId,
      used: filmUsed(day),
      doneAt: signoff.signedAt,
    })
    if (uncoveredFt > 0)
      console.warn(
        `${number} used ${uncoveredFt} ft no roll at ${event.hubId} had: the next count catches up.`,
      )
    insertAudit(deps.db, {
      at: now.toISOString(),
      actorId: pushedBy.id,
      action: 'quote.installed',
      subject: number,
      before: null,
      after: {
        eventId: event.id,
        signedBy: signoff.name,
        changeOrders: day.changeOrders.map(({ id, amountCents, hash }) => ({ id, amountCents, hash })),
        film: filmUsed(day),
        crewHours: day.crewHours,
      },
    })
    return true
  })()
}

/** Mails the customer the final invoice with the warranty, and the review request: once per job. */
async function mailClosedJob(deps: Pick<Deps, 'db' | 'clock' | 'mailer'>, quoteId: string, origin: string) {
  const row = findQuote(deps.db, quoteId)
  if (!row?.job || row.email.trim() === '') return
  const at = deps.clock().toISOString()
  if (!setInvoiceMailed(deps.db, row.id, at)) return
  // The server never holds the device's token: the mail carries a link of its own.
  const token = newQuoteToken()
  insertLink(deps.db, { digest: tokenDigest(token), quoteId: row.id, purpose: 'accepted', at })
  const link = `${origin}/q/${token}`
  const documents = await jobDocuments(deps, row, link)
  const job = jobViewOf(row)
  if (!documents || !job) return
  const from = senderOf(letterheadOf(deps, row.ownerId))
  await sendQuietly(
    deps.mailer,
    jobCompletedMail({
      to: row.email,
      snapshot: row.snapshot,
      from,
      invoice: job.invoice,
      link,
      ...documents,
    }),
  )
  await sendQuietly(
    deps.mailer,
    reviewRequestMail({ to: row.email, snapshot: row.snapshot, from, link: `${link}#review` }),
  )
}

/**
 * After a push of events: closes the job of each accepted quote's installation the customer signed
 * off, and gives back the film of each one cancelled. A failure is logged, never refused: the crew's
 * record is stored and the next push of the event tries again.
 */
export async function closeInstalledJobs(
  deps: Pick<Deps, 'db' | 'clock' | 'mailer'>,
  events: readonly CalendarEvent[],
  { user, origin }: { user: SessionUser; origin: string },
): Promise<void> {
  for (const event of events) {
    if (event._deleted || event.link?.kind !== 'quote') continue
    const quoteId = event.link.id
    try {
      const row = findQuote(deps.db, quoteId)
      if (!row?.acceptance) continue
      // Only the installation the server booked holds the film; a visit a lead linked by hand does not.
      if (event.status === 'cancelled' && !row.job && event.id === installationEventId(quoteId)) {
        releaseForQuote(deps, actorOf(deps.db, user), quoteId, {
          reason: `Installation cancelled: ${quoteNumber(row.snapshot)}`,
        })
        continue
      }
      if (!event.installDay?.signoff || event.installDay.quoteHash !== row.hash) continue
      if (!row.job) storeJob(deps, event, row, user)
      await mailClosedJob(deps, quoteId, origin)
    } catch (error) {
      console.error(`Could not close the job of quote ${quoteId} (event ${event.id}):`, error)
    }
  }
}

/** An installed job's final invoice or warranty certificate, as a file to save; 409 before it is installed. */
export async function jobPdf(
  deps: Pick<Deps, 'db' | 'clock'>,
  row: QuoteRow,
  kind: 'invoice' | 'warranty',
): Promise<{ bytes: Uint8Array; filename: string }> {
  const documents = await jobDocuments(deps, row, null)
  if (!documents) throw new FeatureError(409, 'notInstalled', QUOTE_CODES)
  const name = `${row.snapshot.code}-v${row.snapshot.version}`
  return kind === 'invoice'
    ? { bytes: documents.invoicePdf, filename: `${name}-invoice.pdf` }
    : { bytes: documents.warrantyPdf, filename: `${name}-warranty.pdf` }
}

/** The customer's review of their installed job: once; the first stands. */
export function reviewJob(deps: Pick<Deps, 'db' | 'clock'>, row: QuoteRow, review: ReviewInput): void {
  if (!row.job) throw new FeatureError(409, 'notInstalled', QUOTE_CODES)
  if (!setReview(deps.db, row.id, { ...review, at: deps.clock().toISOString() }))
    throw new FeatureError(409, 'alreadyReviewed', QUOTE_CODES)
}
