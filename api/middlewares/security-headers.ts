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

const headers = await policyHeaders()

/**
 * Sets them before the handler answers rather than after: a header added to a finished answer makes
 * the Node adapter rebuild it as a Fetch Response (a stream, a copy of every header) on every request.
 */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  for (const [name, value] of headers) c.header(name, value)
  await next()
}
