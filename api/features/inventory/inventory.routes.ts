import { Hono, type Context } from 'hono'
import { HUB_IDS } from '../../../domain/inventory/roll.ts'
import type { HubId } from '../../../domain/hubs/hubs.ts'
import type { AppEnv } from '../../context.ts'
import { readJsonObject } from '../../http/feature-error.ts'
import { requireAudience } from '../../middlewares/access.ts'
import { findLowStock } from './inventory.repo.ts'
import {
  adjustRoll,
  countRoll,
  cutRoll,
  InventoryError,
  actorOf,
  receiveRoll,
  rollLedger,
  rollProducts,
  setThreshold,
  transferRoll,
} from './inventory.service.ts'

async function readBody(c: Context): Promise<Record<string, unknown>> {
  const body = await readJsonObject(c)
  if (!body) throw new InventoryError(400, 'inventoryInvalid')
  return body
}

const hubQuery = (value: string | undefined): HubId | undefined =>
  HUB_IDS.includes(value as HubId) ? (value as HubId) : undefined

/*
 * /api/inventory (decision 012): team roles and admins. Writes answer the roll as its ledger
 * now has it; devices receive every change through the inventory collection. Hand adjustments and
 * thresholds are the team lead's (and admin's); the service checks that.
 */
export const inventoryRoutes = new Hono<AppEnv>()
  .get('/products', requireAudience('team'), (c) => c.json({ products: rollProducts(c.var.deps) }))
  .get('/low-stock', requireAudience('team'), (c) =>
    c.json({ items: findLowStock(c.var.deps.db, hubQuery(c.req.query('hubId'))) }),
  )
  .post('/rolls', requireAudience('team'), async (c) => {
    const { roll, created } = receiveRoll(c.var.deps, actorOf(c.var.deps.db, c.var.user), await readBody(c))
    return c.json(roll, created ? 201 : 200)
  })
  .get('/rolls/:id/ledger', requireAudience('team'), (c) => c.json(rollLedger(c.var.deps, c.req.param('id'))))
  .post('/rolls/:id/counts', requireAudience('team'), async (c) =>
    c.json(countRoll(c.var.deps, actorOf(c.var.deps.db, c.var.user), c.req.param('id'), await readBody(c))),
  )
  .post('/rolls/:id/cuts', requireAudience('team'), async (c) =>
    c.json(cutRoll(c.var.deps, actorOf(c.var.deps.db, c.var.user), c.req.param('id'), await readBody(c))),
  )
  .post('/rolls/:id/transfers', requireAudience('team'), async (c) =>
    c.json(
      transferRoll(c.var.deps, actorOf(c.var.deps.db, c.var.user), c.req.param('id'), await readBody(c)),
    ),
  )
  .post('/rolls/:id/adjustments', requireAudience('teamLead'), async (c) =>
    c.json(adjustRoll(c.var.deps, actorOf(c.var.deps.db, c.var.user), c.req.param('id'), await readBody(c))),
  )
  .put('/thresholds', requireAudience('teamLead'), async (c) =>
    c.json(setThreshold(c.var.deps, actorOf(c.var.deps.db, c.var.user), await readBody(c))),
  )
