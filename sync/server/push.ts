import { z } from 'zod'
import type { SessionUser } from '../../domain/auth/roles.ts'
import { DEFAULT_PRICING_SHEET } from '../../domain/estimator/pricing.ts'
import type { DeriveContext, SyncCollection } from '../collection.ts'
import { isSameDocument } from '../conflicts.ts'
import { jsonEqual } from '../equal.ts'
import { PUSH_ROWS_MAX, type SyncDocument } from '../protocol.ts'
import { SyncError, type SyncIssue } from './errors.ts'
import type { DocumentWrite, SyncStorage } from './storage.ts'

export interface PushResult<T> {
  /** The server's version of every document whose row was based on an outdated version; not written. */
  conflicts: T[]
  /**
   * What was stored where it differs from what the device sent (beyond updatedAt): values the server
   * owns (a hub, a confirmation, recomputed totals) or an edit time it lowered. The device takes these.
   */
  completed: T[]
  /** What was stored, with the server's updatedAt and derived values (for the change stream). */
  written: T[]
}

/** RxDB leaves assumedMasterState out (undefined) for a document it believes is new. */
const PushRowSchema = z.object({
  assumedMasterState: z.unknown().optional(),
  newDocumentState: z.unknown(),
})

/** Enough to fix a form or a bug, small enough for a batch of 500 broken documents. */
const MAX_REPORTED_ISSUES = 20

interface CheckedRow<T> {
  /** The version the device's change was based on, as sent (checked only against a stored version); null when new. */
  assumed: unknown
  next: T
}

/**
 * Writes a batch of device changes and answers the conflicts. All or nothing for refusals: one invalid
 * document (400) or one the user may not write (403) and nothing of the batch is stored. Conflicts are
 * per row: the other rows are written, in one transaction, all stamped with one updatedAt later than
 * any before it.
 */
export async function push<T extends SyncDocument>(
  store: SyncStorage,
  collection: SyncCollection<T>,
  user: SessionUser,
  body: unknown,
  now: Date,
  /** What derived values are computed with; the server passes its settings, tests may leave the defaults. */
  context: DeriveContext = { pricingSheet: DEFAULT_PRICING_SHEET, teamOf: () => null },
): Promise<PushResult<T>> {
  // Before the body is even parsed: no document of a pull-only collection comes from a device.
  if (collection.pullOnly) throw new SyncError('forbidden', 'collectionPullOnly')
  const rows = checkRows(collection, body)
  if (rows.length === 0) return { conflicts: [], completed: [], written: [] }
  const ids = rows.map((row) => row.next.id)
  return store.write<T, PushResult<T>>(collection.table, ids, (stored, latestUpdatedAt) => {
    // Deny by default, and before anything is decided: a batch with one forbidden row writes nothing.
    for (const row of rows) {
      if (!collection.access.canWrite(user, row.next, stored.get(row.next.id) ?? null))
        throw new SyncError('forbidden', 'forbidden')
    }
    const updatedAt = nextWriteTime(now, latestUpdatedAt)
    const conflicts: T[] = []
    const completed: T[] = []
    const writes: DocumentWrite<T>[] = []
    for (const { assumed, next } of rows) {
      const master = stored.get(next.id) ?? null
      if (master && !isCurrent(collection, assumed, master)) {
        conflicts.push(master)
        continue
      }
      const doc: T = withEditTimeBy({ ...collection.derive(next, master, context), updatedAt })
      writes.push({ doc, attachments: collection.attachments?.references(doc) ?? [] })
      if (!isSameDocument(doc, next)) completed.push(doc)
    }
    return { writes, result: { conflicts, completed, written: writes.map((write) => write.doc) } }
  })
}

/**
 * A write time after every earlier one, even if the clock stepped back or two batches land within a
 * millisecond: a device that pulled up to the previous write must not skip this one.
 */
export function nextWriteTime(now: Date, latestUpdatedAt: string | null): string {
  const latest = latestUpdatedAt === null ? Number.NEGATIVE_INFINITY : Date.parse(latestUpdatedAt)
  return new Date(Math.max(now.getTime(), latest + 1)).toISOString()
}

/** An edit cannot be later than its arrival: a device whose clock runs ahead must not win every conflict. */
function withEditTimeBy<T extends SyncDocument>(doc: T): T {
  if (doc.editedAt === undefined || Date.parse(doc.editedAt) <= Date.parse(doc.updatedAt)) return doc
  return { ...doc, editedAt: doc.updatedAt }
}

/** The change was based on the stored version: same write time, same content. */
function isCurrent<T extends SyncDocument>(collection: SyncCollection<T>, sent: unknown, master: T): boolean {
  if (sent === null || sent === undefined) return false
  // Exactly the stored version, as devices send it when nothing came between: a valid document as it
  // is, so there is nothing to parse (parsing it was a tenth of the server's work on a push).
  if (jsonEqual(sent, master)) return true
  // An assumed version that is not even valid cannot be the stored one: it simply conflicts.
  const assumed = collection.schema.safeParse(sent)
  return assumed.success && assumed.data.updatedAt === master.updatedAt && jsonEqual(assumed.data, master)
}

function checkRows<T extends SyncDocument>(collection: SyncCollection<T>, body: unknown): CheckedRow<T>[] {
  if (!Array.isArray(body)) throw new SyncError('invalid', 'pushInvalid')
  if (body.length > PUSH_ROWS_MAX) throw new SyncError('tooLarge', 'pushTooLarge')
  const rows: CheckedRow<T>[] = []
  const issues: SyncIssue[] = []
  body.forEach((raw, index) => {
    const row = PushRowSchema.safeParse(raw)
    if (!row.success) {
      issues.push({ row: index, path: '', code: 'pushInvalid' })
      return
    }
    const next = collection.schema.safeParse(row.data.newDocumentState)
    if (!next.success) {
      issues.push(...next.error.issues.map((issue) => toIssue(collection, index, issue)))
      return
    }
    rows.push({ next: next.data, assumed: row.data.assumedMasterState ?? null })
  })
  if (issues.length > 0)
    throw new SyncError('invalid', 'documentInvalid', issues.slice(0, MAX_REPORTED_ISSUES))
  const ids = rows.map((row) => row.next.id)
  // Two states of one document in one batch would make the second conflict with the first.
  if (new Set(ids).size !== ids.length) throw new SyncError('invalid', 'duplicateDocument')
  return rows
}

function toIssue(collection: SyncCollection<SyncDocument>, row: number, issue: z.core.$ZodIssue): SyncIssue {
  const known = Object.hasOwn(collection.errors, issue.message)
  return { row, path: issue.path.map(String).join('.'), code: known ? issue.message : 'documentInvalid' }
}
