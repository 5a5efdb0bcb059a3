import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { parseAccept } from 'hono/utils/accept'
import { promisify } from 'node:util'
import { deflate, deflateSync, gzip, gzipSync } from 'node:zlib'

/** Smaller answers go as they are: compressed, they would hardly shrink, or grow. */
const MIN_BYTES = 1024
/** Larger answers are compressed in zlib's thread pool, so that other requests need not wait for it. */
const SYNC_MAX_BYTES = 64 * 1024

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

/** As Hono's compression chooses: gzip first, the higher quality wins, `*` stands for what is not named. */
function encodingFor(acceptEncoding: string): Encoding | null {
  const accepts = parseAccept(acceptEncoding)
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
 * JSON bytes as they go out to a client that sent `acceptEncoding`: compressed in one piece when large
 * enough, with the encoding to declare (null: as they are).
 */
export async function packJson(
  bytes: Uint8Array<ArrayBuffer>,
  acceptEncoding: string,
): Promise<{ body: Uint8Array<ArrayBuffer>; encoding: Encoding | null }> {
  const encoding = bytes.byteLength >= MIN_BYTES ? encodingFor(acceptEncoding) : null
  if (!encoding) return { body: bytes, encoding }
  const pack = PACK[encoding]
  return { body: bytes.byteLength <= SYNC_MAX_BYTES ? pack.now(bytes) : await pack.later(bytes), encoding }
}

/**
 * `json`, already JSON text, as the answer: compressed as the request accepts (packJson), with its
 * length. For answers made often or large, the sync protocol's: compressing through a web stream, as
 * Hono's middleware does, cost more per answer than the rest of a small sync request, and reading a
 * finished answer back to compress it (api/middlewares/compress.ts) costs nearly as much again.
 */
export async function jsonAnswer(
  c: Context,
  json: string,
  status: ContentfulStatusCode = 200,
): Promise<Response> {
  const { body, encoding } = await packJson(
    new TextEncoder().encode(json),
    c.req.header('accept-encoding') ?? '',
  )
  return c.body(body, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(body.byteLength),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  })
}
