import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useMemo, useState } from 'react'
import type { CalendarEvent } from '../../../domain/calendar/event.ts'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import { storedCatalogVersion } from '../../app/catalog-store.ts'
import { missingDocuments } from '../../app/offline-documents.ts'
import { storedPricingSheetVersion } from '../../app/pricing-sheet-store.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { useSyncDatabase } from '../../app/sync/sync-provider.tsx'
import { useEstimate } from '../estimates/api/use-estimate.ts'
import { storedVersions } from '../quotes/versions.ts'
import {
  allThere,
  readinessOf,
  visitNeeds,
  type NeededDocument,
  type QuoteSource,
  type ReadinessItem,
  type VisitTarget,
} from './visit-needs.ts'
import { useVisitRecord } from './visit-record.ts'

/** The visit as the page shows it: the estimate, or the installation (the document itself, live). */
export type Visit = { kind: 'estimate'; estimate: Estimate } | { kind: 'event'; event: CalendarEvent }

export interface VisitReadiness {
  /** Whether it was made available offline on this device (by the user, or by itself for a crew). */
  prepared: boolean
  /** Prepared, and everything it needs is on the device now. */
  ready: boolean
  items: ReadinessItem[]
  quotes: QuoteSource
  documents: NeededDocument[]
}

export const targetOf = (visit: Visit): VisitTarget =>
  visit.kind === 'estimate'
    ? { kind: 'estimate', id: visit.estimate.id }
    : { kind: 'event', id: visit.event.id }

/**
 * What of a visit's needs is on this device now, checked against the device itself (photos, kept
 * documents, stored lists) rather than trusted from the last preparation: undefined while reading.
 */
export function useVisitReadiness(visit: Visit): VisitReadiness | undefined {
  const { user } = useAuth()
  const sync = useSyncDatabase()
  const target = targetOf(visit)
  const record = useVisitRecord(user?.id, target)
  const event = visit.kind === 'event' ? visit.event : null
  const jobQuoted = event?.link?.kind === 'quote'
  const recordQuotes = record?.quotes
  const quotes = useMemo<QuoteSource>(
    () =>
      target.kind === 'estimate'
        ? { kind: 'estimate', estimateId: target.id }
        : (recordQuotes ?? (jobQuoted ? { kind: 'unknown' } : { kind: 'none' })),
    [target.kind, target.id, recordQuotes, jobQuoted],
  )
  const estimateId = quotes.kind === 'estimate' ? quotes.estimateId : null
  // A job's estimate, when it is the user's (and so on this device).
  const jobEstimate = useEstimate(visit.kind === 'event' && estimateId ? estimateId : '')
  const estimate =
    visit.kind === 'estimate' ? visit.estimate : jobEstimate.state === 'found' ? jobEstimate.estimate : null

  const versions = useLiveQuery(async () => (estimateId ? storedVersions(estimateId) : null), [estimateId])
  const priceSheetKept = useLiveQuery(async () => (await storedPricingSheetVersion()) !== null)
  const catalogKept = useLiveQuery(async () => (await storedCatalogVersion()) !== null)

  const needs = useMemo(
    () => visitNeeds({ target: target.kind, estimate, event, quotes, versions: versions ?? null }),
    [target.kind, estimate, event, quotes, versions],
  )
  const photoIds = needs.photos.map((photo) => photo.id)
  const photosKey = photoIds.join(',')
  // Live: the replication or a preparation storing a photo updates the count at once.
  const missingPhotos = useLiveQuery(
    async () => (sync ? sync.photos.missing(photosKey === '' ? [] : photosKey.split(',')) : undefined),
    [sync, photosKey],
  )
  const documentsKey = needs.documents.map((document) => document.url).join(' ')
  const [missingDocs, setMissingDocs] = useState<{ key: string; missing: string[] } | null>(null)
  useEffect(() => {
    let cancelled = false
    const urls = documentsKey === '' ? [] : documentsKey.split(' ')
    void missingDocuments(urls).then(
      (missing) => !cancelled && setMissingDocs({ key: documentsKey, missing }),
      () => !cancelled && setMissingDocs({ key: documentsKey, missing: urls }),
    )
    return () => {
      cancelled = true
    }
    // Cache Storage tells no one of its changes: read again after each preparation.
  }, [documentsKey, record?.preparedAt])

  if (
    record === undefined ||
    versions === undefined ||
    priceSheetKept === undefined ||
    catalogKept === undefined ||
    missingPhotos === undefined ||
    missingDocs?.key !== documentsKey ||
    (visit.kind === 'event' && estimateId && jobEstimate.state === 'loading')
  )
    return undefined
  const items = readinessOf(
    needs,
    {
      estimateKept: estimate !== null,
      missingPhotos,
      versionsKept: versions !== null,
      missingDocuments: missingDocs.missing,
      priceSheetKept,
      catalogKept,
    },
    record?.problems ?? {},
  )
  return {
    prepared: record !== null,
    ready: record !== null && allThere(items),
    items,
    quotes,
    documents: needs.documents,
  }
}
