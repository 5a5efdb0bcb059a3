import { isSentTo, type CalendarEvent } from '../../../domain/calendar/event.ts'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import { installDayPhotos } from '../../../domain/quotes/install-day.ts'
import { quoteNumber } from '../../../domain/quotes/quote.ts'
import type { QuoteStage, QuoteVersionView } from '../../../domain/quotes/state.ts'
import { quotePdfUrl, type QuoteDocumentKind } from '../quotes/quotes-api.ts'

/*
 * What a site visit needs on the device, in one place: the page that makes a visit available
 * offline fetches it (prepare-visit.ts), the badge checks it is there (use-visit-readiness.ts).
 *
 * The estimate or the installation itself is replicated and so already here; what may not be: the
 * photos its documents name (a photo whose bytes reached the server after its document is skipped by
 * the replication until asked for), the quote versions (read from the API, kept in the device
 * database), their PDF documents (kept in Cache Storage for the service worker), and the pricing sheet
 * and catalog the crew sheet and the estimator compute with.
 */

/** What is made available offline: an estimate (a measuring or selling visit) or an installation (its install day). */
export type VisitTarget = { kind: 'estimate'; id: string } | { kind: 'event'; id: string }

/** The collection of a document that names a photo: the replication downloads it through that collection's reading rule. */
type PhotoSource = 'estimates' | 'events'

interface NeededPhoto {
  id: string
  from: PhotoSource
}

export interface NeededDocument {
  url: string
  kind: QuoteDocumentKind
  /** 'Q-7K2M-Q9XD v1'. */
  number: string
}

/**
 * Whose quote versions a visit needs: an estimate's; none (an installation booked by hand); not shared
 * (the job's quote is another seller's: the server refuses it to this user, and its estimate's
 * photos with it); or not known yet (the server was not reached to ask).
 */
export type QuoteSource =
  { kind: 'estimate'; estimateId: string } | { kind: 'none' } | { kind: 'notShared' } | { kind: 'unknown' }

export interface VisitSources {
  target: VisitTarget['kind']
  /** The visit's estimate, or the job's when it is on this device. */
  estimate: Pick<Estimate, 'windows'> | null
  /** The installation, for a job. */
  event: Pick<CalendarEvent, 'installDay' | 'link'> | null
  quotes: QuoteSource
  /** The quote versions as this device last read them; null before the first read. */
  versions: readonly QuoteVersionView[] | null
}

export interface VisitNeeds {
  photos: NeededPhoto[]
  quotes: QuoteSource
  /** A job whose estimate is the user's needs that estimate on the device too. */
  estimate: boolean
  documents: NeededDocument[]
}

/** Versions a visit may still be about: a replaced or withdrawn one is not shown to a customer again. */
const SET_ASIDE: readonly QuoteStage[] = ['superseded', 'revoked']

/** A version's documents: its PDF (signed once accepted), and once installed the final invoice and warranty certificate. */
function documentsOf(version: QuoteVersionView): NeededDocument[] {
  const number = quoteNumber(version.snapshot)
  const kinds: QuoteDocumentKind[] = version.job ? ['pdf', 'invoice', 'warranty'] : ['pdf']
  return kinds.map((kind) => ({ url: quotePdfUrl(version.id, kind), kind, number }))
}

const windowPhotos = (windows: readonly { photos: readonly string[] }[]) =>
  windows.flatMap((window) => window.photos)

export function visitNeeds({ target, estimate, event, quotes, versions }: VisitSources): VisitNeeds {
  const shared = quotes.kind === 'estimate'
  const photos: NeededPhoto[] = [
    ...installDayPhotos(event?.installDay ?? null).map((id) => ({ id, from: 'events' as const })),
    // The windows the job's quote sold and the estimate as it is now: the crew's reference on site,
    // readable through the estimate, so only by the user it belongs to.
    ...(target === 'estimate' || shared
      ? [...windowPhotos(event?.installDay?.windows ?? []), ...windowPhotos(estimate?.windows ?? [])].map(
          (id) => ({ id, from: 'estimates' as const }),
        )
      : []),
  ]
  // A job needs its own version's documents; an estimate those of every version still in play.
  const jobQuote = event?.link?.kind === 'quote' ? event.link.id : null
  const inPlay = (versions ?? []).filter((version) =>
    jobQuote ? version.id === jobQuote : !SET_ASIDE.includes(version.stage),
  )
  return {
    photos: [...new Map(photos.map((photo) => [photo.id, photo])).values()],
    quotes,
    estimate: target === 'event' && shared,
    documents: shared ? inPlay.flatMap(documentsOf) : [],
  }
}

