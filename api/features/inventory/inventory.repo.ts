import type { HubId } from '../../../domain/hubs/hubs.ts'
import type { LowStockItem } from '../../../domain/inventory/ledger.ts'
import {
  DEFAULT_THRESHOLD_FT,
  ENTRY_KINDS,
  INVENTORY_LIMITS,
  type LedgerEntry,
  type LedgerKind,
  type LedgerRecord,
  type Reservation,
  type RollDocument,
} from '../../../domain/inventory/roll.ts'
import type { Db } from '../../db/client.ts'

/*
 * The inventory's tables (migration 016, decision 012). Lengths are stored in tenths of a foot so
 * that the ledger's sums are exact; this module converts at its edges and speaks feet to callers.
 *
 * Shared with other features: findLowStock (team dashboards), stockOnHand and
 * consumptionByMonth (reports' inventory turnover). They read the ledger, not the replicated documents.
 */

const toTenths = (feet: number) => Math.round(feet * 10)
const toFeet = (tenths: number) => tenths / 10

/** A film roll product: what a roll is of. */
export interface RollProductRow {
  id: string
  sku: string
  name: string
  widthIn: number
  lengthFt: number
}

export function findRollProduct(db: Db, productId: string): RollProductRow | undefined {
  return db
    .prepare(
      `SELECT id, sku, name, width_in AS widthIn, length_ft AS lengthFt FROM products
       WHERE id = ? AND width_in IS NOT NULL AND length_ft IS NOT NULL`,
    )
    .get(productId) as RollProductRow | undefined
}

/** The roll product of a SKU ('SOL-CR40-60'), as a roll plan names it. */
export function findRollProductBySku(db: Db, sku: string): RollProductRow | undefined {
  return db
    .prepare(
      `SELECT id, sku, name, width_in AS widthIn, length_ft AS lengthFt FROM products
       WHERE sku = ? AND width_in IS NOT NULL AND length_ft IS NOT NULL`,
    )
    .get(sku) as RollProductRow | undefined
}

export function listRollProducts(db: Db): RollProductRow[] {
  return db
    .prepare(
      `SELECT id, sku, name, width_in AS widthIn, length_ft AS lengthFt FROM products
       WHERE width_in IS NOT NULL AND length_ft IS NOT NULL ORDER BY sku`,
    )
    .all() as RollProductRow[]
}

/**
 * Adds whole rolls to what the shop may sell at the hub (`stock`, in rolls: decision 012): the
 * warehouse received them.
 */
export function addToShopStock(db: Db, hubId: string, productId: string, rolls: number): void {
  if (rolls <= 0) return
  db.prepare(
    `INSERT INTO stock (hub_id, product_id, quantity) VALUES (?, ?, ?)
     ON CONFLICT (hub_id, product_id) DO UPDATE SET quantity = quantity + excluded.quantity`,
  ).run(hubId, productId, rolls)
}

/** The hub's low-stock threshold for the product, feet. */
export function thresholdOf(db: Db, hubId: string, productId: string): number {
  const value = db
    .prepare('SELECT threshold_ft FROM inventory_thresholds WHERE hub_id = ? AND product_id = ?')
    .pluck()
    .get(hubId, productId) as number | undefined
  return value ?? DEFAULT_THRESHOLD_FT
}

