import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { matchedRoutes } from 'hono/route'

type Options = Parameters<typeof bodyLimit>[0]

/** Every limit a route declared for itself, so the API's default can tell that one applies. */
const ownLimits = new WeakSet<MiddlewareHandler>()

/**
 * A route's own body limit: larger than the API's default (photos, sync batches) or smaller (a
 * logo). The feature declares it beside its routes; the default then stands aside for them.
 */
export function ownBodyLimit(options: Options): MiddlewareHandler {
  const limit = bodyLimit(options)
  ownLimits.add(limit)
  return limit
}

/**
 * The API's limit for every request whose route declares none of its own. Routes are matched
 * before any middleware runs, so the request's own limit is known here, before its body is read.
 */
export function defaultBodyLimit(options: Options): MiddlewareHandler {
  const limit = bodyLimit(options)
  return (c, next) =>
    // A GET or HEAD has no body to limit; asking the request for one would make the Node adapter
    // build a whole Fetch Request (stream, abort signal) for every read, the most common request.
    BODILESS.has(c.req.method) || matchedRoutes(c).some((route) => ownLimits.has(route.handler))
      ? next()
      : limit(c, next)
}

const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS'])
