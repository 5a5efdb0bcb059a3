import { Hono, type MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

/**
 * The CSP the built app actually needs: its own scripts only (no inline script), inline style
 * attributes set by React/Radix/framer-motion, images from itself, data: and blob: (photos).
 */
const policy = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: ['self'], geolocation: ['self'], microphone: [] },
  })

/** The headers the policy above sets, read once from Hono's own middleware. */
async function policyHeaders(): Promise<[string, string][]> {
  const probe = new Hono().use(policy()).get('/', (c) => c.body(''))
  return [...(await probe.request('/')).headers].filter(([name]) => name !== 'content-type')
}

const documentHeaders = await policyHeaders()
const documentHeader = (name: string) => documentHeaders.find(([header]) => header === name)!

/**
 * What an API answer that no browser shows as a page needs (JSON, the sync stream, a 304): it may
 * not be framed, sniffed into something else or read by another site, and it loads nothing. The
 * rest of the document set (permissions, opener, referrer, DNS prefetch…) governs pages; sent with
 * every API answer it was a kilobyte of headers, written on the server's only thread each time.
 */
const apiHeaders: [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  documentHeader('cross-origin-resource-policy'),
  documentHeader('strict-transport-security'),
  documentHeader('x-content-type-options'),
  documentHeader('x-frame-options'),
]

/** Answers of the API a browser never renders as a document. */
const DATA_TYPES = /^(application\/json|text\/event-stream)\b/

/**
 * Pages get the document set; API answers the short one, and the document set too when what they
 * answer is a document after all (a PDF, a photo, a CSV). Set before the handler answers rather than
 * after where it can be: a header added to a finished answer makes the Node adapter rebuild it as a
 * Fetch Response (a stream, a copy of every header), which only documents from the API pay.
 */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  const api = c.req.path.startsWith('/api/')
  for (const [name, value] of api ? apiHeaders : documentHeaders) c.header(name, value)
  await next()
  const type = c.res.headers.get('content-type')
  if (api && type !== null && !DATA_TYPES.test(type)) {
    for (const [name, value] of documentHeaders) c.res.headers.set(name, value)
  }
}
