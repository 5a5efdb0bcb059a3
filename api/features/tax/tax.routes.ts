import { Hono } from 'hono'
import { LocalTaxRateInputSchema, TAX_CODES, TaxRateInputSchema } from '../../../domain/shop/tax.ts'
import type { AppEnv } from '../../context.ts'
import { validate } from '../../http/validate.ts'
import { requireAudience } from '../../middlewares/access.ts'
import {
  listTaxRates,
  removeLocalTaxRate,
  removeTaxRate,
  setLocalTaxRate,
  setTaxRate,
} from './tax.service.ts'

/** Sales tax by state and local rates by ZIP: admins read and edit them; orders and the catalog use them. */
export const taxRoutes = new Hono<AppEnv>()
  .get('/tax-rates', requireAudience('admin'), (c) => c.json(listTaxRates(c.var.deps)))
  .put('/tax-rates/:state', requireAudience('admin'), validate('json', TaxRateInputSchema, TAX_CODES), (c) =>
    c.json(setTaxRate(c.var.deps, c.var.user, c.req.param('state'), c.req.valid('json'))),
  )
  .delete('/tax-rates/:state', requireAudience('admin'), (c) =>
    c.json(removeTaxRate(c.var.deps, c.var.user, c.req.param('state'))),
  )
  .put(
    '/tax-rates/:state/local/:zipArea',
    requireAudience('admin'),
    validate('json', LocalTaxRateInputSchema, TAX_CODES),
    (c) => {
      const { state, zipArea } = c.req.param()
      return c.json(setLocalTaxRate(c.var.deps, c.var.user, state, zipArea, c.req.valid('json')))
    },
  )
  .delete('/tax-rates/:state/local/:zipArea', requireAudience('admin'), (c) =>
    c.json(removeLocalTaxRate(c.var.deps, c.var.user, c.req.param('state'), c.req.param('zipArea'))),
  )
