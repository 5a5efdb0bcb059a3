import type { Db } from '../../db/client.ts'

/** The pricing sheet an admin saved, as stored (JSON); undefined while the default applies. */
export function findPricingSheetJson(db: Db): string | undefined {
  return db.prepare(`SELECT value_json FROM settings WHERE key = 'pricingSheet'`).pluck().get() as
    string | undefined
}

/** The number's order when `userId` placed it; undefined for anyone else's order or none. */
export function findOwnOrderStatus(db: Db, orderNumber: string, userId: string): string | undefined {
  return db
    .prepare('SELECT status FROM orders WHERE number = ? AND user_id = ?')
    .pluck()
    .get(orderNumber, userId) as string | undefined
}
