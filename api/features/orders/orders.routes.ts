import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { ORDER_CODES } from '../../../domain/shop/errors.ts'
import { OrderInputSchema } from '../../../domain/shop/order.ts'
import { normalizeOrderNumber, TrackOrderSchema } from '../../../domain/shop/order-number.ts'
import { RefundInputSchema } from '../../../domain/shop/refunds.ts'
import { ORDER_STATUSES, StatusChangeSchema } from '../../../domain/shop/status.ts'
import type { AppEnv } from '../../context.ts'
import { appOrigin } from '../../http/app-origin.ts'
import { requestLanguage } from '../../http/request-language.ts'
import { clientIp } from '../../http/client-ip.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { readJsonObject, validate } from '../../http/validate.ts'
import { allowPublic, requireAudience, requireUser } from '../../middlewares/access.ts'
import { RateLimiter, type RateLimitRule } from '../auth/rate-limit.ts'
import {
  cancelOrder,
  changeOrderStatus,
  findReplay,
  getOrder,
  listOrders,
  listStockHolds,
  placeOrder,
  refundOrder,
  releaseExpiredGuestHolds,
  trackOrder,
} from './orders.service.ts'
import { releaseUnstartedCardOrders, withCardPayment } from './payments.service.ts'
import { DEFAULT_PAYMENT_PROVIDERS, type PaymentProviders } from './payments.ts'

const HOUR_MS = 60 * 60 * 1000

/**
 * New orders per address and hour, valid or not: far above what a household or an installer's
 * office places, low enough to stop a script from holding the stock. Retries of a placed order
 * (same Idempotency-Key) are not counted.
 */
export const ORDERS_BY_IP: RateLimitRule = { limit: 20, windowMs: HOUR_MS }

/**
 * Failed track-order lookups per address and hour. A customer mistyping a few times stays far
 * below it; guessing numbers (40 random bits, and the email must match too) gets nowhere.
 */
export const TRACK_FAILURES_BY_IP: RateLimitRule = { limit: 20, windowMs: HOUR_MS }

/** Stripe's rule: any visible ASCII up to 255 characters; a UUID from the checkout page in practice. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,255}$/

const ListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

/** The request's Idempotency-Key, refused when absent or malformed. */
function idempotencyKeyOf(c: Context): string {
  const key = c.req.header('idempotency-key')
  if (!key || !IDEMPOTENCY_KEY.test(key)) throw new FeatureError(400, 'idempotencyKeyRequired', ORDER_CODES)
  return key
}

/** The order number in the path, as stored; an impossible one is simply not found. */
function orderNumberParam(c: Context): string {
  const number = normalizeOrderNumber(c.req.param('number') ?? '')
  if (!number) throw new FeatureError(404, 'orderNotFound', ORDER_CODES)
  return number
}

/**
 * The shop's orders: anyone places one, signed in or not; customers read and cancel
 * their own; admins read all and move them along; anyone with the number and the email follows
 * the timeline at /api/track-order.
 */
export function createOrderRoutes(clock: () => Date, payments: PaymentProviders = DEFAULT_PAYMENT_PROVIDERS) {
  const ordersByIp = new RateLimiter(ORDERS_BY_IP, clock)
  const trackFailuresByIp = new RateLimiter(TRACK_FAILURES_BY_IP, clock)

  return new Hono<AppEnv>()
    .post(
      '/orders',
      allowPublic(),
      // Before the body is validated: a retry is answered with its order whatever the rules say now,
      // and a new order counts against the address's limit, valid or not.
      async (c, next) => {
        const key = idempotencyKeyOf(c)
        // A retry (the answer was lost, a double click): the same order, and nothing placed twice.
        const replay = findReplay(c.var.deps, key, c.var.user, await readJsonObject(c, ORDER_CODES))
        if (replay) {
          // A card order whose Checkout page failed to open gets it now (decision 009).
          const order = await withCardPayment(c.var.deps, payments, replay, appOrigin(c))
          return c.json(order, 201, { 'Idempotent-Replayed': 'true' })
        }
        ordersByIp.consume(clientIp(c))
        await next()
      },
      validate('json', OrderInputSchema, ORDER_CODES),
      async (c) => {
        releaseUnstartedCardOrders(c.var.deps)
        releaseExpiredGuestHolds(c.var.deps, appOrigin(c))
        const input = c.req.valid('json')
        const placed = await placeOrder(c.var.deps, payments, {
          input,
          idempotencyKey: idempotencyKeyOf(c),
          user: c.var.user,
          origin: appOrigin(c),
          language: requestLanguage(c, input.language),
        })
        const order = await withCardPayment(c.var.deps, payments, placed.order, appOrigin(c))
        return c.json(order, 201, placed.created ? {} : { 'Idempotent-Replayed': 'true' })
      },
    )

    .get('/orders', requireUser(), validate('query', ListQuerySchema, ORDER_CODES), (c) =>
      c.json(listOrders(c.var.deps, c.var.user, c.req.valid('query'))),
    )

    .get('/orders/:number', requireUser(), (c) =>
      c.json(getOrder(c.var.deps, orderNumberParam(c), c.var.user)),
    )

    .post('/orders/:number/cancel', requireUser(), (c) =>
      c.json(cancelOrder(c.var.deps, orderNumberParam(c), c.var.user, appOrigin(c))),
    )

    .patch(
      '/orders/:number/status',
      requireAudience('admin'),
      validate('json', StatusChangeSchema, { ...ORDER_CODES, invalid: 'statusInvalid' }),
      (c) =>
        c.json(
          changeOrderStatus(c.var.deps, orderNumberParam(c), c.req.valid('json'), c.var.user, appOrigin(c)),
        ),
    )

    .post(
      '/orders/:number/refunds',
      requireAudience('admin'),
      validate('json', RefundInputSchema, { ...ORDER_CODES, invalid: 'refundAmountInvalid' }),
      (c) =>
        c.json(refundOrder(c.var.deps, orderNumberParam(c), c.req.valid('json'), c.var.user, appOrigin(c))),
    )

    .get('/stock-holds', requireAudience('admin'), (c) => c.json(listStockHolds(c.var.deps, appOrigin(c))))

    .post(
      '/track-order',
      allowPublic(),
      // Failures only, a malformed lookup included: a customer checking their order again and again
      // is never locked out.
      async (c, next) => {
        const ip = clientIp(c)
        trackFailuresByIp.assertAllowed(ip)
        await next()
        // Hono turns a later handler's throw into the error answer and keeps the error here.
        if (c.error) trackFailuresByIp.hit(ip)
      },
      validate('json', TrackOrderSchema, ORDER_CODES),
      (c) => c.json(trackOrder(c.var.deps, c.req.valid('json'))),
    )
}
