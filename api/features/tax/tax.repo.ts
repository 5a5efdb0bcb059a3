import type { UsStateCode } from '../../../domain/estimate-requests/us-states.ts'
import type { LocalTaxRate, TaxRate, TaxTable } from '../../../domain/shop/tax.ts'
import type { Db } from '../../db/client.ts'

interface LocalTaxRateRow extends LocalTaxRate {
  zipArea: string
  updatedAt: string
  updatedBy: string | null
}

export interface TaxRateRow extends Omit<TaxRate, 'local'> {
  state: UsStateCode
  /** Its local rates, by ZIP area. */
  local: LocalTaxRateRow[]
  updatedAt: string
  /** The admin's username; null for the seed's rates. */
  updatedBy: string | null
}

interface StoredRow {
  state: UsStateCode
  rateBp: number
  taxesShipping: 0 | 1
  updatedAt: string
  updatedBy: string | null
}

export function findTaxRates(db: Db): TaxRateRow[] {
  const rows = db
    .prepare(
      `SELECT t.state, t.rate_bp AS rateBp, t.taxes_shipping AS taxesShipping, t.updated_at AS updatedAt,
         u.username AS updatedBy
       FROM tax_rates t LEFT JOIN users u ON u.id = t.updated_by
       ORDER BY t.state`,
    )
    .all() as StoredRow[]
  const local = db
    .prepare(
      `SELECT l.state, l.zip_area AS zipArea, l.rate_bp AS rateBp, l.place, l.updated_at AS updatedAt,
         u.username AS updatedBy
       FROM tax_local_rates l LEFT JOIN users u ON u.id = l.updated_by
       ORDER BY l.zip_area`,
    )
    .all() as (LocalTaxRateRow & { state: UsStateCode })[]
  return rows.map((row) => ({
    ...row,
    taxesShipping: row.taxesShipping === 1,
    local: local.filter((rate) => rate.state === row.state).map(({ state: _, ...rate }) => rate),
  }))
}

/** The table orders are taxed with: what the admins set. */
export function findTaxTable(db: Db): TaxTable {
  return Object.fromEntries(
    findTaxRates(db).map(({ state, rateBp, taxesShipping, local }) => [
      state,
      {
        rateBp,
        taxesShipping,
        local: Object.fromEntries(local.map(({ zipArea, rateBp, place }) => [zipArea, { rateBp, place }])),
      },
    ]),
  )
}

export function upsertLocalTaxRate(
  db: Db,
  state: UsStateCode,
  zipArea: string,
  rate: LocalTaxRate,
  at: string,
  userId: string | null,
): void {
  db.prepare(
    `INSERT INTO tax_local_rates (zip_area, state, rate_bp, place, updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (zip_area) DO UPDATE SET state = excluded.state, rate_bp = excluded.rate_bp,
       place = excluded.place, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  ).run(zipArea, state, rate.rateBp, rate.place, at, userId)
}

export function deleteLocalTaxRate(db: Db, state: UsStateCode, zipArea: string): void {
  db.prepare('DELETE FROM tax_local_rates WHERE state = ? AND zip_area = ?').run(state, zipArea)
}

export function upsertTaxRate(
  db: Db,
  state: UsStateCode,
  rate: Omit<TaxRate, 'local'>,
  at: string,
  userId: string | null,
): void {
  db.prepare(
    `INSERT INTO tax_rates (state, rate_bp, taxes_shipping, updated_at, updated_by) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (state) DO UPDATE SET rate_bp = excluded.rate_bp, taxes_shipping = excluded.taxes_shipping,
       updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  ).run(state, rate.rateBp, rate.taxesShipping ? 1 : 0, at, userId)
}

export function deleteTaxRate(db: Db, state: UsStateCode): void {
  db.prepare('DELETE FROM tax_rates WHERE state = ?').run(state)
}

/**
 * A new installation starts from the default table; an edited one is never touched. Local rates
 * came later: an installation without any gets the defaults of the states it taxes.
 */
export function seedTaxRates(db: Db, table: TaxTable, at: string): void {
  if (db.prepare('SELECT count(*) FROM tax_rates').pluck().get() === 0)
    for (const [state, rate] of Object.entries(table)) upsertTaxRate(db, state as UsStateCode, rate, at, null)
  if (db.prepare('SELECT count(*) FROM tax_local_rates').pluck().get() !== 0) return
  const taxed = new Set(db.prepare('SELECT state FROM tax_rates').pluck().all() as string[])
  for (const [state, rate] of Object.entries(table))
    if (taxed.has(state))
      for (const [zipArea, local] of Object.entries(rate.local))
        upsertLocalTaxRate(db, state as UsStateCode, zipArea, local, at, null)
}
