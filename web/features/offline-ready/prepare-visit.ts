import type { CalendarEvent } from '../../../domain/calendar/event.ts'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import type { SyncDatabase } from '../../../sync/client/database.ts'
import { ApiError } from '../../app/api-client.ts'
import type { RefreshResult } from '../../app/cached-resource.ts'
import { refreshCatalog, storedCatalogVersion } from '../../app/catalog-store.ts'
import { deviceDb, type DeviceDatabase } from '../../app/device-db.ts'
import { keepDocument, missingDocuments, type KeptDocument } from '../../app/offline-documents.ts'
import { refreshPricingSheet, storedPricingSheetVersion } from '../../app/pricing-sheet-store.ts'
import type { OpenSync } from '../../app/sync/sync-session.tsx'
import { eventsOf } from '../calendar/use-events.ts'
import { estimatesOf, toEstimate } from '../estimates/api/estimates-collection.ts'
import { fetchQuote } from '../quotes/quotes-api.ts'
import { refreshVersions, storedVersions } from '../quotes/versions.ts'
import { visitNeeds, type ItemKey, type Problem, type QuoteSource, type VisitTarget } from './visit-needs.ts'
import { readVisitRecord, writeVisitRecord, type VisitRecord } from './visit-record.ts'

/*
 * Fetches what a visit needs (visit-needs.ts) that is not on the device yet, and records the outcome.
 * Each part is tried whatever happens to the others, so a lost signal halfway keeps what arrived and
 * a retry fetches only the rest. Runs when a user asks ("Make available offline") and, for a crew
 * member's next installations, by itself (crew-visits.tsx).
 */

export interface PrepareContext {
  userId: string
  sync: SyncDatabase
  fetchPhoto: OpenSync['fetchPhoto']
  device?: DeviceDatabase
}

/** Why something did not arrive: the browser's own idea of the network tells a lost signal from a failure. */
const lost = (): Problem => (typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'failed')

const DOCUMENT_PROBLEMS: Record<Exclude<KeptDocument, 'kept'>, Problem> = {
  offline: 'offline',
  refused: 'notFound',
  failed: 'failed',
}

async function findEstimate(sync: SyncDatabase, id: string): Promise<Estimate | null> {
  const doc = await estimatesOf(sync).findOne(id).exec()
  return doc ? toEstimate(doc) : null
}

async function findEvent(sync: SyncDatabase, id: string): Promise<CalendarEvent | null> {
  const doc = await eventsOf(sync).findOne(id).exec()
  return doc ? (doc.toMutableJSON() as CalendarEvent) : null
}

/**
 * Whose quote versions a job needs: the server says which estimate its quote belongs to, and answers
 * only that estimate's owner. Without an answer, what an earlier preparation learned stands.
 */
async function jobQuotes(
  event: CalendarEvent,
  previous: VisitRecord | null,
  problems: Partial<Record<ItemKey, Problem>>,
): Promise<QuoteSource> {
  if (event.link?.kind !== 'quote') return { kind: 'none' }
  try {
    const view = await fetchQuote(event.link.id)
    return { kind: 'estimate', estimateId: view.estimateId }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404))
      return { kind: 'notShared' }
    problems.quotes = lost()
    return previous?.quotes ?? { kind: 'unknown' }
  }
}

/** A refresh that ended without a copy on the device is a problem; with one (an older copy), not. */
const keptAfter = async (result: RefreshResult, stored: () => Promise<string | null>) =>
  result !== 'offline' || (await stored()) !== null

async function prepare(target: VisitTarget, context: PrepareContext): Promise<VisitRecord | null> {
  const { userId, sync, fetchPhoto } = context
  const device = context.device ?? deviceDb()
  const problems: Partial<Record<ItemKey, Problem>> = {}
  const previous = await readVisitRecord(userId, target, device)

  const event = target.kind === 'event' ? await findEvent(sync, target.id) : null
  let estimate = target.kind === 'estimate' ? await findEstimate(sync, target.id) : null
  // Nothing to prepare for a document this device does not have (deleted meanwhile).
  if (!event && !estimate) return null

  const quotes: QuoteSource = event
    ? await jobQuotes(event, previous, problems)
    : { kind: 'estimate', estimateId: target.id }
  const [sheet, catalog, versions] = await Promise.all([
    refreshPricingSheet(device),
    refreshCatalog(device),
    quotes.kind === 'estimate' ? refreshVersions(quotes.estimateId, device) : null,
  ])
  if (!(await keptAfter(sheet, () => storedPricingSheetVersion(device)))) problems.priceSheet = lost()
  if (!(await keptAfter(catalog, () => storedCatalogVersion(device)))) problems.catalog = lost()
  if (versions === 'offline') problems.quotes = lost()
  if (quotes.kind === 'estimate' && !estimate) estimate = await findEstimate(sync, quotes.estimateId)

  const needs = visitNeeds({
    target: target.kind,
    estimate,
    event,
    quotes,
    versions: quotes.kind === 'estimate' ? await storedVersions(quotes.estimateId, device) : null,
  })

  const documents = await missingDocuments(needs.documents.map((document) => document.url))
  for (const url of documents) {
    const kept = await keepDocument(url)
    if (kept !== 'kept') problems.documents ??= DOCUMENT_PROBLEMS[kept]
  }

  const missing = new Set(await sync.photos.missing(needs.photos.map((photo) => photo.id)))
  for (const photo of needs.photos.filter(({ id }) => missing.has(id))) {
    try {
      // False: the server has no such photo for this user (yet).
      if (!(await fetchPhoto(photo.from, photo.id))) problems.photos ??= 'notFound'
    } catch {
      problems.photos = lost()
    }
  }

  const record: VisitRecord = { preparedAt: Date.now(), quotes, problems }
  await writeVisitRecord(userId, target, record, device)
  return record
}

const running = new Map<string, Promise<VisitRecord | null>>()

/**
 * Makes a visit available offline; a call while the same visit is under way shares it. Resolves with
 * what was recorded (null when the document is not on this device). Never throws for the network.
 */
export function prepareVisit(target: VisitTarget, context: PrepareContext): Promise<VisitRecord | null> {
  const key = `${context.userId}:${target.kind}:${target.id}`
  let run = running.get(key)
  if (!run) {
    run = prepare(target, context).finally(() => running.delete(key))
    running.set(key, run)
  }
  return run
}
