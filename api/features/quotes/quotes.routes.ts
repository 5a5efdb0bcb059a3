import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { QUOTE_CODES } from '../../../domain/quotes/errors.ts'
import { QuoteInputSchema } from '../../../domain/quotes/quote.ts'
import {
  AcceptOnDeviceSchema,
  AcceptQuoteSchema,
  RecordPaymentSchema,
  RequestChangesSchema,
  ReviewSchema,
  SendQuoteSchema,
} from '../../../domain/quotes/state.ts'
import type { AppEnv } from '../../context.ts'
import { appOrigin } from '../../http/app-origin.ts'
import { clientIp } from '../../http/client-ip.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { readJsonObject, validate } from '../../http/validate.ts'
import { allowPublic, requirePermission } from '../../middlewares/access.ts'
import { limitByIp, RateLimiter, type RateLimitRule } from '../auth/rate-limit.ts'
import { DEFAULT_PAYMENT_PROVIDERS, type PaymentProviders } from '../orders/payments.ts'
import {
  acceptOnDevice,
  acceptOnLink,
  openQuoteLink,
  payDepositByCard,
  quoteOfLink,
  requestChanges,
  type Arrival,
} from './quotes.answers.ts'
import { jobPdf, reviewJob } from './quotes.completion.ts'
import { listAcceptedJobs, listOpenQuotes } from './quotes.jobs.ts'
import {
  createQuote,
  findCreateReplay,
  getQuote,
  listQuoteVersions,
  ownedQuote,
  quotePdf,
  recordPayment,
  revokeQuote,
  sendQuote,
} from './quotes.service.ts'

const MINUTE_MS = 60 * 1000

/**
 * A customer reads their quote a few times and answers it once; these leave a household, an office
 * behind one address and a page that polls for a card payment's outcome far below, and make a script
 * that tries links slow (a token is 128 random bits: guessing gets nowhere anyway).
 */
export const LINK_READS_BY_IP: RateLimitRule = { limit: 60, windowMs: MINUTE_MS }
export const LINK_WRITES_BY_IP: RateLimitRule = { limit: 10, windowMs: MINUTE_MS }

/** The outbox's retry key: any visible ASCII up to 255 characters (a UUID, or the version's id). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/

/** The request's Idempotency-Key, when it has one; a malformed one is refused. */
function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header('idempotency-key')
  if (key === undefined) return undefined
  if (!IDEMPOTENCY_KEY.test(key)) throw new FeatureError(400, 'quoteInvalid', QUOTE_CODES)
  return key
}

const ListQuerySchema = z.object({
  estimateId: z.string({ message: 'idInvalid' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'idInvalid' }),
})

const arrivalOf = <E extends AppEnv>(c: Context<E>): Arrival => ({
  ip: clientIp(c),
  userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
  origin: appOrigin(c),
})

/** A PDF to save: the quote's number names the file. */
const pdfAnswer = (c: Context, { bytes, filename }: { bytes: Uint8Array; filename: string }) =>
  c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  })

/**
 * Quotes (decision 022). /quotes: the estimate's owner (installers and the team) or an admin makes
 * versions, sends them, withdraws them, takes a signature on the device and records cash or a check.
 * /quote-links/:token: the customer, without an account, reads the version the link opens, accepts it
 * or asks for changes, and pays the deposit.
 */
