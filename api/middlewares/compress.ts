import type { MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { packJson } from '../http/json-answer.ts'

const ACCEPTS_COMPRESSION = /\b(?:gzip|deflate)\b/i
const JSON_TYPE = /^\s*application\/json\s*(?:;|$)/i
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i

/**
 * Compression for the requests that accept it. A JSON answer is compressed in one piece (packJson):
 * Hono's middleware compresses through a web stream, which cost more per answer than the rest of a
 * small sync request, and compressed answers of 31 bytes, which only grew. An answer that already
 * says its encoding, or its length, was made with jsonAnswer and goes as it is. Anything else goes
 * through Hono's middleware. Answers vary by Accept-Encoding, said before the handler answers; a
 * request that takes no compression (a server, a benchmark, a proxy that decompresses) passes
 * straight through instead of having its finished answer rebuilt to add Vary.
 */
export function compressWhenAccepted(): MiddlewareHandler {
  const streaming = compress()
  return async (c, next) => {
    c.header('Vary', 'Accept-Encoding')
    const accepted = c.req.header('accept-encoding') ?? ''
    if (!ACCEPTS_COMPRESSION.test(accepted)) return next()
    await next()
    const res = c.res
    // Hono's middleware, on the answer the handler gave.
    if (!JSON_TYPE.test(res.headers.get('Content-Type') ?? '')) return streaming(c, async () => undefined)
    if (
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Content-Length') ||
      res.headers.has('Transfer-Encoding') ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
    )
      return
    const { body, encoding } = await packJson(new Uint8Array(await res.arrayBuffer()), accepted)
    const headers = new Headers(res.headers)
    if (encoding) headers.set('Content-Encoding', encoding)
    headers.set('Content-Length', String(body.byteLength))
    // Cleared first: Hono would otherwise copy the old answer's headers onto the new one.
    c.res = undefined
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers })
  }
}
