import type { AdminProduct, ProductEdit } from '../../../domain/shop/product-edit.ts'
import type { Db } from '../../db/client.ts'

const SELECT = `SELECT id, sku, category, width_in AS widthIn, length_ft AS lengthFt, name, description,
  price_cents AS priceCents, popularity, active, updated_at AS updatedAt FROM products`

type Row = Omit<AdminProduct, 'active'> & { active: 0 | 1 }
const toProduct = ({ active, ...row }: Row): AdminProduct => ({ ...row, active: active === 1 })

/** Every product, hidden ones too, in the shop's order (most popular first). */
export function findAdminProducts(db: Db): AdminProduct[] {
  return (db.prepare(`${SELECT} ORDER BY category, popularity DESC, sku`).all() as Row[]).map(toProduct)
}

export function findAdminProduct(db: Db, id: string): AdminProduct | undefined {
  const row = db.prepare(`${SELECT} WHERE id = ?`).get(id) as Row | undefined
  return row && toProduct(row)
}

/** Writes the editable fields; `updated_at` moves, so the shop's catalog version changes. */
export function updateProduct(db: Db, id: string, edit: ProductEdit, at: string): void {
  db.prepare(
    `UPDATE products SET name = ?, description = ?, price_cents = ?, popularity = ?, active = ?, updated_at = ?
     WHERE id = ?`,
  ).run(edit.name, edit.description, edit.priceCents, edit.popularity, edit.active ? 1 : 0, at, id)
}
