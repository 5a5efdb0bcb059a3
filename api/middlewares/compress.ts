import type { MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'

const ACCEPTS_COMPRESSION = /\b(?:gzip|deflate)\b/i

/**
 * Hono's compression, for the requests that accept it. Answers vary by Accept-Encoding, said before
 * the handler answers; a request that takes no compression (a server, a benchmark, a proxy that
 * decompresses) passes straight through instead of having its finished answer rebuilt to add Vary.
 */
export function compressWhenAccepted(): MiddlewareHandler {
  const compressing = compress()
  return async (c, next) => {
    c.header('Vary', 'Accept-Encoding')
    if (!ACCEPTS_COMPRESSION.test(c.req.header('accept-encoding') ?? '')) return next()
    return compressing(c, next)
  }
}
