import type { HubId } from '../hubs/hubs.ts'
import type { InventoryErrorCode } from './errors.ts'
import { availableOf } from './reservation.ts'
import { roundFt, type EntryKind, type RollDocument } from './roll.ts'
import { compareCodes } from '../compare.ts'

/*
 * The ledger arithmetic (decision 012). A roll's length is the sum of its entries' deltas. An entry
 * that would take it below zero is refused, except that a count is an explicit adjustment: it sets
 * the length to what was counted, whatever the ledger said — its delta is worked out against the
 * ledger as it stands when the count reaches the server, so cuts recorded meanwhile are not undone.
 */

/** The length left: the sum of the deltas, to the tenth of a foot. */
export function remainingOf(deltas: readonly number[]): number {
  return roundFt(deltas.reduce((sum, delta) => sum + delta, 0))
}

export type EntryProposal =
  | { kind: 'receive'; lengthFt: number }
  | { kind: 'cut'; lengthFt: number }
  | { kind: 'count'; countedFt: number }
  | { kind: 'adjust'; deltaFt: number }
  | { kind: 'transfer' }

export type PlannedEntry =
  | { ok: true; kind: EntryKind; deltaFt: number; remainingFt: number }
  | { ok: false; code: InventoryErrorCode }

/** What `proposal` does to a roll that has `remainingFt` left: its delta and the new length, or why not. */
export function planEntry(remainingFt: number, proposal: EntryProposal): PlannedEntry {
  const delta = ((): number | InventoryErrorCode => {
    switch (proposal.kind) {
      case 'receive':
        return proposal.lengthFt
      case 'cut':
        return proposal.lengthFt > remainingFt ? 'cutExceedsRemaining' : -proposal.lengthFt
      case 'count':
        return proposal.countedFt - remainingFt
      case 'adjust':
        return remainingFt + proposal.deltaFt < 0 ? 'adjustmentBelowZero' : proposal.deltaFt
      case 'transfer':
        return 0
    }
  })()
  if (typeof delta === 'string') return { ok: false, code: delta }
  const deltaFt = roundFt(delta)
  return { ok: true, kind: proposal.kind, deltaFt, remainingFt: remainingOf([remainingFt, deltaFt]) }
}

/**
 * What a roll will have left once the entries made on a device and not yet in its ledger reach the
 * server, applied in the order they were made; one the ledger would refuse changes nothing.
 */
export function projectedRemaining(remainingFt: number, waiting: readonly EntryProposal[]): number {
  return waiting.reduce((left, proposal) => {
    const planned = planEntry(left, proposal)
    return planned.ok ? planned.remainingFt : left
  }, remainingFt)
}

/**
 * The roll a cut of `lengthFt` comes from: the one with the least left that still covers it (an
 * opened roll before a fresh one, so offcuts do not multiply); undefined when none does.
 */
export function bestRollFor<R extends Pick<RollDocument, 'id' | 'remainingFt'>>(
  rolls: readonly R[],
  lengthFt: number,
): R | undefined {
  return rolls
    .filter((roll) => roll.remainingFt >= lengthFt)
    .sort((a, b) => a.remainingFt - b.remainingFt || compareCodes(a.id, b.id))[0]
}

/** A product a hub holds less of than its threshold. */
export interface LowStockItem {
  hubId: HubId
  productId: string
  sku: string
  productName: string
  widthIn: number
  /** Feet left over all the hub's rolls of the product. */
  remainingFt: number
  /** Of which held for accepted jobs. */
  reservedFt: number
  /** What other work may still take: the rolls' available feet added up. */
  availableFt: number
  thresholdFt: number
  /** Rolls with film left on them. */
  rolls: number
}

type StockRoll = Pick<
  RollDocument,
  'hubId' | 'productId' | 'sku' | 'productName' | 'widthIn' | 'remainingFt' | 'reservedFt' | 'thresholdFt'
>

/**
 * Every product a hub tracks, with the feet left over its rolls, what of it is held for jobs and
 * available, and its threshold; by hub then SKU.
 */
export function stockByProduct(rolls: readonly StockRoll[], hubId?: HubId): LowStockItem[] {
  const groups = new Map<string, LowStockItem>()
  for (const roll of rolls) {
    if (hubId && roll.hubId !== hubId) continue
    const key = `${roll.hubId}|${roll.productId}`
    const group = groups.get(key) ?? {
      hubId: roll.hubId,
      productId: roll.productId,
      sku: roll.sku,
      productName: roll.productName,
      widthIn: roll.widthIn,
      remainingFt: 0,
      reservedFt: 0,
      availableFt: 0,
      thresholdFt: roll.thresholdFt,
      rolls: 0,
    }
    group.remainingFt = remainingOf([group.remainingFt, roll.remainingFt])
    group.reservedFt = remainingOf([group.reservedFt, roll.reservedFt])
    group.availableFt = remainingOf([group.availableFt, availableOf(roll)])
    if (roll.remainingFt > 0) group.rolls++
    groups.set(key, group)
  }
  return [...groups.values()].sort((a, b) => compareCodes(a.hubId, b.hubId) || compareCodes(a.sku, b.sku))
}

/**
 * The products under their hub's threshold: the low-stock alerts (dashboards, the inventory page).
 * What is available counts, not what is on the shelf: film held for a booked job is spoken for.
 */
export function lowStock(rolls: readonly StockRoll[], hubId?: HubId): LowStockItem[] {
  return stockByProduct(rolls, hubId).filter((item) => item.availableFt < item.thresholdFt)
}
