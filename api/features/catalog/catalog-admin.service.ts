import type { SessionUser } from '../../../domain/auth/roles.ts'
import { PRODUCT_EDIT_CODES, type AdminProduct, type ProductEdit } from '../../../domain/shop/product-edit.ts'
import type { AppDeps } from '../../context.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { insertAudit } from '../admin/audit.repo.ts'
import { findAdminProduct, findAdminProducts, updateProduct } from './catalog-admin.repo.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

export const listAdminProducts = (deps: Pick<Deps, 'db'>): { products: AdminProduct[] } => ({
  products: findAdminProducts(deps.db),
})

/**
 * An admin's edit of a product's name, description, price, popularity or visibility. The change and
 * what it replaced go to the audit log in the same transaction; the shop's catalog version changes
 * with it (a digest of what it shows), so every device downloads the new catalog on its next check.
 */
export function editProduct(deps: Deps, user: SessionUser, id: string, edit: ProductEdit): AdminProduct {
  const before = findAdminProduct(deps.db, id)
  if (!before) throw new FeatureError(404, 'productUnknown', PRODUCT_EDIT_CODES)
  const at = deps.clock().toISOString()
  deps.db.transaction(() => {
    updateProduct(deps.db, id, edit, at)
    const { name, description, priceCents, popularity, active } = before
    insertAudit(deps.db, {
      at,
      actorId: user.id,
      action: 'product.edit',
      subject: before.sku,
      before: { name, description, priceCents, popularity, active },
      after: edit,
    })
  })()
  return findAdminProduct(deps.db, id)!
}
