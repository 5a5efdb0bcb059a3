import { useLiveQuery } from 'dexie-react-hooks'
import type {
  CountInputBody,
  CutInputBody,
  ReceiveInputBody,
  ReleaseInputBody,
  RollDocument,
  TransferInputBody,
} from '../../../domain/inventory/roll.ts'
import { projectedRemaining, type EntryProposal } from '../../../domain/inventory/ledger.ts'
import { api, call } from '../../app/api-client.ts'
import { deviceDb, type OutboxRow } from '../../app/device-db.ts'
import { queueRequest, removeOutboxRow } from '../../app/outbox.ts'
import { readCachedUser } from '../../app/session/get-current-user.ts'

/*
 * What the warehouse does (decision 012). Counts and cuts happen at the shelf, often without signal:
 * they go through the device's outbox (web/app/outbox.ts), their entry id the server's idempotency
 * key, and show as waiting until the roll's replicated document carries the entry. Receiving,
 * transferring and releasing a job's hold change what other places and devices count on, and need
 * the server's answer: they are sent directly.
 */

const INVENTORY_KINDS = ['inventory-count', 'inventory-cut'] as const
export type InventoryKind = (typeof INVENTORY_KINDS)[number]

/** What a waiting entry is, for the page that shows it. */
export interface PendingEntry {
  rollId: string
  countedFt?: number
  lengthFt?: number
}

// The user it acts for: sent with their session only, dropped when they sign out. The entries of one
// roll reach its ledger in the order they were made: a count then a cut is not a cut then a count.
const queue = (kind: InventoryKind, id: string, url: string, body: object, summary: PendingEntry) =>
  queueRequest({
    kind,
    id,
    url,
    body,
    summary,
    owner: readCachedUser()?.id,
    record: `roll:${summary.rollId}`,
  })

export const queueCount = (rollId: string, body: CountInputBody) =>
  queue('inventory-count', body.id, `/api/inventory/rolls/${rollId}/counts`, body, {
    rollId,
    countedFt: body.countedFt,
  })

export const queueCut = (rollId: string, body: CutInputBody) =>
  queue('inventory-cut', body.id, `/api/inventory/rolls/${rollId}/cuts`, body, {
    rollId,
    lengthFt: body.lengthFt,
  })

export const receiveRoll = (body: ReceiveInputBody) => call(api.inventory.rolls.$post({ json: body }))

export const transferRoll = (rollId: string, body: TransferInputBody) =>
  call(api.inventory.rolls[':id'].transfers.$post({ param: { id: rollId }, json: body }))

/**
 * Gives back all the film a quote's job holds, on every roll (a team lead's call, with a reason):
 * sent directly, like a transfer, since what is available for other work must change everywhere at once.
 */
export const releaseQuoteHold = (quoteId: string, body: ReleaseInputBody) =>
  call(api.inventory.quotes[':quoteId'].release.$post({ param: { quoteId }, json: body }))

export const fetchRollProducts = () => call(api.inventory.products.$get()).then((answer) => answer.products)

/** A product sold by the roll, as the receive dialog offers it. */
export type RollProduct = Awaited<ReturnType<typeof fetchRollProducts>>[number]

export interface PendingRequest {
  row: OutboxRow
  summary: PendingEntry
}

/**
 * Counts and cuts on this device the replicated rolls do not show yet: waiting, refused (the page
 * says why), or sent but not yet back in the roll's document. `rolls` are the device's documents.
 */
export function usePendingEntries(rolls: readonly RollDocument[] | null): PendingRequest[] {
  const rows = useLiveQuery(
    () => deviceDb().outbox.where('kind').anyOf(INVENTORY_KINDS).sortBy('createdAt'),
    [],
  )
  if (!rows || !rolls) return []
  const recorded = new Set(rolls.flatMap((roll) => roll.entries.map((entry) => entry.id)))
  return (
    rows
      // A sent entry whose roll has since had more entries than its document carries is long synced.
      .filter((row) => row.state !== 'sent' || (row.sentAt ?? 0) > Date.now() - 10 * 60_000)
      .filter((row) => !recorded.has(row.id))
      .map((row) => ({ row, summary: row.summary as unknown as PendingEntry }))
  )
}

/**
 * The roll's length once its counts and cuts waiting on this device (or sent, and not yet back in its
 * document) are in its ledger; null when none waits. Refused ones change nothing.
 */
export function projectedFt(roll: RollDocument, pending: readonly PendingRequest[]): number | null {
  const waiting = pending
    .filter((request) => request.summary.rollId === roll.id && request.row.state !== 'failed')
    .map(({ summary }): EntryProposal =>
      summary.countedFt !== undefined
        ? { kind: 'count', countedFt: summary.countedFt }
        : { kind: 'cut', lengthFt: summary.lengthFt ?? 0 },
    )
  return waiting.length ? projectedRemaining(roll.remainingFt, waiting) : null
}

/** Forgets a refused entry (the user read why and moves on). */
export const dismissEntry = (id: string) => removeOutboxRow(id)
