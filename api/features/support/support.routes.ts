import { Hono } from 'hono'
import { z } from 'zod'
import { SUPPORT_CODES } from '../../../domain/support/errors.ts'
import {
  SUPPORT_STATUSES,
  SupportRequestSchema,
  SupportStatusChangeSchema,
} from '../../../domain/support/request.ts'
import type { AppEnv } from '../../context.ts'
import { appOrigin } from '../../http/app-origin.ts'
import { clientIp } from '../../http/client-ip.ts'
import { replayById } from '../../http/replay-by-id.ts'
import { requestLanguage } from '../../http/request-language.ts'
import { validate } from '../../http/validate.ts'
import { allowPublic, requireAudience } from '../../middlewares/access.ts'
import { limitByIp, RateLimiter, type RateLimitRule } from '../auth/rate-limit.ts'
import {
  changeSupportStatus,
  findSupportReceipt,
  listSupport,
  readSupportRequest,
  submitSupportRequest,
} from './support.service.ts'

/**
 * New requests per address and hour, like the estimate requests: a visitor asks for a person once
 * or twice; a retry of a request already stored is not counted.
 */
export const SUPPORT_BY_IP: RateLimitRule = { limit: 10, windowMs: 60 * 60 * 1000 }

/** A page of the team's list: at most 100 requests. */
const ListQuerySchema = z.object({
  status: z.enum(SUPPORT_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

/**
 * "Talk to a person": anyone may ask from the chat assistant, signed in or not; team leads, team
 * members and admins read the requests and move them along open → in progress → answered → closed.
 */
export function createSupportRoutes(clock: () => Date) {
  const byIp = new RateLimiter(SUPPORT_BY_IP, clock)

  return new Hono<AppEnv>()
    .post(
      '/',
      allowPublic(),
      limitByIp(byIp, 'check'),
      replayById(SUPPORT_CODES, findSupportReceipt, (c) => byIp.hit(clientIp(c))),
      validate('json', SupportRequestSchema, SUPPORT_CODES),
      (c) => {
        const input = c.req.valid('json')
        const { receipt, created } = submitSupportRequest(c.var.deps, input, {
          user: c.var.user,
          origin: appOrigin(c),
          language: requestLanguage(c, input.language),
        })
        return c.json(receipt, 201, created ? {} : { 'Idempotent-Replayed': 'true' })
      },
    )

    .get('/', requireAudience('team'), validate('query', ListQuerySchema, SUPPORT_CODES), (c) =>
      c.json(listSupport(c.var.deps, c.req.valid('query'))),
    )

    .get('/:id', requireAudience('team'), (c) => c.json(readSupportRequest(c.var.deps, c.req.param('id'))))

    .patch('/:id', requireAudience('team'), validate('json', SupportStatusChangeSchema, SUPPORT_CODES), (c) =>
      c.json(changeSupportStatus(c.var.deps, c.req.param('id'), c.req.valid('json').status, c.var.user)),
    )
}
