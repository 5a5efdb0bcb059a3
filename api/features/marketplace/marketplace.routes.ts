import { Hono } from 'hono'
import type { z } from 'zod'
import { base64Length } from '../../../domain/estimate-requests/request.ts'
import { AcceptBidSchema, BidInputSchema } from '../../../domain/marketplace/bid.ts'
import { MARKETPLACE_CODES, type MarketplaceErrorCode } from '../../../domain/marketplace/errors.ts'
import { CertifySchema, InstallerProfileInputSchema } from '../../../domain/marketplace/installer.ts'
import { JOB_LIMITS, JobInputSchema, ProgressInputSchema } from '../../../domain/marketplace/job.ts'
import { MessageInputSchema } from '../../../domain/marketplace/message.ts'
import { MarkReadSchema } from '../../../domain/marketplace/notification.ts'
import { ReviewInputSchema } from '../../../domain/marketplace/review.ts'
import type { AppEnv } from '../../context.ts'
import { ownBodyLimit } from '../../http/body-limit.ts'
import { appOrigin } from '../../http/app-origin.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { validate } from '../../http/validate.ts'
import { allowPublic, requireAudience, requireUser } from '../../middlewares/access.ts'
import { lookupZip } from './geo.ts'
import {
  certifyInstaller,
  getInstallerProfile,
  getOwnSettings,
  getPortfolioItem,
  listInstallers,
  portfolioPhoto,
  saveOwnSettings,
} from './installers.service.ts'
import {
  acceptBid,
  cancelJob,
  placeBid,
  postJob,
  reportProgress,
  reviewJob,
  withdrawBid,
} from './jobs.service.ts'
import { markNotificationsRead, markThreadRead, sendMessage } from './messages.service.ts'

/** The most photos a job, a message or a progress report carries, and room for the fields around them. */
const MARKETPLACE_BODY_MAX_BYTES = base64Length(JOB_LIMITS.photosTotalBytes) + 64 * 1024

/** The JSON body as `schema` reads it; a problem no schema message names is reported as `invalid`. */
const body = <S extends z.ZodType>(schema: S, invalid: MarketplaceErrorCode) =>
  validate('json', schema, { ...MARKETPLACE_CODES, invalid })

const replayed = { 'Idempotent-Replayed': 'true' }

/**
 * The marketplace (decision 011). Writes answer the document they wrote; devices receive
 * every change through the jobs, bids, messages and notifications collections. Reads of jobs and bids
 * go through sync only; the installers' public pages read here.
 */
export const marketplaceRoutes = new Hono<AppEnv>()
  .use(
    '/jobs/*',
    ownBodyLimit({
      maxSize: MARKETPLACE_BODY_MAX_BYTES,
      onError: (c) => c.json(new FeatureError(400, 'photosTooLarge', MARKETPLACE_CODES).body(), 413),
    }),
  )
  .use(
    '/jobs',
    ownBodyLimit({
      maxSize: MARKETPLACE_BODY_MAX_BYTES,
      onError: (c) => c.json(new FeatureError(400, 'photosTooLarge', MARKETPLACE_CODES).body(), 413),
    }),
  )
  .post('/jobs', requireAudience('poster'), body(JobInputSchema, 'jobInvalid'), (c) => {
    const { job, created } = postJob(c.var.deps, c.var.user, c.req.valid('json'))
    return c.json(job, 201, created ? {} : replayed)
  })
  .post('/jobs/:id/cancel', requireAudience('poster'), (c) =>
    c.json(cancelJob(c.var.deps, c.var.user, c.req.param('id'), appOrigin(c))),
  )
  .post('/jobs/:id/bids', requireAudience('installer'), body(BidInputSchema, 'bidInvalid'), (c) =>
    c.json(placeBid(c.var.deps, c.var.user, c.req.param('id'), c.req.valid('json'), appOrigin(c)), 201),
  )
  .post('/bids/:id/withdraw', requireAudience('installer'), (c) =>
    c.json(withdrawBid(c.var.deps, c.var.user, c.req.param('id'))),
  )
  .post('/jobs/:id/accept', requireAudience('poster'), body(AcceptBidSchema, 'bidNotFound'), (c) =>
    c.json(acceptBid(c.var.deps, c.var.user, c.req.param('id'), c.req.valid('json').bidId, appOrigin(c))),
  )
  .post('/jobs/:id/progress', requireAudience('projects'), body(ProgressInputSchema, 'statusInvalid'), (c) =>
    c.json(reportProgress(c.var.deps, c.var.user, c.req.param('id'), c.req.valid('json'), appOrigin(c))),
  )
  .post('/jobs/:id/messages', requireAudience('projects'), body(MessageInputSchema, 'messageRequired'), (c) =>
    c.json(sendMessage(c.var.deps, c.var.user, c.req.param('id'), c.req.valid('json'), appOrigin(c)), 201),
  )
  .post('/jobs/:id/threads/:installerId/read', requireAudience('projects'), (c) =>
    c.json({ read: markThreadRead(c.var.deps, c.var.user, c.req.param('id'), c.req.param('installerId')) }),
  )
  .post('/jobs/:id/review', requireAudience('poster'), body(ReviewInputSchema, 'reviewInvalid'), (c) =>
    c.json(reviewJob(c.var.deps, c.var.user, c.req.param('id'), c.req.valid('json'))),
  )
  .post('/notifications/read', requireUser(), body(MarkReadSchema, 'jobInvalid'), (c) =>
    c.json({ read: markNotificationsRead(c.var.deps, c.var.user, c.req.valid('json')) }),
  )
  .get('/installers', allowPublic(), (c) => c.json({ installers: listInstallers(c.var.deps) }))
  .get('/installers/me', requireAudience('installer'), (c) => c.json(getOwnSettings(c.var.deps, c.var.user)))
  .put(
    '/installers/me',
    requireAudience('installer'),
    body(InstallerProfileInputSchema, 'profileInvalid'),
    (c) => c.json(saveOwnSettings(c.var.deps, c.var.user, c.req.valid('json'))),
  )
  .get('/installers/:id', allowPublic(), (c) => c.json(getInstallerProfile(c.var.deps, c.req.param('id'))))
  .put(
    '/admin/installers/:id/certification',
    requireAudience('admin'),
    body(CertifySchema, 'profileInvalid'),
    (c) => c.json(certifyInstaller(c.var.deps, c.var.user, c.req.param('id'), c.req.valid('json'))),
  )
  .get('/portfolio/:jobId', allowPublic(), (c) => c.json(getPortfolioItem(c.var.deps, c.req.param('jobId'))))
  .get('/portfolio/:jobId/photos/:photo', allowPublic(), (c) => {
    const file = portfolioPhoto(c.var.deps, c.req.param('jobId'), c.req.param('photo'))
    if (!file) return c.json({ message: 'Not found' }, 404)
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.mime,
      // Immutable bytes (named by their hash) of a finished job the installer shows publicly.
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    })
  })
  .get('/geo/zip/:zip', requireUser(), (c) => {
    const place = lookupZip(c.req.param('zip'))
    if (!place) throw new FeatureError(404, 'zipUnknown', MARKETPLACE_CODES)
    return c.json(place, 200, { 'Cache-Control': 'private, max-age=86400' })
  })
