import type { SyncStatus } from '../../../sync/client/replication.ts'
import type { OutboxRow } from '../device-db.ts'

/*
 * Where one record stands between this device and the server, the same four states whichever way it
 * travels (a replicated document, or a request in the outbox): what the record's own line shows, so
 * that nobody has to read the header's counter to know whether *this* estimate reached the office.
 */
export type RecordState =
  /** Written on this device; the server does not have it, and there is no connection to send it. */
  | { kind: 'device' }
  /** The server does not have it yet; it is being sent (or will be at the next try). */
  | { kind: 'sending' }
  /** The server has this version: since `at` (ISO-8601 or epoch ms). */
  | { kind: 'saved'; at: string | number }
  /** The server kept failing it: the outbox stopped trying until the user says (This device). */
  | { kind: 'attention' }
  /** The server refused it; `code` is the server's reason, when it gave one. */
  | { kind: 'refused'; code: string | null }

/**
 * A replicated document: pending while the replication has not had the server acknowledge its
 * current state. Null without a replication (a visitor; the database is not open yet), where
 * nothing can be said.
 */
export function replicatedRecordState(
  status: SyncStatus | null,
  browserOnline: boolean,
  collection: string,
  doc: { id: string; updatedAt: string },
): RecordState | null {
  if (!status) return null
  if (!status.pendingIds[collection]?.includes(doc.id)) return { kind: 'saved', at: doc.updatedAt }
  const error = status.error
  // A refused push stops that collection's replication: every change of it waiting is not accepted.
  if (error?.kind === 'rejected' && error.collection === collection)
    return { kind: 'refused', code: error.code }
  return browserOnline && status.online ? { kind: 'sending' } : { kind: 'device' }
}

/** A request in the outbox. */
export function outboxRecordState(row: OutboxRow, browserOnline: boolean): RecordState {
  switch (row.state) {
    case 'sent':
      return { kind: 'saved', at: row.sentAt ?? row.createdAt }
    case 'failed':
      return { kind: 'refused', code: row.refusal?.code ?? null }
    case 'attention':
      return { kind: 'attention' }
    case 'pending':
      return browserOnline && row.lastError !== 'offline' ? { kind: 'sending' } : { kind: 'device' }
  }
}
