import type { SessionUser } from '../../../domain/auth/roles.ts'
import type { HubId } from '../../../domain/hubs/hubs.ts'
import { INVENTORY_CODES } from '../../../domain/inventory/errors.ts'
import { bestRollFor, planEntry, type EntryProposal } from '../../../domain/inventory/ledger.ts'
import type {
  AdjustInput,
  CountInput,
  CutInput,
  LedgerEntry,
  ReceiveInput,
  RollDocument,
  ThresholdInput,
  TransferInput,
} from '../../../domain/inventory/roll.ts'
import { inventoryCollection } from '../../../sync/collections/inventory.ts'
import type { AppDeps } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { readServerDocument, writeServerDocuments } from '../sync/sync.repo.ts'
import {
  addToShopStock,
  documentEntries,
  findLedgerEntry,
  findRollProduct,
  findUsername,
  insertLedgerEntry,
  ledgerOf,
  listRollProducts,
  remainingFtOf,
  rollIdsAt,
  rollsAt,
  thresholdOf,
  upsertThreshold,
  type RollProductRow,
} from './inventory.repo.ts'

/*
 * The inventory (decision 012). Every change is a ledger entry with who, when and why; the
 * roll's document (what devices replicate) is rebuilt from the ledger in the same transaction. Entries
 * carry the id the device made, so a request the outbox sends again is recorded once.
 */

export type Deps = Pick<AppDeps, 'db' | 'clock'>

/** Who made an entry: a signed-in user, or the system (the seed, an order shipped by a script). */
export interface Actor {
  id: string | null
  name: string
}

export const actorOf = (db: Db, user: SessionUser): Actor => ({
  id: user.id,
  name: findUsername(db, user.id) || user.username,
})

function requireRoll(db: Db, rollId: string): RollDocument {
  const roll = readServerDocument(db, inventoryCollection, rollId)
  if (!roll || roll._deleted) throw new FeatureError(404, 'rollNotFound', INVENTORY_CODES)
  return roll
}

/** Rebuilds the roll's document from its ledger and stores it (the sync streams tell devices). */
function writeRoll(
  deps: Deps,
  base: Omit<RollDocument, 'remainingFt' | 'entries' | 'lastCountedAt' | 'updatedAt'>,
): RollDocument {
  const entries = documentEntries(deps.db, base.id)
  const lastCount = entries.find((entry) => entry.kind === 'count')
  const [written] = writeServerDocuments(
    deps.db,
    inventoryCollection,
    [
      {
        ...base,
        remainingFt: remainingFtOf(deps.db, base.id),
        lastCountedAt: lastCount ? (lastCount.doneAt ?? lastCount.at) : null,
        entries,
      },
    ],
    deps.clock(),
  )
  return written!
}

interface EntryRequest {
  id: string
  proposal: EntryProposal
  reason: string
  actor: Actor
  doneAt?: string | null
  toHubId?: HubId | null
  orderNumber?: string | null
}

/**
 * Records one entry against a roll: the arithmetic of domain/inventory/ledger.ts on the ledger as it
 * stands now (so an offline count is relative to the cuts that arrived before it), then the document.
 * A retried request with the same id answers the roll as it is; the same id on another roll or kind is a conflict.
 */
function recordEntry(deps: Deps, rollId: string, request: EntryRequest): RollDocument {
  return deps.db.transaction(() => {
    const roll = requireRoll(deps.db, rollId)
    const existing = findLedgerEntry(deps.db, request.id)
    if (existing) {
      if (existing.rollId !== rollId || existing.kind !== request.proposal.kind)
        throw new FeatureError(409, 'entryConflict', INVENTORY_CODES)
      return roll
    }
    const planned = planEntry(remainingFtOf(deps.db, rollId), request.proposal)
    if (!planned.ok) throw new FeatureError(409, planned.code, INVENTORY_CODES)
    insertLedgerEntry(deps.db, {
      id: request.id,
      rollId,
      kind: planned.kind,
      deltaFt: planned.deltaFt,
      remainingFt: planned.remainingFt,
      countedFt: request.proposal.kind === 'count' ? request.proposal.countedFt : null,
      hubId: roll.hubId,
      toHubId: request.toHubId ?? null,
      orderNumber: request.orderNumber ?? null,
      reason: request.reason,
      actorId: request.actor.id,
      actorName: request.actor.name,
      at: deps.clock().toISOString(),
      doneAt: request.doneAt ?? null,
    })
    return writeRoll(deps, { ...roll, hubId: request.toHubId ?? roll.hubId })
  })()
}

/*
 * Hand adjustments and thresholds are the team lead's and the admin's: their routes say so
 * (requireAudience('teamLead')); the functions below trust their caller's actor.
 */

/** New roll(s) into a hub: the roll's first entry is its received length. */
export function receiveRoll(
  deps: Deps,
  actor: Actor,
  input: ReceiveInput,
  /** False for rolls the shop's stock already counts (the demo's opening stock). */
  { sellable = true } = {},
): { roll: RollDocument; created: boolean } {
  const product = findRollProduct(deps.db, input.productId)
  if (!product)
    throw new FeatureError(400, 'productInvalid', INVENTORY_CODES, { productId: 'productInvalid' })
  return deps.db.transaction(() => {
    // The roll takes the id of its receiving entry: a retry finds both.
    const existing = readServerDocument(deps.db, inventoryCollection, input.id)
    if (existing) return { roll: existing, created: false }
    const at = deps.clock().toISOString()
    const base = {
      id: input.id,
      hubId: input.hubId,
      productId: product.id,
      sku: product.sku,
      productName: product.name,
      widthIn: product.widthIn,
      lengthFt: input.lengthFt,
      lot: input.lot,
      thresholdFt: thresholdOf(deps.db, input.hubId, product.id),
      receivedAt: at,
      _deleted: false,
    }
    writeRoll(deps, base)
    // The shop sells film by the roll: each full roll's length received is one more it may promise.
    if (sellable)
      addToShopStock(deps.db, input.hubId, product.id, Math.floor(input.lengthFt / product.lengthFt))
    const roll = recordEntry(deps, input.id, {
      id: input.id,
      proposal: { kind: 'receive', lengthFt: input.lengthFt },
      reason: input.reason,
      actor,
    })
    return { roll, created: true }
  })()
}

