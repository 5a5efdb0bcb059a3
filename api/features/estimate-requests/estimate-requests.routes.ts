import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import {
  base64Length,
  REQUEST_LIMITS,
  REQUEST_STATUSES,
  StatusChangeSchema,
} from '../../../domain/estimate-requests/request.ts'
import type { AppEnv } from '../../context.ts'
import { RateLimiter, type RateLimitRule } from '../auth/rate-limit.ts'
import { appOrigin } from '../../http/app-origin.ts'
import { clientIp } from '../../http/client-ip.ts'
import { readJsonObject } from '../../http/feature-error.ts'
import { allowPublic, requireAudience } from '../../middlewares/access.ts'
import {
  changeStatus,
  EstimateRequestError,
  findReceipt,
  listRequests,
  parseEstimateRequest,
  readRequestPhoto,
  submitEstimateRequest,
} from './estimate-requests.service.ts'

/**
 * New requests per address and hour. Generous for a household or an office behind one address (a
 * visitor sends one or two); a retry of a request already stored is not counted.
 */
export const REQUESTS_BY_IP: RateLimitRule = { limit: 10, windowMs: 60 * 60 * 1000 }

/** The base64 of the most photos one request may carry, and room for the fields around them. */
export const REQUEST_BODY_MAX_BYTES = base64Length(REQUEST_LIMITS.photosTotalBytes) + 64 * 1024

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
      bodyLimit({
        maxSize: REQUEST_BODY_MAX_BYTES,
        onError: (c) => c.json(new EstimateRequestError(413, 'requestTooLarge').body(), 413),
      }),
      async (c) => {
        const ip = clientIp(c)
        byIp.assertAllowed(ip)
        const body = await readBody(c)
        // A retry (the answer was lost on the way back): the same receipt, and nothing stored twice.
        const stored = findReceipt(c.var.deps, body.id)
        if (stored) return c.json(stored, 201, { 'Idempotent-Replayed': 'true' })
        byIp.hit(ip)
        const input = parseEstimateRequest(body)
        const { receipt, created } = submitEstimateRequest(c.var.deps, input, appOrigin(c))
        return c.json(receipt, 201, created ? {} : { 'Idempotent-Replayed': 'true' })
      },
    )

    .get('/', requireAudience('team'), (c) => {
      const query = ListQuerySchema.safeParse(c.req.query())
      if (!query.success) throw new EstimateRequestError(400, 'requestInvalid')
      return c.json(listRequests(c.var.deps, query.data))
    })

    .patch('/:id', requireAudience('team'), async (c) => {
      const body = await readBody(c)
      const parsed = StatusChangeSchema.safeParse(body)
      if (!parsed.success) throw new EstimateRequestError(400, 'statusInvalid', { status: 'statusInvalid' })
      return c.json(changeStatus(c.var.deps, c.req.param('id'), parsed.data.status, c.var.user))
    })

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

async function readBody(c: Context): Promise<Record<string, unknown>> {
  const body = await readJsonObject(c)
  if (!body) throw new EstimateRequestError(400, 'requestInvalid')
  return body
}
