import { createHash } from 'node:crypto'
import { isTeamRole } from '../../../domain/auth/roles.ts'
import { CalendarEventSchema, EVENT_LIMITS, type CalendarEvent } from '../../../domain/calendar/event.ts'
import { arrivalWindow, proposalWindow, proposeSlot } from '../../../domain/calendar/proposal.ts'
import { DOCUMENT_ID_PATTERN } from '../../../domain/estimates/estimate.ts'
import { HUBS, teamsOf, type HubId } from '../../../domain/hubs/hubs.ts'
import { shortageText } from '../../../domain/inventory/reservation.ts'
import {
  customerLine,
  hubsForAddress,
  installationNotes,
  installationOf,
  installationTitle,
} from '../../../domain/quotes/installation.ts'
import { plannedInstallDay } from '../../../domain/quotes/install-day.ts'
import { quoteNumber } from '../../../domain/quotes/quote.ts'
import { eventsCollection } from '../../../sync/collections/events.ts'
import { installationScheduledMail } from '../../documents/quote-mails.ts'
import { sendQuietly } from '../../mail/mailer.ts'
import { findEvents } from '../calendar/calendar.repo.ts'
import { reserveForJob, type JobReservation } from '../inventory/inventory.service.ts'
import { pricingSheetInForce } from '../settings/settings.service.ts'
import { readServerDocument, writeServerDocuments } from '../sync/sync.repo.ts'
import { advanceEstimateStatus, letterheadOf, senderOf } from './quotes.documents.ts'
import { findQuote, findQuoteInput, findUserType, setInstallationMailed } from './quotes.repo.ts'
import type { Deps } from './quotes.service.ts'

/*
 * The accepted quote becomes a proposed installation (decisions 022 and 024). When the quote is the
 * supplier's own (its owner is a team lead or a team member; an independent installer plans their
 * own jobs), the server books the accepted option's installation on the team calendar as `proposed`:
 * at the hub nearest the job, with the first of its teams free from 08:00 on the earliest working day
 * two working days on, for the crew hours of domain/estimator/labor.ts; and it reserves the film the
 * option's roll plans take from that hub's rolls, noting what is short and where it could come from.
 * The event replicates to the team's devices like any other; a team lead confirms, moves or cancels it.
 */

const hubName = (hubId: HubId) => HUBS.find((hub) => hub.id === hubId)?.name ?? hubId

/** The installation event's id: one per quote version, so that an acceptance handled again books nothing twice. */
export function installationEventId(quoteId: string): string {
  const id = `inst-${quoteId}`
  return id.length <= EVENT_LIMITS.idLength && DOCUMENT_ID_PATTERN.test(id)
    ? id
    : `inst-${createHash('sha256').update(quoteId).digest('hex').slice(0, 40)}`
}

export interface ProposedInstallation {
  event: CalendarEvent
  /** False when the quote's installation was already booked (nothing was written). */
  created: boolean
  /** The film held for it: only when it was booked just now. */
  reservation: JobReservation | null
}

/**
 * Books the accepted version's installation and holds its film, in one transaction; null when the
 * version is not accepted or not the supplier's team's. Once per version: the event's id derives from
 * it, and a second call answers the stored event.
 */