// ── what of it is on the device ─────────────────────────────────────────────────────────────

/** Why something could not be fetched, the last time it was tried. */
export const PROBLEMS = ['offline', 'notFound', 'failed'] as const
export type Problem = (typeof PROBLEMS)[number]

/** The lines of "what the visit needs", in the order they are listed. */
export const ITEM_KEYS = ['estimate', 'photos', 'quotes', 'documents', 'priceSheet', 'catalog'] as const
export type ItemKey = (typeof ITEM_KEYS)[number]

/** One line of "what the visit needs": how many of them are on the device, and why not all when not. */
export interface ReadinessItem {
  key: ItemKey
  have: number
  need: number
  problem: Problem | null
}

export interface DevicePresence {
  estimateKept: boolean
  missingPhotos: readonly string[]
  versionsKept: boolean
  missingDocuments: readonly string[]
  priceSheetKept: boolean
  catalogKept: boolean
}

export function readinessOf(
  needs: VisitNeeds,
  presence: DevicePresence,
  problems: Partial<Record<ItemKey, Problem>>,
): ReadinessItem[] {
  const item = (key: ItemKey, need: number, missing: number): ReadinessItem => ({
    key,
    have: need - missing,
    need,
    problem: missing > 0 ? (problems[key] ?? null) : null,
  })
  const flag = (key: ItemKey, kept: boolean) => item(key, 1, kept ? 0 : 1)
  const missingPhotos = new Set(presence.missingPhotos)
  const missingDocuments = new Set(presence.missingDocuments)
  const quotesKnown = needs.quotes.kind === 'estimate'
  return [
    ...(needs.estimate ? [flag('estimate', presence.estimateKept)] : []),
    item('photos', needs.photos.length, needs.photos.filter((photo) => missingPhotos.has(photo.id)).length),
    // Not asked yet: the versions are needed, and missing.
    ...(quotesKnown || needs.quotes.kind === 'unknown'
      ? [flag('quotes', quotesKnown && presence.versionsKept)]
      : []),
    ...(needs.documents.length > 0
      ? [
          item(
            'documents',
            needs.documents.length,
            needs.documents.filter((document) => missingDocuments.has(document.url)).length,
          ),
        ]
      : []),
    flag('priceSheet', presence.priceSheetKept),
    flag('catalog', presence.catalogKept),
  ]
}

export const allThere = (items: readonly ReadinessItem[]) => items.every((item) => item.have >= item.need)

// ── which installations a crew member's device makes ready by itself ──────────────────────────

/** Today and the next two days. */
const DAYS_AHEAD = 3

/**
 * The installations of the next days that send `user`: theirs (their team's, and they are named or no
 * one is), booked from a quote (an install day to work through), confirmed and not finished.
 */
export function upcomingCrewJobs<E extends CalendarEvent>(
  events: readonly E[],
  user: { id: string; teamId?: string | null },
  now: Date,
): E[] {
  const { from, to } = crewJobsRange(now)
  return events.filter(
    (event) =>
      event.installDay !== null &&
      event.teamId === user.teamId &&
      isSentTo(event, user.id) &&
      (event.status === 'scheduled' || event.status === 'inProgress') &&
      new Date(event.start) < to &&
      new Date(event.end) > from &&
      new Date(event.end) > now,
  )
}

/** The days upcomingCrewJobs looks at, from midnight today on this device, for the query that reads them. */
export function crewJobsRange(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getFullYear(), now.getMonth(), now.getDate()),
    to: new Date(now.getFullYear(), now.getMonth(), now.getDate() + DAYS_AHEAD),
  }
}
