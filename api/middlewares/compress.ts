import type { Context, MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { parseAccept } from 'hono/utils/accept'
import { promisify } from 'node:util'
import { deflate, deflateSync, gzip, gzipSync } from 'node:zlib'

const ACCEPTS_COMPRESSION = /\b(?:gzip|deflate)\b/i
const JSON_TYPE = /^\s*application\/json\s*(?:;|$)/i
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i
/** Smaller answers go as they are: compressed, they would hardly shrink, or grow. */
const JSON_MIN_BYTES = 1024
/** Larger answers are compressed in zlib's thread pool, so that other requests need not wait for it. */
const JSON_SYNC_MAX_BYTES = 64 * 1024

type Encoding = 'gzip' | 'deflate'

const PACK: Record<
  Encoding,
  {
    now(bytes: Uint8Array): Uint8Array<ArrayBuffer>
    later(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>>
  }
> = {
  gzip: { now: gzipSync, later: promisify(gzip) },
  deflate: { now: deflateSync, later: promisify(deflate) },
}

/** As Hono's middleware chooses: gzip first, the higher quality wins, `*` stands for what is not named. */
function encodingFor(header: string): Encoding | null {
  const accepts = parseAccept(header)
  const quality = (name: string) =>
    accepts.find((accept) => accept.type.toLowerCase() === name)?.q ??
    accepts.find((accept) => accept.type === '*')?.q ??
    0
  const gzipQ = quality('gzip')
  const deflateQ = quality('deflate')
  if (gzipQ > 0 && gzipQ >= deflateQ) return 'gzip'
  return deflateQ > 0 ? 'deflate' : null
}

/**
 * A JSON answer, compressed in one piece. The API builds its answers whole in memory, and the web
 * stream Hono's middleware compresses through cost more per answer than the rest of a small sync
 * request: a hundred devices pushing and pulling spent a tenth of the server's time in it, among
 * others on answers of 31 bytes, which only grew.
 */
async function compressJson(c: Context, encoding: Encoding): Promise<void> {
  const res = c.res
  const bytes = new Uint8Array(await res.arrayBuffer())
  const headers = new Headers(res.headers)
  let body = bytes
  if (bytes.byteLength >= JSON_MIN_BYTES) {
    const pack = PACK[encoding]
    body = bytes.byteLength <= JSON_SYNC_MAX_BYTES ? pack.now(bytes) : await pack.later(bytes)
    headers.set('Content-Encoding', encoding)
  }
  headers.set('Content-Length', String(body.byteLength))
  // Cleared first: Hono would otherwise copy the old answer's headers (its length among them) onto the new one.
  c.res = undefined
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers })
}

/**
 * Compression for the requests that accept it: JSON answers in one piece (compressJson), anything
 * else through Hono's middleware. Answers vary by Accept-Encoding, said before the handler answers;
 * a request that takes no compression (a server, a benchmark, a proxy that decompresses) passes
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
    const encoding = encodingFor(accepted)
    const untouchable =
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Transfer-Encoding') ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
    if (encoding && !untouchable) await compressJson(c, encoding)
  }
}
