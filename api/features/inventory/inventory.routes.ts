import { Hono } from 'hono'
import type { HubId } from '../../../domain/hubs/hubs.ts'
import { INVENTORY_CODES } from '../../../domain/inventory/errors.ts'
import {
  AdjustInputSchema,
  CountInputSchema,
  CutInputSchema,
  HUB_IDS,
  ReceiveInputSchema,
  ReleaseInputSchema,
  ThresholdInputSchema,
  TransferInputSchema,
} from '../../../domain/inventory/roll.ts'
import type { AppEnv } from '../../context.ts'
import { validate } from '../../http/validate.ts'
import { requireAudience } from '../../middlewares/access.ts'
import { findLowStock } from './inventory.repo.ts'
import {
  adjustRoll,
  countRoll,
  cutRoll,
  actorOf,
  receiveRoll,
  releaseForQuote,
  rollLedger,
  rollProducts,
  setThreshold,
  transferRoll,
} from './inventory.service.ts'

const hubQuery = (value: string | undefined): HubId | undefined =>
  HUB_IDS.includes(value as HubId) ? (value as HubId) : undefined

/*
 * /api/inventory (decision 012): team roles and admins. Writes answer the roll as its ledger
 * now has it; devices receive every change through the inventory collection. Hand adjustments,
 * thresholds and giving back the film a quote's job holds are the team lead's (and admin's).
 */
export const inventoryRoutes = new Hono<AppEnv>()
  .get('/products', requireAudience('team'), (c) => c.json({ products: rollProducts(c.var.deps) }))
  .get('/low-stock', requireAudience('team'), (c) =>
    c.json({ items: findLowStock(c.var.deps.db, hubQuery(c.req.query('hubId'))) }),
  )
  .post('/rolls', requireAudience('team'), validate('json', ReceiveInputSchema, INVENTORY_CODES), (c) => {
    const { roll, created } = receiveRoll(c.var.deps, actorOf(c.var.deps.db, c.var.user), c.req.valid('json'))
    return c.json(roll, created ? 201 : 200)
  })
  .get('/rolls/:id/ledger', requireAudience('team'), (c) => c.json(rollLedger(c.var.deps, c.req.param('id'))))
  .post(
    '/rolls/:id/counts',
    requireAudience('team'),
    validate('json', CountInputSchema, INVENTORY_CODES),
    (c) =>
      c.json(
        countRoll(c.var.deps, actorOf(c.var.deps.db, c.var.user), c.req.param('id'), c.req.valid('json')),
      ),
  )
  .post('/rolls/:id/cuts', requireAudience('team'), validate('json', CutInputSchema, INVENTORY_CODES), (c) =>
    c.json(cutRoll(c.var.deps, actorOf(c.var.deps.db, c.var.user), c.req.param('id'), c.req.valid('json'))),
  )
  .post(
    '/rolls/:id/transfers',
    requireAudience('team'),
    validate('json', TransferInputSchema, INVENTORY_CODES),
    (c) =>
      c.json(
        transferRoll(c.var.deps, actorOf(c.var.deps.db, c.var.user), c.req.param('id'), c.req.valid('json')),
      ),
  )
  .post(
    '/rolls/:id/adjustments',
    requireAudience('teamLead'),
    validate('json', AdjustInputSchema, INVENTORY_CODES),
    (c) =>
      c.json(
        adjustRoll(c.var.deps, actorOf(c.var.deps.db, c.var.user), c.req.param('id'), c.req.valid('json')),
      ),
  )
  .post(
    '/quotes/:quoteId/release',
    requireAudience('teamLead'),
    validate('json', ReleaseInputSchema, INVENTORY_CODES),
    (c) =>
      c.json(
        releaseForQuote(
          c.var.deps,
          actorOf(c.var.deps.db, c.var.user),
          c.req.param('quoteId'),
          c.req.valid('json'),
        ),
      ),
  )
  .put(
    '/thresholds',
    requireAudience('teamLead'),
    validate('json', ThresholdInputSchema, INVENTORY_CODES),
    (c) => c.json(setThreshold(c.var.deps, actorOf(c.var.deps.db, c.var.user), c.req.valid('json'))),
  )