/** A cycle count: the length found, turned into an adjustment against the ledger as it stands on arrival. */
export function countRoll(deps: Deps, actor: Actor, rollId: string, input: CountInput): RollDocument {
  const now = deps.clock().toISOString()
  return recordEntry(deps, rollId, {
    id: input.id,
    proposal: { kind: 'count', countedFt: input.countedFt },
    reason: input.reason,
    actor,
    // A device clock ahead of the server's is not believed.
    doneAt: input.countedAt && input.countedAt < now ? input.countedAt : null,
  })
}

export function cutRoll(deps: Deps, actor: Actor, rollId: string, input: CutInput): RollDocument {
  return recordEntry(deps, rollId, {
    id: input.id,
    proposal: { kind: 'cut', lengthFt: input.lengthFt },
    reason: input.reason,
    actor,
  })
}

export function adjustRoll(deps: Deps, actor: Actor, rollId: string, input: AdjustInput): RollDocument {
  return recordEntry(deps, rollId, {
    id: input.id,
    proposal: { kind: 'adjust', deltaFt: input.deltaFt },
    reason: input.reason,
    actor,
  })
}

/** Moves a whole roll to another hub: its length is unchanged, the ledger says from where to where. */
export function transferRoll(deps: Deps, actor: Actor, rollId: string, input: TransferInput): RollDocument {
  const roll = requireRoll(deps.db, rollId)
  const replay = findLedgerEntry(deps.db, input.id)
  if (!replay && roll.hubId === input.toHubId)
    throw new FeatureError(409, 'sameHub', INVENTORY_CODES, { toHubId: 'sameHub' })
  return deps.db.transaction(() => {
    const moved = recordEntry(deps, rollId, {
      id: input.id,
      proposal: { kind: 'transfer' },
      reason: input.reason,
      actor,
      toHubId: replay ? null : input.toHubId,
    })
    // At the new hub the roll counts against that hub's threshold.
    return replay
      ? moved
      : writeRoll(deps, { ...moved, thresholdFt: thresholdOf(deps.db, moved.hubId, moved.productId) })
  })()
}

/** A hub's low-stock threshold for a product; the rolls' documents carry it to the devices. */
export function setThreshold(
  deps: Deps,
  actor: Actor,
  input: ThresholdInput,
): { hubId: HubId; productId: string; thresholdFt: number } {
  if (!findRollProduct(deps.db, input.productId))
    throw new FeatureError(400, 'productInvalid', INVENTORY_CODES, { productId: 'productInvalid' })
  deps.db.transaction(() => {
    upsertThreshold(deps.db, { ...input, at: deps.clock().toISOString(), by: actor.id })
    for (const id of rollIdsAt(deps.db, input.hubId, input.productId)) {
      const roll = requireRoll(deps.db, id)
      writeRoll(deps, { ...roll, thresholdFt: input.thresholdFt })
    }
  })()
  return input
}

/** A roll's whole ledger, newest first (the document carries only the latest entries). */
export function rollLedger(deps: Deps, rollId: string): { roll: RollDocument; entries: LedgerEntry[] } {
  const roll = requireRoll(deps.db, rollId)
  return { roll, entries: ledgerOf(deps.db, rollId) }
}

export const rollProducts = (deps: Deps): RollProductRow[] => listRollProducts(deps.db)

/** A shipped order's film line, as the orders code hands it over. */
export interface ShippedFilm {
  productId: string
  quantity: number
  /** Feet of each piece; null: whole rolls of the product's length. */
  cutLengthFt: number | null
}

/**
 * Shared with api/features/orders: when an order ships from `hubId`, each piece of film it carries is
 * cut from that hub's best-fitting roll (domain/inventory/ledger.ts bestRollFor), an entry per piece
 * with the order's number. Call it inside the order's transaction. A piece no roll covers is left to
 * the next count (decision 012): the shipment is a fact, the warehouse's figures catch up with it.
 * Returns the pieces that no roll covered.
 */
export function deductShippedOrder(
  deps: Deps,
  order: { id: string; number: string; hubId: string },
  lines: readonly ShippedFilm[],
): number {
  let uncovered = 0
  lines.forEach((line, position) => {
    const product = findRollProduct(deps.db, line.productId)
    if (!product) return
    const pieceFt = line.cutLengthFt ?? product.lengthFt
    for (let piece = 0; piece < line.quantity; piece++) {
      const id = `order-${order.id}-${position}-${piece}`
      if (findLedgerEntry(deps.db, id)) continue
      const roll = bestRollFor(rollsAt(deps.db, order.hubId, line.productId), pieceFt)
      if (!roll) {
        uncovered++
        continue
      }
      recordEntry(deps, roll.id, {
        id,
        proposal: { kind: 'cut', lengthFt: pieceFt },
        reason: line.cutLengthFt === null ? 'Whole roll shipped' : 'Cut for a shop order',
        actor: { id: null, name: 'shop' },
        orderNumber: order.number,
      })
    }
  })
  return uncovered
}
