import { Hono } from 'hono'
import { ReviewInputSchema } from '../../../domain/shop/catalog.ts'
import { REVIEW_CODES } from '../../../domain/shop/review-errors.ts'
import type { AppEnv } from '../../context.ts'
import { etagMatches } from '../../http/etag.ts'
import { validate } from '../../http/validate.ts'
import { allowPublic, requireUser } from '../../middlewares/access.ts'
import { catalogAnswer, getProductImage } from './catalog.service.ts'
import { getReviewEligibility, postReview } from './reviews.service.ts'

const SVG_FILE = /^([A-Za-z0-9-]{1,64})\.svg$/

/*
 * Validators are weak (W/"…"): the same content is sent gzipped or not (the compress middleware),
 * and a 304 must carry the tag the 200 had.
 */

/**
 * The shop's catalog. Public: the catalog itself, which the browser keeps on the device
 * and revalidates whenever it is online (ETag, 304 when unchanged), and the product pictures, which
 * the service worker caches. Signed in: reviews, from verified buyers only.
 */
export const catalogRoutes = new Hono<AppEnv>()
  .get('/catalog', allowPublic(), (c) => {
    const answer = catalogAnswer(c.var.deps)
    // Every visitor gets the same catalog, but always revalidated: a stale price must not be shown as current.
    const headers = { ETag: answer.etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' }
    if (etagMatches(c.req.header('if-none-match'), headers.ETag)) return c.body(null, 304, headers)
    const json = { ...headers, 'Content-Type': 'application/json' }
    // Compressed once per catalog, not once per request (the compress middleware leaves it be).
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? ''))
      return c.body(answer.gzip, 200, { ...json, 'Content-Encoding': 'gzip' })
    return c.body(answer.bytes, 200, json)
  })

  .get('/catalog/images/:file', allowPublic(), (c) => {
    const sku = SVG_FILE.exec(c.req.param('file'))?.[1]
    const image = sku ? getProductImage(c.var.deps, sku) : undefined
    if (!image) return c.json({ message: 'Not found' }, 404)
    // A day: pictures change only when a product's data does, and the service worker keeps its own copy.
    const headers = { ETag: `W/"${image.tag}"`, 'Cache-Control': 'public, max-age=86400' }
    if (etagMatches(c.req.header('if-none-match'), headers.ETag)) return c.body(null, 304, headers)
    return c.body(image.svg, 200, { ...headers, 'Content-Type': 'image/svg+xml' })
  })

  .get('/products/:id/review-eligibility', requireUser(), (c) =>
    c.json(getReviewEligibility(c.var.deps, c.req.param('id'), c.var.user)),
  )

  .post('/products/:id/reviews', requireUser(), validate('json', ReviewInputSchema, REVIEW_CODES), (c) => {
    const { review, created } = postReview(c.var.deps, c.req.param('id'), c.var.user, c.req.valid('json'))
    return c.json(review, created ? 201 : 200)
  })