export function upsertThreshold(
  db: Db,
  row: { hubId: string; productId: string; thresholdFt: number; at: string; by: string | null },
): void {
  db.prepare(
    `INSERT INTO inventory_thresholds (hub_id, product_id, threshold_ft, updated_at, updated_by)
     VALUES (@hubId, @productId, @thresholdFt, @at, @by)
     ON CONFLICT (hub_id, product_id) DO UPDATE SET threshold_ft = excluded.threshold_ft,
       updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  ).run(row)
}

/** The roll's length by its ledger, feet; 0 for a roll without entries. */
export function remainingFtOf(db: Db, rollId: string): number {
  const tenths = db
    .prepare('SELECT coalesce(sum(delta_tenths), 0) FROM inventory_ledger WHERE roll_id = ?')
    .pluck()
    .get(rollId) as number
  return toFeet(tenths)
}

/** Feet of the roll held for jobs by its ledger: reserved less released. */
export function reservedFtOf(db: Db, rollId: string): number {
  const tenths = db
    .prepare('SELECT coalesce(sum(reserved_tenths), 0) FROM inventory_ledger WHERE roll_id = ?')
    .pluck()
    .get(rollId) as number
  return toFeet(tenths)
}

/** What the roll holds now, per quote, newest first: the document's `reservations`. */
export function reservationsOf(db: Db, rollId: string): Reservation[] {
  const rows = db
    .prepare(
      `SELECT quote_id AS quoteId, sum(reserved_tenths) AS tenths, min(created_at) AS at,
         (SELECT f.reason FROM inventory_ledger f WHERE f.roll_id = l.roll_id AND f.quote_id = l.quote_id
          ORDER BY f.seq LIMIT 1) AS reason
       FROM inventory_ledger l WHERE roll_id = ? AND quote_id IS NOT NULL
       GROUP BY quote_id HAVING sum(reserved_tenths) > 0
       ORDER BY at DESC, quoteId LIMIT ?`,
    )
    .all(rollId, INVENTORY_LIMITS.reservationsPerDocument) as (Omit<Reservation, 'reservedFt'> & {
    tenths: number
  })[]
  return rows.map(({ tenths, ...row }) => ({ ...row, reservedFt: toFeet(tenths) }))
}

/** What a quote holds on each roll (feet > 0), with the roll's hub and product. */
export function holdsOfQuote(
  db: Db,
  quoteId: string,
): { rollId: string; hubId: HubId; productId: string; reservedFt: number }[] {
  const rows = db
    .prepare(
      `SELECT l.roll_id AS rollId, r.hub_id AS hubId, r.product_id AS productId, sum(l.reserved_tenths) AS tenths
       FROM inventory_ledger l JOIN inventory_rolls r ON r.id = l.roll_id
       WHERE l.quote_id = ? GROUP BY l.roll_id HAVING sum(l.reserved_tenths) > 0 ORDER BY l.roll_id`,
    )
    .all(quoteId) as { rollId: string; hubId: HubId; productId: string; tenths: number }[]
  return rows.map(({ tenths, ...row }) => ({ ...row, reservedFt: toFeet(tenths) }))
}

/** Whether anything was ever reserved for the quote (released since or not). */
export function quoteHasReserved(db: Db, quoteId: string): boolean {
  return (
    db
      .prepare("SELECT 1 FROM inventory_ledger WHERE quote_id = ? AND kind = 'reserve' LIMIT 1")
      .get(quoteId) !== undefined
  )
}

/** Feet of a product available at each hub: its rolls' lengths less what they hold, each at least 0. */
export function availableByHub(db: Db, productId: string): Map<HubId, number> {
  const rows = db
    .prepare(
      `WITH roll_left AS (
         SELECT r.hub_id AS hubId, coalesce(sum(l.delta_tenths), 0) - coalesce(sum(l.reserved_tenths), 0) AS tenths
         FROM inventory_rolls r LEFT JOIN inventory_ledger l ON l.roll_id = r.id
         WHERE r.product_id = ? AND r.deleted = 0 GROUP BY r.id
       )
       SELECT hubId, sum(max(tenths, 0)) AS tenths FROM roll_left GROUP BY hubId`,
    )
    .all(productId) as { hubId: HubId; tenths: number }[]
  return new Map(rows.map((row) => [row.hubId, toFeet(row.tenths)]))
}

export interface NewLedgerEntry {
  id: string
  rollId: string
  kind: LedgerKind
  deltaFt: number
  remainingFt: number
  countedFt: number | null
  hubId: string
  toHubId: string | null
  orderNumber: string | null
  reason: string
  actorId: string | null
  actorName: string
  at: string
  doneAt: string | null
  /** A hold's change of what is held for jobs (+ reserve, − release); 0 by default. */
  reservedFt?: number
  /** The quote version a hold is for. */
  quoteId?: string | null
}

/** Appends an entry to the roll's ledger (the table refuses updates and deletes). */
export function insertLedgerEntry(db: Db, entry: NewLedgerEntry): void {
  db.prepare(
    `INSERT INTO inventory_ledger (id, roll_id, seq, kind, delta_tenths, remaining_tenths, counted_tenths,
       hub_id, to_hub_id, order_number, reason, actor_id, actor_name, created_at, done_at, reserved_tenths, quote_id)
     VALUES (@id, @rollId,
       (SELECT coalesce(max(seq), 0) + 1 FROM inventory_ledger WHERE roll_id = @rollId),
       @kind, @delta, @remaining, @counted, @hubId, @toHubId, @orderNumber, @reason, @actorId, @actorName,
       @at, @doneAt, @reserved, @quoteId)`,
  ).run({
    ...entry,
    delta: toTenths(entry.deltaFt),
    remaining: toTenths(entry.remainingFt),
    counted: entry.countedFt === null ? null : toTenths(entry.countedFt),
    reserved: toTenths(entry.reservedFt ?? 0),
    quoteId: entry.quoteId ?? null,
  })
}

interface LedgerRow {
  id: string
  rollId: string
  kind: LedgerKind
  delta: number
  remaining: number
  counted: number | null
  hubId: HubId
  toHubId: HubId | null
  orderNumber: string | null
  reason: string
  actorId: string | null
  actorName: string
  at: string
  doneAt: string | null
  reserved: number
  quoteId: string | null
}

const LEDGER_COLUMNS = `id, roll_id AS rollId, kind, delta_tenths AS delta, remaining_tenths AS remaining,
  counted_tenths AS counted, hub_id AS hubId, to_hub_id AS toHubId, order_number AS orderNumber, reason,
  actor_id AS actorId, actor_name AS actorName, created_at AS at, done_at AS doneAt,
  reserved_tenths AS reserved, quote_id AS quoteId`

function recordOf({ rollId: _rollId, delta, remaining, counted, reserved, ...row }: LedgerRow): LedgerRecord {
  return {
    ...row,
    deltaFt: toFeet(delta),
    remainingFt: toFeet(remaining),
    countedFt: counted === null ? null : toFeet(counted),
    reservedFt: toFeet(reserved),
  }
}

/** An entry by its id, with the roll it belongs to (a retried request finds what it did before). */
export function findLedgerEntry(db: Db, id: string): (LedgerRecord & { rollId: string }) | undefined {
  const row = db.prepare(`SELECT ${LEDGER_COLUMNS} FROM inventory_ledger WHERE id = ?`).get(id) as
    LedgerRow | undefined
  return row && { ...recordOf(row), rollId: row.rollId }
}

/** The roll's ledger, holds included, newest first; `limit` entries at most. */
export function ledgerOf(db: Db, rollId: string, limit = 1000): LedgerRecord[] {
  const rows = db
    .prepare(`SELECT ${LEDGER_COLUMNS} FROM inventory_ledger WHERE roll_id = ? ORDER BY seq DESC LIMIT ?`)
    .all(rollId, limit) as LedgerRow[]
  return rows.map(recordOf)
}

const LENGTH_KINDS = ENTRY_KINDS.map((kind) => `'${kind}'`).join(', ')

/** The newest entries a roll document carries: those of its length and hub (its holds are `reservations`). */
export function documentEntries(db: Db, rollId: string): LedgerEntry[] {
  const rows = db
    .prepare(
      `SELECT ${LEDGER_COLUMNS} FROM inventory_ledger WHERE roll_id = ? AND kind IN (${LENGTH_KINDS})
       ORDER BY seq DESC LIMIT ?`,
    )
    .all(rollId, INVENTORY_LIMITS.entriesPerDocument) as LedgerRow[]
  return rows.map((row) => {
    const { reservedFt: _reservedFt, quoteId: _quoteId, ...entry } = recordOf(row)
    return entry as LedgerEntry
  })
}

/** The rolls of a product at a hub, as their documents stand (the cut-for-an-order picker). */
export function rollsAt(db: Db, hubId: string, productId: string): RollDocument[] {
  const docs = db
    .prepare(
      'SELECT doc FROM inventory_rolls WHERE hub_id = ? AND product_id = ? AND deleted = 0 ORDER BY id',
    )
    .pluck()
    .all(hubId, productId) as string[]
  return docs.map((json) => JSON.parse(json) as RollDocument)
}

/** The roll ids of a product at a hub (a threshold change rewrites their documents). */
export function rollIdsAt(db: Db, hubId: string, productId: string): string[] {
  return db
    .prepare('SELECT id FROM inventory_rolls WHERE hub_id = ? AND product_id = ? AND deleted = 0')
    .pluck()
    .all(hubId, productId) as string[]
}

/**
 * Every product a hub keeps rolls of (or did), with the feet its ledger adds up to over them, what of
 * it is held for jobs and available, the rolls with film left and the hub's threshold; by hub then
 * SKU. `hubId` narrows to one hub.
 */
export function stockOnHand(db: Db, hubId?: HubId): LowStockItem[] {
  const rows = db
    .prepare(
      `WITH roll_left AS (
         SELECT r.id, r.hub_id, r.product_id, coalesce(sum(l.delta_tenths), 0) AS tenths,
           coalesce(sum(l.reserved_tenths), 0) AS reserved
         FROM inventory_rolls r LEFT JOIN inventory_ledger l ON l.roll_id = r.id
         WHERE r.deleted = 0 AND (@hubId IS NULL OR r.hub_id = @hubId)
         GROUP BY r.id
       )
       SELECT rl.hub_id AS hubId, rl.product_id AS productId, p.sku, p.name AS productName,
         p.width_in AS widthIn, sum(rl.tenths) AS tenths, sum(rl.reserved) AS reserved,
         sum(max(rl.tenths - rl.reserved, 0)) AS available, sum(rl.tenths > 0) AS rolls,
         coalesce(t.threshold_ft, @defaultThreshold) AS thresholdFt
       FROM roll_left rl
       JOIN products p ON p.id = rl.product_id
       LEFT JOIN inventory_thresholds t ON t.hub_id = rl.hub_id AND t.product_id = rl.product_id
       GROUP BY rl.hub_id, rl.product_id
       ORDER BY rl.hub_id, p.sku`,
    )
    .all({ hubId: hubId ?? null, defaultThreshold: DEFAULT_THRESHOLD_FT }) as (Omit<
    LowStockItem,
    'remainingFt' | 'reservedFt' | 'availableFt'
  > & { tenths: number; reserved: number; available: number })[]
  return rows.map(({ tenths, reserved, available, ...row }) => ({
    ...row,
    remainingFt: toFeet(tenths),
    reservedFt: toFeet(reserved),
    availableFt: toFeet(available),
  }))
}

/**
 * Shared (team dashboards): the products whose available film (what is not held for booked jobs) is
 * under their hub's low-stock threshold, from the ledger, as domain/inventory/ledger.ts lowStock
 * judges them on the device. `hubId` narrows to one hub.
 */
export function findLowStock(db: Db, hubId?: HubId): LowStockItem[] {
  return stockOnHand(db, hubId).filter((item) => item.availableFt < item.thresholdFt)
}

export interface MonthlyConsumption {
  /** 'YYYY-MM' (UTC) of when the film was cut or received. */
  month: string
  hubId: HubId
  productId: string
  sku: string
  productName: string
  /** Feet cut off rolls (orders and jobs). */
  cutFt: number
  /** Feet received into stock. */
  receivedFt: number
  /** Net feet of counts and hand adjustments (negative: shrinkage found). */
  adjustedFt: number
}

/**
 * Shared (reports, inventory turnover): per month, hub and product, the feet cut, received and
 * adjusted between `from` (inclusive) and `to` (exclusive), ISO dates or timestamps. With stockOnHand
 * a report divides what was used by what is kept.
 */
export function consumptionByMonth(db: Db, range: { from: string; to: string }): MonthlyConsumption[] {
  const rows = db
    .prepare(
      `SELECT substr(coalesce(l.done_at, l.created_at), 1, 7) AS month, l.hub_id AS hubId,
         r.product_id AS productId, p.sku, p.name AS productName,
         -sum(CASE WHEN l.kind = 'cut' THEN l.delta_tenths ELSE 0 END) AS cut,
         sum(CASE WHEN l.kind = 'receive' THEN l.delta_tenths ELSE 0 END) AS received,
         sum(CASE WHEN l.kind IN ('count', 'adjust') THEN l.delta_tenths ELSE 0 END) AS adjusted
       FROM inventory_ledger l
       JOIN inventory_rolls r ON r.id = l.roll_id
       JOIN products p ON p.id = r.product_id
       WHERE coalesce(l.done_at, l.created_at) >= @from AND coalesce(l.done_at, l.created_at) < @to
         AND l.kind <> 'transfer'
       GROUP BY month, l.hub_id, r.product_id
       ORDER BY month, l.hub_id, p.sku`,
    )
    .all(range) as (Omit<MonthlyConsumption, 'cutFt' | 'receivedFt' | 'adjustedFt'> & {
    cut: number
    received: number
    adjusted: number
  })[]
  return rows.map(({ cut, received, adjusted, ...row }) => ({
    ...row,
    cutFt: toFeet(cut),
    receivedFt: toFeet(received),
    adjustedFt: toFeet(adjusted),
  }))
}

export function findUsername(db: Db, userId: string): string {
  return (
    (db.prepare('SELECT username FROM users WHERE id = ?').pluck().get(userId) as string | undefined) ?? ''
  )
}
