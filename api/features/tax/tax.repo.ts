import type { UsStateCode } from '../../../domain/estimate-requests/us-states.ts'
import type { TaxRate, TaxTable } from '../../../domain/shop/tax.ts'
import type { Db } from '../../db/client.ts'

export interface TaxRateRow extends TaxRate {
  state: UsStateCode
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
  return rows.map((row) => ({ ...row, taxesShipping: row.taxesShipping === 1 }))
}

/** The table orders are taxed with: what the admins set. */
export function findTaxTable(db: Db): TaxTable {
  return Object.fromEntries(
    findTaxRates(db).map(({ state, rateBp, taxesShipping }) => [state, { rateBp, taxesShipping }]),
  )
}

export function upsertTaxRate(
  db: Db,
  state: UsStateCode,
  rate: TaxRate,
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

/** A new installation starts from the default table; an edited one is never touched. */
export function seedTaxRates(db: Db, table: TaxTable, at: string): void {
  if (db.prepare('SELECT count(*) FROM tax_rates').pluck().get() !== 0) return
  for (const [state, rate] of Object.entries(table)) upsertTaxRate(db, state as UsStateCode, rate, at, null)
}
