import { createHash } from 'node:crypto'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import type { HubId } from '../../../domain/hubs/hubs.ts'
import { INVENTORY_CODES } from '../../../domain/inventory/errors.ts'
import { bestRollFor, planEntry, type EntryProposal } from '../../../domain/inventory/ledger.ts'
import {
  availableOf,
  planReservation,
  shortageOf,
  type Shortage,
} from '../../../domain/inventory/reservation.ts'
import {
  roundFt,
  type AdjustInput,
  type CountInput,
  type CutInput,
  type HoldKind,
  type LedgerRecord,
  type ReceiveInput,
  type ReleaseInput,
  type RollDocument,
  type ThresholdInput,
  type TransferInput,
} from '../../../domain/inventory/roll.ts'
import { inventoryCollection } from '../../../sync/collections/inventory.ts'
import type { AppDeps } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { readServerDocument, writeServerDocuments } from '../sync/sync.repo.ts'
import {
  addToShopStock,
  availableByHub,
  documentEntries,
  findLedgerEntry,
  findRollProduct,
  findRollProductBySku,
  findUsername,
  holdsOfQuote,
  insertLedgerEntry,
  ledgerOf,
  listRollProducts,
  quoteHasReserved,
  remainingFtOf,
  reservationsOf,
  reservedFtOf,
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
  base: Omit<
    RollDocument,
    'remainingFt' | 'reservedFt' | 'availableFt' | 'entries' | 'reservations' | 'lastCountedAt' | 'updatedAt'
  >,
): RollDocument {
  const entries = documentEntries(deps.db, base.id)
  const lastCount = entries.find((entry) => entry.kind === 'count')
  const remainingFt = remainingFtOf(deps.db, base.id)
  const reservedFt = reservedFtOf(deps.db, base.id)
  const [written] = writeServerDocuments(
    deps.db,
    inventoryCollection,
    [
      {
        ...base,
        remainingFt,
        reservedFt,
        availableFt: availableOf({ remainingFt, reservedFt }),
        lastCountedAt: lastCount ? (lastCount.doneAt ?? lastCount.at) : null,
        entries,
        reservations: reservationsOf(deps.db, base.id),
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

/** A roll's whole ledger, holds included, newest first (the document carries only the latest entries). */
export function rollLedger(deps: Deps, rollId: string): { roll: RollDocument; entries: LedgerRecord[] } {
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
      const rolls = rollsAt(deps.db, order.hubId, line.productId)
      // Film held for a booked job is left to it while another roll covers the piece.
      const roll =
        bestRollFor(
          rolls.map((each) => ({ ...each, remainingFt: each.availableFt })),
          pieceFt,
        ) ?? bestRollFor(rolls, pieceFt)
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

// ── holds for accepted jobs (decision 024) ──

/** The id of a hold of a quote on a roll: the same on every retry, and short enough for any quote id. */
const holdId = (kind: HoldKind, quoteId: string, rollId: string) =>
  `${kind === 'reserve' ? 'rsv' : 'rel'}-${createHash('sha256').update(`${quoteId}|${rollId}`).digest('hex').slice(0, 40)}`

/**
 * Holds (reserve) or gives back (release) `feet` of a roll for a quote: the roll's length is unchanged,
 * what is held of it moves. The same id again records nothing. A reservation is never more than the
 * roll has available, a release never more than the quote holds on it: callers plan within both.
 */
function recordHold(
  deps: Deps,
  rollId: string,
  hold: { id: string; kind: HoldKind; feet: number; quoteId: string; reason: string; actor: Actor },
): RollDocument {
  const roll = requireRoll(deps.db, rollId)
  if (findLedgerEntry(deps.db, hold.id)) return roll
  const feet = roundFt(hold.feet)
  const room =
    hold.kind === 'reserve'
      ? availableOf({
          remainingFt: remainingFtOf(deps.db, rollId),
          reservedFt: reservedFtOf(deps.db, rollId),
        })
      : (holdsOfQuote(deps.db, hold.quoteId).find((held) => held.rollId === rollId)?.reservedFt ?? 0)
  if (!(feet > 0 && feet <= room))
    throw new Error(
      `A ${hold.kind} of ${feet} ft on roll ${rollId} for ${hold.quoteId}: only ${room} ft can be`,
    )
  insertLedgerEntry(deps.db, {
    id: hold.id,
    rollId,
    kind: hold.kind,
    deltaFt: 0,
    remainingFt: remainingFtOf(deps.db, rollId),
    countedFt: null,
    hubId: roll.hubId,
    toHubId: null,
    orderNumber: null,
    reason: hold.reason,
    actorId: hold.actor.id,
    actorName: hold.actor.name,
    at: deps.clock().toISOString(),
    doneAt: null,
    reservedFt: hold.kind === 'reserve' ? feet : -feet,
    quoteId: hold.quoteId,
  })
  return writeRoll(deps, roll)
}

/** Film a job needs of one roll product: what its roll plan takes off the roll. */
export interface JobFilm {
  /** The roll product's SKU: the film and the roll width the plan chose ('SOL-CR40-60'). */
  sku: string
  feet: number
}

export interface JobReservation {
  /** What was held, roll by roll. */
  held: { sku: string; rollId: string; feet: number }[]
  /** What the hub could not hold, with where it could come from. */
  shortages: Shortage[]
}

/**
 * Shared with api/features/quotes: holds an accepted job's film at its hub, product by product, on
 * the rolls with the most available first (domain/inventory/reservation.ts), each entry "Reserved
 * for <quote number>" and linked to the quote. What the hub cannot hold is reported with the nearest
 * other hub of `hubOrder` that could send it over, or none (order from the supplier). Once per quote:
 * a quote that holds or held film reserves nothing again, so an acceptance handled twice holds its
 * film once. Call it inside the caller's transaction.
 */
export function reserveForJob(
  deps: Deps,
  job: {
    quoteId: string
    quoteNumber: string
    hubId: HubId
    hubOrder: readonly HubId[]
    film: readonly JobFilm[]
  },
): JobReservation {
  if (quoteHasReserved(deps.db, job.quoteId)) {
    const products = new Map(listRollProducts(deps.db).map((product) => [product.id, product.sku]))
    return {
      held: holdsOfQuote(deps.db, job.quoteId).map((hold) => ({
        sku: products.get(hold.productId) ?? hold.productId,
        rollId: hold.rollId,
        feet: hold.reservedFt,
      })),
      shortages: [],
    }
  }
  const result: JobReservation = { held: [], shortages: [] }
  for (const need of job.film) {
    const product = findRollProductBySku(deps.db, need.sku)
    const rolls = product ? rollsAt(deps.db, job.hubId, product.id) : []
    const { takes, shortFt } = planReservation(rolls, need.feet)
    for (const take of takes) {
      recordHold(deps, take.rollId, {
        id: holdId('reserve', job.quoteId, take.rollId),
        kind: 'reserve',
        feet: take.feet,
        quoteId: job.quoteId,
        reason: `Reserved for ${job.quoteNumber}`,
        actor: QUOTES_ACTOR,
      })
      result.held.push({ sku: need.sku, rollId: take.rollId, feet: take.feet })
    }
    if (shortFt > 0)
      result.shortages.push(
        shortageOf(
          { sku: need.sku, hubId: job.hubId, shortFt },
          product ? availableByHub(deps.db, product.id) : new Map(),
          job.hubOrder,
        ),
      )
  }
  return result
}

/** Who holds film for an accepted quote: the server, on the customer's signature. */
const QUOTES_ACTOR: Actor = { id: null, name: 'quotes' }

/**
 * Gives back all the film a quote holds, roll by roll (its job was cancelled): the team lead's call,
 * with a reason. Answers the feet released; the same call again releases nothing more.
 */
export function releaseForQuote(
  deps: Deps,
  actor: Actor,
  quoteId: string,
  input: ReleaseInput,
): { quoteId: string; releasedFt: number } {
  return deps.db.transaction(() => {
    let releasedFt = 0
    for (const hold of holdsOfQuote(deps.db, quoteId)) {
      recordHold(deps, hold.rollId, {
        id: holdId('release', quoteId, hold.rollId),
        kind: 'release',
        feet: hold.reservedFt,
        quoteId,
        reason: input.reason,
        actor,
      })
      releasedFt = roundFt(releasedFt + hold.reservedFt)
    }
    return { quoteId, releasedFt }
  })()
}

/**
 * Shared with api/features/quotes: the film an installed job used, cut from the rolls that held it
 * (a cut entry per roll, with the quote's number), then everything the quote still holds given back: the
 * holds become cuts. Film used beyond what was held comes off the last roll that held it, then the
 * hub's roll that fits it best; what
 * no roll there covers is left to the next count, like a shipped order's. Each entry's id derives from
 * the quote and the roll, so a completion handled twice cuts nothing twice. Call it inside the
 * caller's transaction. Answers the feet no roll covered.
 */
export function cutForJob(
  deps: Deps,
  job: { quoteId: string; quoteNumber: string; hubId: HubId; used: readonly JobFilm[]; doneAt: string },
): number {
  const entryId = (rollId: string) =>
    `cut-${createHash('sha256').update(`${job.quoteId}|${rollId}`).digest('hex').slice(0, 40)}`
  const cut = (rollId: string, feet: number) => {
    const lengthFt = roundFt(Math.min(feet, remainingFtOf(deps.db, rollId)))
    if (lengthFt <= 0 || findLedgerEntry(deps.db, entryId(rollId))) return 0
    recordEntry(deps, rollId, {
      id: entryId(rollId),
      proposal: { kind: 'cut', lengthFt },
      reason: `Installed: ${job.quoteNumber}`,
      actor: QUOTES_ACTOR,
      doneAt: job.doneAt,
      // The job's number stands where a shop order's would: what the cut was for.
      orderNumber: job.quoteNumber,
    })
    return lengthFt
  }
  const holds = holdsOfQuote(deps.db, job.quoteId)
  let uncoveredFt = 0
  for (const need of job.used) {
    const product = findRollProductBySku(deps.db, need.sku)
    if (!product) {
      uncoveredFt = roundFt(uncoveredFt + need.feet)
      continue
    }
    let left = roundFt(need.feet)
    // The last roll that held the film takes what was used beyond the holds too, while it has it.
    const held = holds.filter((each) => each.productId === product.id)
    held.forEach((hold, index) => {
      left = roundFt(
        left - cut(hold.rollId, index === held.length - 1 ? left : Math.min(hold.reservedFt, left)),
      )
    })
    if (left > 0) {
      const roll = bestRollFor(
        rollsAt(deps.db, job.hubId, product.id).filter((each) => !findLedgerEntry(deps.db, entryId(each.id))),
        left,
      )
      if (roll) left = roundFt(left - cut(roll.id, left))
    }
    uncoveredFt = roundFt(uncoveredFt + left)
  }
  for (const hold of holdsOfQuote(deps.db, job.quoteId))
    recordHold(deps, hold.rollId, {
      id: holdId('release', job.quoteId, hold.rollId),
      kind: 'release',
      feet: hold.reservedFt,
      quoteId: job.quoteId,
      reason: `Installed: ${job.quoteNumber}`,
      actor: QUOTES_ACTOR,
    })
  return uncoveredFt
}
