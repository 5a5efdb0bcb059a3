import { Hono } from 'hono'
import { z } from 'zod'
import { ESTIMATE_REQUEST_CODES } from '../../../domain/estimate-requests/errors.ts'
import {
  base64Length,
  EstimateRequestSchema,
  REQUEST_LIMITS,
  REQUEST_STATUSES,
  StatusChangeSchema,
} from '../../../domain/estimate-requests/request.ts'
import type { AppEnv } from '../../context.ts'
import { ownBodyLimit } from '../../http/body-limit.ts'
import { appOrigin } from '../../http/app-origin.ts'
import { requestLanguage } from '../../http/request-language.ts'
import { clientIp } from '../../http/client-ip.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { replayById } from '../../http/replay-by-id.ts'
import { validate } from '../../http/validate.ts'
import { allowPublic, requireAudience } from '../../middlewares/access.ts'
import { limitByIp, RateLimiter, type RateLimitRule } from '../auth/rate-limit.ts'
import {
  changeStatus,
  findReceipt,
  listRequests,
  readRequestPhoto,
  submitEstimateRequest,
} from './estimate-requests.service.ts'

/**
 * New requests per address and hour. Generous for a household or an office behind one address (a
 * visitor sends one or two); a retry of a request already stored is not counted.
 */
export const REQUESTS_BY_IP: RateLimitRule = { limit: 10, windowMs: 60 * 60 * 1000 }

/** The base64 of the most photos one request may carry, and room for the fields around them. */
const REQUEST_BODY_MAX_BYTES = base64Length(REQUEST_LIMITS.photosTotalBytes) + 64 * 1024

/** A page of the team's list: at most 100 requests. */
const ListQuerySchema = z.object({
  status: z.enum(REQUEST_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

/**
 * Homeowner estimate requests: anyone may send one, without an account;
 * team leads, team members and admins read them and move them along new → contacted → quoted → closed.
 */
export function createEstimateRequestRoutes(clock: () => Date) {
  const byIp = new RateLimiter(REQUESTS_BY_IP, clock)

  return new Hono<AppEnv>()
    .post(
      '/',
      allowPublic(),
      ownBodyLimit({
        maxSize: REQUEST_BODY_MAX_BYTES,
        onError: (c) => c.json(new FeatureError(413, 'requestTooLarge', ESTIMATE_REQUEST_CODES).body(), 413),
      }),
      limitByIp(byIp, 'check'),
      replayById(ESTIMATE_REQUEST_CODES, findReceipt, (c) => byIp.hit(clientIp(c))),
      // Checks the body the step above parsed (it is parsed once), so the client is typed by the schema.
      validate('json', EstimateRequestSchema, ESTIMATE_REQUEST_CODES),
      (c) => {
        const input = c.req.valid('json')
        const { receipt, created } = submitEstimateRequest(c.var.deps, input, {
          origin: appOrigin(c),
          language: requestLanguage(c, input.language),
        })
        return c.json(receipt, 201, created ? {} : { 'Idempotent-Replayed': 'true' })
      },
    )

    .get('/', requireAudience('team'), validate('query', ListQuerySchema, ESTIMATE_REQUEST_CODES), (c) =>
      c.json(listRequests(c.var.deps, c.req.valid('query'))),
    )

    .patch(
      '/:id',
      requireAudience('team'),
      validate('json', StatusChangeSchema, ESTIMATE_REQUEST_CODES),
      (c) => c.json(changeStatus(c.var.deps, c.req.param('id'), c.req.valid('json').status, c.var.user)),
    )

    .get('/:id/photos/:position', requireAudience('team'), (c) => {
      const position = c.req.param('position')
      const file = /^\d{1,2}$/.test(position)
        ? readRequestPhoto(c.var.deps, c.req.param('id'), Number(position))
        : undefined
      if (!file) return c.json({ message: 'Not found' }, 404)
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': file.mime,
        // Photos of someone's home: the team's browser may keep them, no shared cache may.
        'Cache-Control': 'private, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
      })
    })
}
