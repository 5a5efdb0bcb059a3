import { Hono } from 'hono'
import type { AppEnv } from '../../app.ts'
import { readJsonObject } from '../../http/feature-error.ts'
import { requireAudience } from '../../middlewares/access.ts'
import { listTaxRates, removeTaxRate, setTaxRate } from './tax.service.ts'

/** Sales tax by state (issue 6): admins read and edit it; orders and the catalog use it. */
export const taxRoutes = new Hono<AppEnv>()
  .get('/tax-rates', requireAudience('admin'), (c) => c.json(listTaxRates(c.var.deps)))
  .put('/tax-rates/:state', requireAudience('admin'), async (c) =>
    c.json(setTaxRate(c.var.deps, c.var.user, c.req.param('state'), await readJsonObject(c))),
  )
  .delete('/tax-rates/:state', requireAudience('admin'), (c) =>
    c.json(removeTaxRate(c.var.deps, c.var.user, c.req.param('state'))),
  )
