import { Hono } from 'hono'
import { PRODUCT_EDIT_CODES, ProductEditSchema } from '../../../domain/shop/product-edit.ts'
import type { AppEnv } from '../../context.ts'
import { validate } from '../../http/validate.ts'
import { requireAudience } from '../../middlewares/access.ts'
import { editProduct, listAdminProducts } from './catalog-admin.service.ts'

/** The catalog editor: admins list every product, hidden ones too, and edit them. */
export const catalogAdminRoutes = new Hono<AppEnv>()
  .get('/admin/products', requireAudience('admin'), (c) => c.json(listAdminProducts(c.var.deps)))
  .put(
    '/admin/products/:id',
    requireAudience('admin'),
    validate('json', ProductEditSchema, PRODUCT_EDIT_CODES),
    (c) => c.json(editProduct(c.var.deps, c.var.user, c.req.param('id'), c.req.valid('json'))),
  )