export function proposeInstallation(
  deps: Pick<Deps, 'db' | 'clock'>,
  quoteId: string,
): ProposedInstallation | null {
  const row = findQuote(deps.db, quoteId)
  if (!row?.acceptance) return null
  const ownerType = findUserType(deps.db, row.ownerId)
  if (!ownerType || !isTeamRole(ownerType)) return null
  const input = findQuoteInput(deps.db, quoteId)
  if (!input) return null
  const { optionId } = row.acceptance
  const id = installationEventId(quoteId)

  return deps.db.transaction((): ProposedInstallation => {
    const stored = readServerDocument(deps.db, eventsCollection, id)
    if (stored) return { event: stored, created: false, reservation: null }

    const now = deps.clock()
    const { windows, labor, film } = installationOf(input, optionId, pricingSheetInForce(deps.db))
    const hubs = hubsForAddress(row.snapshot.address)
    const hub = hubs[0]!
    const slot = proposeSlot({
      id,
      acceptedAt: now,
      siteHours: labor.siteHours,
      teams: teamsOf(hub),
      bookings: findEvents(deps.db, { ...proposalWindow(now), hubId: hub.id }),
    })
    const number = quoteNumber(row.snapshot)
    const reservation = reserveForJob(deps, {
      quoteId,
      quoteNumber: number,
      hubId: hub.id,
      hubOrder: hubs.map((each) => each.id),
      film: film.map(({ sku, feet }) => ({ sku, feet })),
    })
    const at = now.toISOString()
    const event = CalendarEventSchema.parse({
      id,
      title: installationTitle(row.snapshot),
      teamId: slot.teamId,
      hubId: hub.id,
      start: slot.start,
      end: slot.end,
      status: 'proposed',
      assigneeIds: [],
      link: {
        kind: 'quote',
        id: quoteId,
        title: customerLine(row.snapshot).slice(0, EVENT_LIMITS.linkTitle),
      },
      address: row.snapshot.address.trim().slice(0, EVENT_LIMITS.address),
      notes: installationNotes({
        labor,
        address: row.snapshot.address,
        hubName: hub.name,
        held: reservation.held,
        shortages: reservation.shortages.map((shortage) => shortageText(shortage, hubName)),
        doubleBooked: slot.doubleBooked,
      }),
      // The version's owner sold the job; the lead who confirms it edits it under their name.
      createdBy: row.ownerId,
      createdAt: at,
      editedAt: at,
      updatedAt: at,
      confirmed: true,
      _deleted: false,
      installDay: plannedInstallDay({ quoteHash: row.hash, windows, film }),
      history: [],
    } satisfies CalendarEvent)
    const { updatedAt: _, ...doc } = event
    const [written] = writeServerDocuments<CalendarEvent>(deps.db, eventsCollection, [doc], now)
    return { event: written!, created: true, reservation }
  })()
}

/**
 * proposeInstallation for the acceptance paths: the customer's signature stands whatever happens
 * here, so a failure is logged for the team to book the job by hand rather than refused.
 */
export function proposeInstallationQuietly(deps: Pick<Deps, 'db' | 'clock'>, quoteId: string): void {
  try {
    proposeInstallation(deps, quoteId)
  } catch (error) {
    console.error(`Could not propose the installation of quote ${quoteId}; book it by hand:`, error)
  }
}

/**
 * What follows a team lead's confirmation of an installation. Called with the events a push stored:
 * an accepted quote's event now `scheduled` moves its estimate to scheduled, and tells its customer
 * when the crew comes (decision 022: the appointment window), in the quote's language; once per quote
 * version, whatever later pushes bring (a reassignment, a note). A version without a customer email
 * mails nobody.
 */
export async function confirmInstallations(
  deps: Pick<Deps, 'db' | 'clock' | 'mailer'>,
  events: readonly CalendarEvent[],
): Promise<void> {
  for (const event of events) {
    if (event._deleted || event.status !== 'scheduled' || event.link?.kind !== 'quote') continue
    const row = findQuote(deps.db, event.link.id)
    if (!row?.acceptance) continue
    advanceEstimateStatus(deps.db, row.estimateId, 'scheduled', deps.clock())
    if (row.email.trim() === '') continue
    if (!setInstallationMailed(deps.db, row.id, deps.clock().toISOString())) continue
    await sendQuietly(
      deps.mailer,
      installationScheduledMail({
        to: row.email,
        snapshot: row.snapshot,
        arrival: arrivalWindow(event.start),
        end: event.end,
        address: event.address || row.snapshot.address,
        from: senderOf(letterheadOf(deps, row.ownerId)),
      }),
    )
  }
}
