import { Hono } from 'hono'
import { QUOTE_CODES } from '../../../domain/quotes/errors.ts'
import { AcceptQuoteSchema } from '../../../domain/quotes/state.ts'
import type { AppEnv } from '../../context.ts'
import { appOrigin } from '../../http/app-origin.ts'
import { clientIp } from '../../http/client-ip.ts'
import { validate } from '../../http/validate.ts'
import { requireAudience } from '../../middlewares/access.ts'
import type { PaymentProviders } from '../orders/payments.ts'
import { hireWithQuote, readBidQuote } from './bid-quotes.service.ts'

/**
 * The quote a bid carries (decision 022, "Marketplace"): its job's poster (or an admin) reads it and
 * hires by accepting it. The body of the hire is the quote page's acceptance, with its codes.
 */
export function createBidQuoteRoutes(payments: PaymentProviders) {
  return new Hono<AppEnv>()
    .get('/jobs/:jobId/bids/:bidId/quote', requireAudience('poster'), (c) =>
      c.json(readBidQuote(c.var.deps, payments, c.var.user, c.req.param('jobId'), c.req.param('bidId'))),
    )
    .post(
      '/jobs/:jobId/bids/:bidId/accept-quote',
      requireAudience('poster'),
      validate('json', AcceptQuoteSchema, QUOTE_CODES),
      async (c) => {
        const { job, quote, created } = await hireWithQuote(
          c.var.deps,
          payments,
          c.var.user,
          c.req.param('jobId'),
          c.req.param('bidId'),
          c.req.valid('json'),
          {
            ip: clientIp(c),
            userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
            origin: appOrigin(c),
          },
        )
        return c.json({ job, quote }, created ? 201 : 200, created ? {} : { 'Idempotent-Replayed': 'true' })
      },
    )
}
