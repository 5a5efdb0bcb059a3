import { Hono } from 'hono'
import { SETTINGS } from '../../../domain/settings/settings.ts'
import type { AppEnv } from '../../context.ts'
import { etagMatches } from '../../http/etag.ts'
import { validate } from '../../http/validate.ts'
import { allowPublic, requireAudience } from '../../middlewares/access.ts'
import { adminSetting, publicPricingSheet, resetSetting, saveSetting } from './settings.service.ts'

const { pricingSheet, shipping } = SETTINGS

/**
 * The pricing sheet and the shipping rates as data (decision 016). The sheet is public: the
 * estimator prices with it for visitors too (its figures are on every quote anyway), and devices keep
 * the last one (ETag, 304 while unchanged). The shipping rates reach devices inside the shop's catalog.
 * Only admins change either; every change is audited.
 */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/pricing-sheet', allowPublic(), (c) => {
    const current = publicPricingSheet(c.var.deps)
    const headers = { ETag: `W/"${current.version}"`, 'Cache-Control': 'no-cache' }
    if (etagMatches(c.req.header('if-none-match'), headers.ETag)) return c.body(null, 304, headers)
    return c.json(current, 200, headers)
  })
  .get('/admin/pricing-sheet', requireAudience('admin'), (c) =>
    c.json(adminSetting(c.var.deps, 'pricingSheet')),
  )
  .put(
    '/admin/pricing-sheet',
    requireAudience('admin'),
    validate('json', pricingSheet.schema, pricingSheet.codes),
    (c) => c.json(saveSetting(c.var.deps, c.var.user, 'pricingSheet', c.req.valid('json'))),
  )
  .delete('/admin/pricing-sheet', requireAudience('admin'), (c) =>
    c.json(resetSetting(c.var.deps, c.var.user, 'pricingSheet')),
  )
  .get('/admin/shipping-rates', requireAudience('admin'), (c) => c.json(adminSetting(c.var.deps, 'shipping')))
  .put(
    '/admin/shipping-rates',
    requireAudience('admin'),
    validate('json', shipping.schema, shipping.codes),
    (c) => c.json(saveSetting(c.var.deps, c.var.user, 'shipping', c.req.valid('json'))),
  )
  .delete('/admin/shipping-rates', requireAudience('admin'), (c) =>
    c.json(resetSetting(c.var.deps, c.var.user, 'shipping')),
  )