export function createQuoteRoutes(clock: () => Date, payments: PaymentProviders = DEFAULT_PAYMENT_PROVIDERS) {
  const reads = new RateLimiter(LINK_READS_BY_IP, clock)
  const writes = new RateLimiter(LINK_WRITES_BY_IP, clock)

  return (
    new Hono<AppEnv>()
      .post(
        '/quotes',
        requirePermission('quote', 'manage'),
        // A retry (the answer was lost): the stored version, whatever the prices are now.
        async (c, next) => {
          const body = (await readJsonObject(c, QUOTE_CODES)) as { id?: unknown }
          const key = idempotencyKeyOf(c)
          if (key !== undefined && key !== body.id) throw new FeatureError(400, 'idInvalid', QUOTE_CODES)
          const stored = findCreateReplay(c.var.deps, c.var.user, body.id)
          if (stored) return c.json(stored, 200, { 'Idempotent-Replayed': 'true' })
          await next()
        },
        validate('json', QuoteInputSchema, QUOTE_CODES),
        (c) => {
          const { view, created } = createQuote(c.var.deps, c.var.user, c.req.valid('json'))
          return c.json(view, created ? 201 : 200)
        },
      )

      .get(
        '/quotes',
        requirePermission('quote', 'read'),
        validate('query', ListQuerySchema, QUOTE_CODES),
        (c) => c.json(listQuoteVersions(c.var.deps, c.var.user, c.req.valid('query').estimateId)),
      )

      // Before /quotes/:id, which would take "accepted" for an id.
      .get('/quotes/accepted', requirePermission('quote', 'read'), (c) =>
        c.json(listAcceptedJobs(c.var.deps, c.var.user)),
      )

      // The caller's own open versions, to attach one to a marketplace bid. Before /quotes/:id too.
      .get('/quotes/open', requirePermission('quote', 'read'), (c) =>
        c.json(listOpenQuotes(c.var.deps, c.var.user)),
      )

      .get('/quotes/:id', requirePermission('quote', 'read'), (c) =>
        c.json(getQuote(c.var.deps, c.var.user, c.req.param('id'))),
      )

      .post(
        '/quotes/:id/send',
        requirePermission('quote', 'manage'),
        validate('json', SendQuoteSchema, QUOTE_CODES),
        async (c) =>
          c.json(
            await sendQuote(
              c.var.deps,
              c.var.user,
              c.req.param('id'),
              c.req.valid('json'),
              idempotencyKeyOf(c),
              appOrigin(c),
            ),
          ),
      )

      .post(
        '/quotes/:id/accept',
        requirePermission('quote', 'manage'),
        validate('json', AcceptOnDeviceSchema, QUOTE_CODES),
        async (c) => {
          const { view, created } = await acceptOnDevice(
            c.var.deps,
            c.var.user,
            c.req.param('id'),
            c.req.valid('json'),
            { ...arrivalOf(c), idempotencyKey: idempotencyKeyOf(c) },
          )
          return c.json(view, created ? 201 : 200, created ? {} : { 'Idempotent-Replayed': 'true' })
        },
      )

      .post(
        '/quotes/:id/payments',
        requirePermission('quote', 'manage'),
        validate('json', RecordPaymentSchema, QUOTE_CODES),
        (c) =>
          c.json(
            recordPayment(
              c.var.deps,
              c.var.user,
              c.req.param('id'),
              c.req.valid('json'),
              idempotencyKeyOf(c),
            ),
          ),
      )

      .post('/quotes/:id/revoke', requirePermission('quote', 'manage'), (c) =>
        c.json(revokeQuote(c.var.deps, c.var.user, c.req.param('id'))),
      )

      .get('/quotes/:id/pdf', requirePermission('quote', 'read'), async (c) =>
        pdfAnswer(
          c,
          await quotePdf(c.var.deps, ownedQuote(c.var.deps, c.var.user, c.req.param('id'), 'read')),
        ),
      )

      .get('/quotes/:id/:document{invoice|warranty}', requirePermission('quote', 'read'), async (c) =>
        pdfAnswer(
          c,
          await jobPdf(
            c.var.deps,
            ownedQuote(c.var.deps, c.var.user, c.req.param('id'), 'read'),
            c.req.param('document') as 'invoice' | 'warranty',
          ),
        ),
      )

      // ── the customer's link ──

      .get('/quote-links/:token', allowPublic(), limitByIp(reads, 'consume'), (c) =>
        c.json(openQuoteLink(c.var.deps, payments, c.req.param('token'), c.var.user)),
      )

      .get('/quote-links/:token/pdf', allowPublic(), limitByIp(reads, 'consume'), async (c) =>
        pdfAnswer(c, await quotePdf(c.var.deps, quoteOfLink(c.var.deps, c.req.param('token')))),
      )

      .get(
        '/quote-links/:token/:document{invoice|warranty}',
        allowPublic(),
        limitByIp(reads, 'consume'),
        async (c) =>
          pdfAnswer(
            c,
            await jobPdf(
              c.var.deps,
              quoteOfLink(c.var.deps, c.req.param('token')),
              c.req.param('document') as 'invoice' | 'warranty',
            ),
          ),
      )

      .post(
        '/quote-links/:token/review',
        allowPublic(),
        limitByIp(writes, 'consume'),
        validate('json', ReviewSchema, QUOTE_CODES),
        (c) => {
          const token = c.req.param('token')
          reviewJob(c.var.deps, quoteOfLink(c.var.deps, token), c.req.valid('json'))
          return c.json(openQuoteLink(c.var.deps, payments, token, c.var.user))
        },
      )

      .post(
        '/quote-links/:token/accept',
        allowPublic(),
        limitByIp(writes, 'consume'),
        validate('json', AcceptQuoteSchema, QUOTE_CODES),
        async (c) =>
          c.json(
            await acceptOnLink(c.var.deps, payments, c.req.param('token'), c.req.valid('json'), arrivalOf(c)),
            201,
          ),
      )

      .post(
        '/quote-links/:token/changes',
        allowPublic(),
        limitByIp(writes, 'consume'),
        validate('json', RequestChangesSchema, QUOTE_CODES),
        (c) =>
          c.json(
            requestChanges(
              c.var.deps,
              payments,
              c.req.param('token'),
              c.req.valid('json').note,
              appOrigin(c),
            ),
          ),
      )

      .post('/quote-links/:token/deposit/card', allowPublic(), limitByIp(writes, 'consume'), async (c) =>
        c.json(await payDepositByCard(c.var.deps, payments, c.req.param('token'), appOrigin(c))),
      )
  )
}
