import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SYSTEM_SETTINGS } from '../domain/admin/public-settings.ts'
import { can, grantOf, mayChooseOwnHub } from '../domain/auth/policies.ts'
import { canAccess, type Audience, type SessionUser } from '../domain/auth/roles.ts'
import { ONBOARDING_CHECKLIST } from '../domain/auth/schemas.ts'
import { makeEstimateRequest, TINY_JPEG_BASE64 } from '../domain/testing/request-factory.ts'
import { makeEstimate, makeWindow } from '../domain/testing/estimate-factory.ts'
import type { BidDocument } from '../domain/marketplace/bid.ts'
import type { CalendarEvent } from '../domain/calendar/event.ts'
import { makeBidBody, makeJobBody } from '../domain/testing/marketplace-factory.ts'
import { makeOrderBody } from '../domain/testing/order-factory.ts'
import { DEFAULT_PRICING_SHEET } from '../domain/estimator/pricing.ts'
import { DEFAULT_SHIPPING_RATES } from '../domain/shop/shipping.ts'
import { ShipToSchema } from '../domain/shop/order.ts'
import type { QuoteInput } from '../domain/quotes/quote.ts'
import { seedDemoCalendar } from './db/demo-calendar.ts'
import { demoUser } from './db/demo-deps.ts'
import { placeDeliveredOrder } from './db/demo-shop.ts'
import { DEMO_PASSWORD, DEMO_USERS, seed } from './db/seed.ts'
import { createSession } from './features/auth/session.service.ts'
import { findEvents } from './features/calendar/calendar.repo.ts'
import { receiveRoll } from './features/inventory/inventory.service.ts'
import { insertJob } from './features/quotes/quotes.repo.ts'
import { createClient, signIn, type TestClient } from './test/client.ts'
import { deviceAcceptance, deviceQuote } from './test/quotes.ts'
import { createTestApp, type TestApp } from './test/test-app.ts'

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** `t`, the app under test, for the few calls that must first set something up behind the API's back. */
type Call = (client: TestClient, t: TestApp) => Promise<Response>

/** The PNG above as a sync attachment: its id is the SHA-256 of its bytes. */
const PNG_ATTACHMENT = {
  id: createHash('sha256').update(PNG).digest('hex'),
  mime: 'image/png',
  data: PNG.toString('base64'),
}

/** Uploads the PNG, pushes an estimate of the caller's own that shows it, then reads it back. */
const readOwnAttachment: Call = async (c) => {
  const { id: ownerId } = (await (await c.get('/api/user')).json()) as { id?: string }
  await c.post('/api/sync/v2/estimates/attachments', PNG_ATTACHMENT)
  if (ownerId) {
    const estimate = makeEstimate({
      id: `m-${ownerId}`,
      ownerId,
      windows: [makeWindow({ photos: [PNG_ATTACHMENT.id] })],
    })
    await c.post('/api/sync/v2/estimates/push', [{ assumedMasterState: null, newDocumentState: estimate }])
  }
  return c.get(`/api/sync/v2/estimates/attachments/${PNG_ATTACHMENT.id}`)
}

/** A fresh 100 ft roll at Atlanta, received behind the API's back (for the inventory's rows). */
const matrixRoll = (t: TestApp): string =>
  receiveRoll(
    { db: t.db, clock: () => new Date() },
    { id: null, name: 'matrix' },
    {
      id: crypto.randomUUID(),
      hubId: 'atlanta',
      productId: 'prod_SEC-8C-60',
      lot: 'M-1',
      reason: '',
      lengthFt: 100,
    },
  ).roll.id

/**
 * Sends one estimate request with a photo (anyone may) under a fixed id, then makes the call: every
 * caller after the first gets the stored request back (idempotent), so the rate limit is not used up.
 */
const withEstimateRequest =
  (then: (c: TestClient, id: string) => Promise<Response>): Call =>
  async (c) => {
    const request = makeEstimateRequest({
      id: 'aaaaaaaa-0000-4000-8000-000000000001',
      photos: [{ mime: 'image/jpeg', data: TINY_JPEG_BASE64 }],
    })
    await c.post('/api/estimate-requests', request)
    return then(c, request.id)
  }

/**
 * Sends one support request (anyone may) under a fixed id, then makes the call: every caller after
 * the first gets the stored request back (idempotent), so the rate limit is not used up.
 */
const withSupportRequest =
  (then: (c: TestClient, id: string) => Promise<Response>): Call =>
  async (c) => {
    const id = 'aaaaaaaa-0000-4000-8000-000000000029'
    await c.post('/api/support-requests', { id, name: 'Pat Smith', email: 'pat@example.com' })
    return then(c, id)
  }

/**
 * Places the caller's own order (once: later rows replay it under the same Idempotency-Key, so the
 * orders rate limit is not used up), then makes the call with its number. Signed out, the call is
 * made with a number that does not exist: the sign-in check answers first.
 */
const withOwnOrder =
  (then: (c: TestClient, number: string) => Promise<Response>): Call =>
  async (c) => {
    const { id } = (await (await c.get('/api/user')).json()) as { id?: string }
    if (!id) return then(c, 'SS-0000-0000')
    const res = await c.post(
      '/api/orders',
      makeOrderBody({ lines: [{ productId: 'prod_KIT-DIY', quantity: 1 }] }),
      {
        'Idempotency-Key': `access-matrix-${id}`,
      },
    )
    const { orderNumber } = (await res.json()) as { orderNumber: string }
    return then(c, orderNumber)
  }

/**
 * Gives the caller a delivered order of the security sample pack (placed and moved along by the
 * services, not over HTTP: the status changes are the admin's), then makes the call: a verified buyer
 * may review it. Signed out, the call is made as is and the sign-in check answers first.
 */
const asVerifiedBuyer =
  (then: (c: TestClient, productId: string) => Promise<Response>): Call =>
  async (c, t) => {
    const { id, username } = (await (await c.get('/api/user')).json()) as { id?: string; username?: string }
    const productId = 'prod_SMP-SEC'
    const buyer = id && username ? demoUser(t.db, username) : null
    if (buyer)
      await placeDeliveredOrder(t.db, {
        key: `access-matrix-review-${buyer.id}`,
        buyer,
        admin: demoUser(t.db, 'admin')!,
        shipTo: ShipToSchema.parse(makeOrderBody().shipTo),
        lines: [{ productId, quantity: 1 }],
        placedAt: new Date('2025-05-01T09:00:00.000Z'),
      })
    return then(c, productId)
  }

/**
 * Opens a team task (a delivered onboarding order of the admin's, which opens it), then makes the
 * call with its id.
 */
const withTeamTask =
  (then: (c: TestClient, id: string) => Promise<Response>): Call =>
  async (c, t) => {
    const admin = demoUser(t.db, 'admin')!
    const orderId = await placeDeliveredOrder(t.db, {
      key: `access-matrix-task-${crypto.randomUUID()}`,
      buyer: admin,
      admin,
      shipTo: ShipToSchema.parse(makeOrderBody().shipTo),
      lines: [{ productId: 'prod_SVC-ONBOARD', quantity: 1 }],
      placedAt: new Date('2025-05-01T09:00:00.000Z'),
    })
    const id = t.db.prepare('SELECT id FROM team_tasks WHERE order_id = ?').pluck().get(orderId) as string
    return then(c, id)
  }

/** Only one who bids has an installer's settings and bids: admins do not pass (domain/auth/policies.ts). */
const bidsOnJobs = (user: SessionUser) => can(user, 'bidOn', 'job')

/** The caller as GET /api/user answers: nothing when signed out. */
const me = async (c: TestClient) => (await (await c.get('/api/user')).json()) as Partial<SessionUser>

/**
 * The demo homeowner and installer, each with a session of their own once per app: the other side of
 * the caller's jobs. Straight into the database, since the change-password row above changes their
 * password and signs out their other devices.
 */
const demoParties = new WeakMap<TestApp, { homeowner: TestClient; installer: TestClient }>()
function partiesOf(t: TestApp) {
  let parties = demoParties.get(t)
  if (!parties) {
    const as = (username: string) => {
      const id = t.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as string
      return createClient(t.app, createSession(t.db, id, t.clock.now()).token)
    }
    parties = { homeowner: as('homeowner'), installer: as('installer') }
    demoParties.set(t, parties)
  }
  return parties
}

/** Posts a fresh job as `c` and answers its id (one that does not exist if `c` may not post). */
async function postJob(c: TestClient): Promise<string> {
  const job = makeJobBody()
  await c.post('/api/jobs', job)
  return job.id
}

/** Bids on the job as `c`; answers the bid (a made-up one if `c` may not bid). */
async function placeBid(c: TestClient, jobId: string): Promise<Pick<BidDocument, 'id' | 'installerId'>> {
  const res = await c.post(`/api/jobs/${jobId}/bids`, makeBidBody())
  return res.ok ? ((await res.json()) as BidDocument) : { id: crypto.randomUUID(), installerId: 'nobody' }
}

/** One open job of the demo homeowner per app, for installers to bid on. */
const openJobs = new WeakMap<TestApp, Promise<string>>()
function openJobOf(t: TestApp): Promise<string> {
  let job = openJobs.get(t)
  if (!job) {
    job = postJob(partiesOf(t).homeowner)
    openJobs.set(t, job)
  }
  return job
}

/** Makes the installer's call for installers, the poster's for everyone else (the role check answers them). */
const byRole =
  (installer: Call, poster: Call): Call =>
  async (c, t) =>
    (await me(c)).userType === 'installer' ? installer(c, t) : poster(c, t)

/** Posts the caller's own job, then makes the call with its id. */
const withOwnJob =
  (then: (c: TestClient, jobId: string) => Promise<Response>): Call =>
  async (c) =>
    then(c, await postJob(c))

/** Posts the caller's own job and has the demo installer bid on it, then makes the call. */
const withBidOnOwnJob =
  (
    then: (c: TestClient, jobId: string, bid: Pick<BidDocument, 'id' | 'installerId'>) => Promise<Response>,
  ): Call =>
  async (c, t) => {
    const jobId = await postJob(c)
    return then(c, jobId, await placeBid(partiesOf(t).installer, jobId))
  }

/**
 * Posts the caller's own job and has the demo installer bid on it with a fresh quote of theirs, then
 * makes the call with the bid and the quote's hash.
 */
const withQuotedBidOnOwnJob =
  (then: (c: TestClient, jobId: string, bidId: string, hash: string) => Promise<Response>): Call =>
  async (c, t) => {
    const { installer } = partiesOf(t)
    const quote = unhashedQuote(t)
    const made = await installer.post('/api/quotes', quote)
    const { hash } = (await made.json()) as { hash: string }
    const jobId = await postJob(c)
    const res = await installer.post(`/api/jobs/${jobId}/bids`, makeBidBody({ quoteId: quote.id }))
    const bidId = res.ok ? ((await res.json()) as BidDocument).id : crypto.randomUUID()
    return then(c, jobId, bidId, hash)
  }

/** The caller hires the demo installer on their own job, then makes the call with the installer's client. */
const withHiredInstaller =
  (then: (c: TestClient, jobId: string, installer: TestClient) => Promise<Response>): Call =>
  async (c, t) => {
    const { installer } = partiesOf(t)
    const jobId = await postJob(c)
    const bid = await placeBid(installer, jobId)
    await c.post(`/api/jobs/${jobId}/accept`, { bidId: bid.id })
    return then(c, jobId, installer)
  }

/** The demo homeowner hires the caller on a fresh job of theirs, then makes the call with its id. */
const asHiredInstaller =
  (then: (c: TestClient, jobId: string) => Promise<Response>): Call =>
  async (c, t) => {
    const { homeowner } = partiesOf(t)
    const jobId = await postJob(homeowner)
    const bid = await placeBid(c, jobId)
    await homeowner.post(`/api/jobs/${jobId}/accept`, { bidId: bid.id })
    return then(c, jobId)
  }

/**
 * Places a bid on a fresh job of the demo homeowner, then makes the call with it: the caller's own
 * bid, or the demo installer's for anyone else (admins may withdraw any bid; the rest get 403 first).
 */
const withBid =
  (then: (c: TestClient, bidId: string) => Promise<Response>): Call =>
  async (c, t) => {
    const { homeowner, installer } = partiesOf(t)
    const bidder = (await me(c)).userType === 'installer' ? c : installer
    const bid = await placeBid(bidder, await postJob(homeowner))
    return then(c, bid.id)
  }

/**
 * Opens the caller's side of a thread, then makes the call with the job and the thread's installer:
 * an installer writes about a fresh open job of the demo homeowner, a poster to the demo installer
 * who bid on their own job.
 */
const withThread = (then: (c: TestClient, jobId: string, installerId: string) => Promise<Response>): Call =>
  byRole(
    async (c, t) => {
      const jobId = await postJob(partiesOf(t).homeowner)
      return then(c, jobId, (await me(c)).id!)
    },
    withBidOnOwnJob((c, jobId, bid) => then(c, jobId, bid.installerId)),
  )

/** Who quotes jobs (domain/auth/policies.ts): installers, the installation team and admins. */
const quotes = (user: SessionUser) => grantOf(user, 'manage', 'quote') !== null

/**
 * A device's quote without its hash: rows above change the tax rates, so the server's figures are
 * not the defaults the device would have priced with.
 */
function unhashedQuote(t: TestApp): QuoteInput {
  const { hash: _, ...quote } = deviceQuote(t)
  return quote
}

/** Makes a fresh quote of the caller's own (refused, and so made up, for those who may not), then the call. */
const withOwnQuote =
  (then: (c: TestClient, quote: QuoteInput & { hash: string }, t: TestApp) => Promise<Response>): Call =>
  async (c, t) => {
    const quote = unhashedQuote(t)
    const res = await c.post('/api/quotes', quote)
    const { hash } = res.ok ? ((await res.json()) as { hash: string }) : { hash: '0'.repeat(64) }
    return then(c, { ...quote, hash }, t)
  }

interface Rule {
  /**
   * Who may call it: `public`, the domain audience the API enforces, or a stricter domain rule where
   * admins do not pass (only an installer has an installer's settings and bids).
   */
  access: 'public' | Audience | ((user: SessionUser) => boolean)
  /** A valid request, so that a permitted caller gets a 2xx. */
  call?: Call
}

/**
 * Every API endpoint and who may call it. The first test fails when an endpoint is added without
 * a row here, so no endpoint escapes the matrix below.
 */
const ENDPOINTS: Record<string, Rule> = {
  'GET /api/health': { access: 'public' },
  'POST /api/login': { access: 'public' },
  'POST /api/register': { access: 'public' },
  'POST /api/logout': { access: 'public' },
  'POST /api/forgot-password': { access: 'public' },
  'POST /api/reset-password': { access: 'public' },
  'POST /api/verify-email': { access: 'public' },
  'GET /api/files/:sha256': { access: 'public' },
  'GET /api/user': { access: 'member', call: (c) => c.get('/api/user') },
  'POST /api/verify-email/resend': { access: 'member', call: (c) => c.post('/api/verify-email/resend') },
  'POST /api/change-password': {
    access: 'member',
    call: (c) =>
      c.post('/api/change-password', {
        currentPassword: DEMO_PASSWORD,
        password: 'Another-pass-2025',
        confirmPassword: 'Another-pass-2025',
      }),
  },
  'GET /api/profile': { access: 'member', call: (c) => c.get('/api/profile') },
  'PUT /api/profile': { access: 'member', call: (c) => c.put('/api/profile', { companyName: 'Acme Glass' }) },
  'PUT /api/profile/language': {
    access: 'member',
    call: (c) => c.put('/api/profile/language', { language: 'es' }),
  },
  'POST /api/profile/logo': {
    access: 'member',
    call: (c) => {
      const form = new FormData()
      form.set('logo', new File([PNG], 'logo.png', { type: 'image/png' }))
      return c.post('/api/profile/logo', form)
    },
  },
  'DELETE /api/profile/logo': { access: 'member', call: (c) => c.delete('/api/profile/logo') },
  // The call moves the caller to Florida: once onboarded, only team leads (and admins) choose their hub.
  'POST /api/team/onboarding/complete': {
    access: (user) => canAccess(user, 'team') && mayChooseOwnHub(user),
    call: (c) =>
      c.post('/api/team/onboarding/complete', {
        hubId: 'florida',
        phone: '',
        checklist: [...ONBOARDING_CHECKLIST],
      }),
  },
  // Sales tax by state: admins only.
  'GET /api/admin/tax-rates': { access: 'admin', call: (c) => c.get('/api/admin/tax-rates') },
  'PUT /api/admin/tax-rates/:state': {
    access: 'admin',
    call: (c) => c.put('/api/admin/tax-rates/GA', { rateBp: 400, taxesShipping: true }),
  },
  'DELETE /api/admin/tax-rates/:state': { access: 'admin', call: (c) => c.delete('/api/admin/tax-rates/AL') },
  'PUT /api/admin/tax-rates/:state/local/:zipArea': {
    access: 'admin',
    call: (c) => c.put('/api/admin/tax-rates/GA/local/30318', { rateBp: 490, place: 'Atlanta' }),
  },
  'DELETE /api/admin/tax-rates/:state/local/:zipArea': {
    access: 'admin',
    call: (c) => c.delete('/api/admin/tax-rates/GA/local/303'),
  },
  // Tasks the shop's orders open (the onboarding package): the team reads and closes them.
  'GET /api/team/tasks': { access: 'team', call: (c) => c.get('/api/team/tasks') },
  'POST /api/team/tasks/:id/done': {
    access: 'team',
    call: withTeamTask((c, id) => c.post(`/api/team/tasks/${id}/done`, {})),
  },
  // Every signed-in user syncs; what each one may pull and push is the collection's rule (api/features/sync).
  'GET /api/sync/v2/:collection/pull': {
    access: 'member',
    call: (c) => c.get('/api/sync/v2/estimates/pull'),
  },
  'POST /api/sync/v2/:collection/push': {
    access: 'member',
    call: (c) => c.post('/api/sync/v2/estimates/push', []),
  },
  'GET /api/sync/v2/stream': {
    access: 'member',
    call: async (c) => {
      const res = await c.get('/api/sync/v2/stream?collections=estimates')
      await res.body?.cancel() // the stream stays open until the client goes away
      return res
    },
  },
  'POST /api/sync/v2/:collection/attachments': {
    access: 'member',
    call: (c) => c.post('/api/sync/v2/estimates/attachments', PNG_ATTACHMENT),
  },
  'GET /api/sync/v2/:collection/attachments/:id': { access: 'member', call: readOwnAttachment },
  // Homeowner estimate requests: anyone sends one; the team reads them and moves them along.
  'POST /api/estimate-requests': { access: 'public' },
  'GET /api/estimate-requests': { access: 'team', call: (c) => c.get('/api/estimate-requests') },
  'PATCH /api/estimate-requests/:id': {
    access: 'team',
    call: withEstimateRequest((c, id) => c.patch(`/api/estimate-requests/${id}`, { status: 'contacted' })),
  },
  'GET /api/estimate-requests/:id/photos/:position': {
    access: 'team',
    call: withEstimateRequest((c, id) => c.get(`/api/estimate-requests/${id}/photos/0`)),
  },
  // The shop's orders: anyone places one and tracks it with number and email; customers read and
  // cancel their own (another's answers 404, api/features/orders); admins move them along.
  'POST /api/orders': { access: 'public' },
  'POST /api/track-order': { access: 'public' },
  'GET /api/orders': { access: 'member', call: (c) => c.get('/api/orders') },
  'GET /api/orders/:number': { access: 'member', call: withOwnOrder((c, n) => c.get(`/api/orders/${n}`)) },
  // Before the cancel row: it pays the admin's own order, which the cancel row then cancels.
  'PATCH /api/orders/:number/status': {
    access: 'admin',
    call: withOwnOrder((c, n) => c.patch(`/api/orders/${n}/status`, { status: 'paid' })),
  },
  'POST /api/orders/:number/cancel': {
    access: 'member',
    call: withOwnOrder((c, n) => c.post(`/api/orders/${n}/cancel`)),
  },
  'GET /api/stock-holds': { access: 'admin', call: (c) => c.get('/api/stock-holds') },
  'POST /api/orders/:number/refunds': {
    access: 'admin',
    call: withOwnOrder((c, n) =>
      c.post(`/api/orders/${n}/refunds`, { amountCents: 100, reason: 'Access check' }),
    ),
  },
  // Payment (decision 009): the checkout asks which methods work; Stripe's servers call the webhook,
  // without session or Origin: its signature is its proof (api/features/orders/payments.test.ts).
  'GET /api/payments/methods': { access: 'public' },
  'POST /api/payments/stripe/webhook': { access: 'public' },
  // The catalog (browsed offline from the device's copy) and the product pictures are public;
  // reviews are for signed-in verified buyers (who bought what is api/features/catalog's rule).
  'GET /api/catalog': { access: 'public' },
  'GET /api/catalog/images/:file': { access: 'public' },
  'GET /api/products/:id/review-eligibility': {
    access: 'member',
    call: (c) => c.get('/api/products/prod_KIT-DIY/review-eligibility'),
  },
  'POST /api/products/:id/reviews': {
    access: 'member',
    call: asVerifiedBuyer((c, id) =>
      c.post(`/api/products/${id}/reviews`, { rating: 5, text: 'Five swatches, clearly labelled.' }),
    ),
  },
  // The marketplace (decision 011): homeowners and team leads post jobs and hire, installers
  // bid and do them; what each may do to which job is api/features/marketplace's rule. Every caller
  // gets fresh jobs (bids all go to one open job), so that no call depends on another's.
  'POST /api/jobs': { access: 'poster', call: (c) => c.post('/api/jobs', makeJobBody()) },
  'POST /api/jobs/:id/cancel': {
    access: 'poster',
    call: withOwnJob((c, jobId) => c.post(`/api/jobs/${jobId}/cancel`)),
  },
  'POST /api/jobs/:id/bids': {
    access: bidsOnJobs,
    call: async (c, t) => c.post(`/api/jobs/${await openJobOf(t)}/bids`, makeBidBody()),
  },
  'POST /api/bids/:id/withdraw': {
    access: 'installer',
    call: withBid((c, bidId) => c.post(`/api/bids/${bidId}/withdraw`)),
  },
  'POST /api/jobs/:id/accept': {
    access: 'poster',
    call: withBidOnOwnJob((c, jobId, bid) => c.post(`/api/jobs/${jobId}/accept`, { bidId: bid.id })),
  },
  'GET /api/jobs/:jobId/bids/:bidId/quote': {
    access: 'poster',
    call: withQuotedBidOnOwnJob((c, jobId, bidId) => c.get(`/api/jobs/${jobId}/bids/${bidId}/quote`)),
  },
  'POST /api/jobs/:jobId/bids/:bidId/accept-quote': {
    access: 'poster',
    call: withQuotedBidOnOwnJob((c, jobId, bidId, hash) =>
      c.post(`/api/jobs/${jobId}/bids/${bidId}/accept-quote`, {
        hash,
        optionId: 'good',
        name: 'Dana Whitfield',
        signature: `data:image/png;base64,${PNG.toString('base64')}`,
        consent: true,
        language: 'en',
        depositMethod: 'invoice',
      }),
    ),
  },
  'POST /api/jobs/:id/progress': {
    access: 'projects',
    call: byRole(
      asHiredInstaller((c, jobId) =>
        c.post(`/api/jobs/${jobId}/progress`, {
          id: crypto.randomUUID(),
          status: 'scheduled',
          scheduledFor: '2025-06-20',
        }),
      ),
      withHiredInstaller(async (c, jobId, installer) => {
        await installer.post(`/api/jobs/${jobId}/progress`, { id: crypto.randomUUID(), status: 'inProgress' })
        return c.post(`/api/jobs/${jobId}/progress`, { id: crypto.randomUUID(), status: 'completed' })
      }),
    ),
  },
  'POST /api/jobs/:id/messages': {
    access: 'projects',
    call: withThread((c, jobId, installerId) =>
      c.post(`/api/jobs/${jobId}/messages`, { id: crypto.randomUUID(), installerId, text: 'Hi' }),
    ),
  },
  'POST /api/jobs/:id/threads/:installerId/read': {
    access: 'projects',
    call: withThread((c, jobId, installerId) => c.post(`/api/jobs/${jobId}/threads/${installerId}/read`)),
  },
  'POST /api/jobs/:id/review': {
    access: 'poster',
    call: withHiredInstaller(async (c, jobId, installer) => {
      await installer.post(`/api/jobs/${jobId}/progress`, { id: crypto.randomUUID(), status: 'inProgress' })
      await installer.post(`/api/jobs/${jobId}/progress`, { id: crypto.randomUUID(), status: 'completed' })
      return c.post(`/api/jobs/${jobId}/review`, { rating: 5, text: 'Great work' })
    }),
  },
  'POST /api/notifications/read': { access: 'member', call: (c) => c.post('/api/notifications/read', {}) },
  'GET /api/installers': { access: 'public' },
  'GET /api/installers/:id': { access: 'public' },
  'GET /api/portfolio/:jobId': { access: 'public' },
  'GET /api/portfolio/:jobId/photos/:photo': { access: 'public' },
  'GET /api/installers/me': { access: bidsOnJobs, call: (c) => c.get('/api/installers/me') },
  'PUT /api/installers/me': {
    access: bidsOnJobs,
    call: (c) => c.put('/api/installers/me', { serviceZip: '30303', serviceRadiusMi: 50 }),
  },
  'PUT /api/admin/installers/:id/certification': {
    access: 'admin',
    call: (c, t) => {
      const id = t.db.prepare(`SELECT id FROM users WHERE username = 'installer'`).pluck().get() as string
      return c.put(`/api/admin/installers/${id}/certification`, { certified: true })
    },
  },
  'GET /api/geo/zip/:zip': { access: 'member', call: (c) => c.get('/api/geo/zip/30303') },
  // ── inventory ──
  'GET /api/inventory/products': { access: 'team', call: (c) => c.get('/api/inventory/products') },
  'GET /api/inventory/low-stock': {
    access: 'team',
    call: (c) => c.get('/api/inventory/low-stock?hubId=atlanta'),
  },
  'POST /api/inventory/rolls': {
    access: 'team',
    call: (c) =>
      c.post('/api/inventory/rolls', {
        id: crypto.randomUUID(),
        hubId: 'atlanta',
        productId: 'prod_SEC-8C-60',
        lot: 'M-1',
        lengthFt: 100,
      }),
  },
  'GET /api/inventory/rolls/:id/ledger': {
    access: 'team',
    call: (c, t) => c.get(`/api/inventory/rolls/${matrixRoll(t)}/ledger`),
  },
  'POST /api/inventory/rolls/:id/counts': {
    access: 'team',
    call: (c, t) =>
      c.post(`/api/inventory/rolls/${matrixRoll(t)}/counts`, { id: crypto.randomUUID(), countedFt: 99 }),
  },
  'POST /api/inventory/rolls/:id/cuts': {
    access: 'team',
    call: (c, t) =>
      c.post(`/api/inventory/rolls/${matrixRoll(t)}/cuts`, {
        id: crypto.randomUUID(),
        lengthFt: 1,
        reason: 'Matrix',
      }),
  },
  'POST /api/inventory/rolls/:id/transfers': {
    access: 'team',
    call: (c, t) =>
      c.post(`/api/inventory/rolls/${matrixRoll(t)}/transfers`, {
        id: crypto.randomUUID(),
        toHubId: 'florida',
      }),
  },
  'POST /api/inventory/rolls/:id/adjustments': {
    access: 'teamLead',
    call: (c, t) =>
      c.post(`/api/inventory/rolls/${matrixRoll(t)}/adjustments`, {
        id: crypto.randomUUID(),
        deltaFt: -1,
        reason: 'Matrix',
      }),
  },
  'POST /api/inventory/quotes/:quoteId/release': {
    access: 'teamLead',
    call: (c) => c.post('/api/inventory/quotes/matrix-quote/release', { reason: 'Job cancelled' }),
  },
  'PUT /api/inventory/thresholds': {
    access: 'teamLead',
    call: (c) =>
      c.put('/api/inventory/thresholds', { hubId: 'atlanta', productId: 'prod_SEC-8C-60', thresholdFt: 120 }),
  },
  // ── calendar ──
  'GET /api/calendar/links': { access: 'team', call: (c) => c.get('/api/calendar/links') },
  // ── team dashboards and reports ──
  'GET /api/reports': { access: 'team', call: (c) => c.get('/api/reports?from=2025-01-01&to=2025-12-31') },
  'GET /api/reports/pipeline': {
    access: 'team',
    call: (c) => c.get('/api/reports/pipeline?from=2025-01-01&to=2025-12-31'),
  },
  // ── admin: users, settings, audit ──
  'GET /api/admin/overview': { access: 'admin', call: (c) => c.get('/api/admin/overview') },
  'GET /api/admin/users': { access: 'admin', call: (c) => c.get('/api/admin/users?q=team') },
  'PATCH /api/admin/users/:id': {
    access: 'admin',
    // newlead stays a team lead: a change that changes nothing, so no other row depends on it.
    call: (c, t) => {
      const id = t.db.prepare(`SELECT id FROM users WHERE username = 'newlead'`).pluck().get() as string
      return c.patch(`/api/admin/users/${id}`, { userType: 'teamLead' })
    },
  },
  'POST /api/admin/users/:id/password-reset': {
    access: 'admin',
    call: (c, t) => {
      const id = t.db.prepare(`SELECT id FROM users WHERE username = 'member'`).pluck().get() as string
      return c.post(`/api/admin/users/${id}/password-reset`)
    },
  },
  'GET /api/admin/system-settings': { access: 'admin', call: (c) => c.get('/api/admin/system-settings') },
  'PUT /api/admin/system-settings': {
    access: 'admin',
    call: (c) => c.put('/api/admin/system-settings', DEFAULT_SYSTEM_SETTINGS),
  },
  'GET /api/admin/audit': { access: 'admin', call: (c) => c.get('/api/admin/audit?action=user.type') },
  'GET /api/system-settings': { access: 'public' },
  // ── admin: pricing sheet, catalog, orders ──
  'GET /api/pricing-sheet': { access: 'public' },
  'GET /api/admin/pricing-sheet': { access: 'admin', call: (c) => c.get('/api/admin/pricing-sheet') },
  'PUT /api/admin/pricing-sheet': {
    access: 'admin',
    call: (c) => c.put('/api/admin/pricing-sheet', DEFAULT_PRICING_SHEET),
  },
  'DELETE /api/admin/pricing-sheet': { access: 'admin', call: (c) => c.delete('/api/admin/pricing-sheet') },
  'GET /api/admin/shipping-rates': { access: 'admin', call: (c) => c.get('/api/admin/shipping-rates') },
  'PUT /api/admin/shipping-rates': {
    access: 'admin',
    call: (c) => c.put('/api/admin/shipping-rates', DEFAULT_SHIPPING_RATES),
  },
  'DELETE /api/admin/shipping-rates': { access: 'admin', call: (c) => c.delete('/api/admin/shipping-rates') },
  'GET /api/admin/products': { access: 'admin', call: (c) => c.get('/api/admin/products') },
  'PUT /api/admin/products/:id': {
    access: 'admin',
    call: (c) =>
      c.put('/api/admin/products/prod_KIT-DIY', {
        name: 'DIY Install Kit',
        description: '',
        priceCents: 3499,
        popularity: 88,
        active: true,
      }),
  },
  // ── chat assistant ──
  'POST /api/chat': { access: 'public' },
  // "Talk to a person" from the chat: anyone asks; the team reads the requests and moves them along.
  'POST /api/support-requests': { access: 'public' },
  'GET /api/support-requests': { access: 'team', call: (c) => c.get('/api/support-requests') },
  'GET /api/support-requests/:id': {
    access: 'team',
    call: withSupportRequest((c, id) => c.get(`/api/support-requests/${id}`)),
  },
  'PATCH /api/support-requests/:id': {
    access: 'team',
    call: withSupportRequest((c, id) => c.patch(`/api/support-requests/${id}`, { status: 'inProgress' })),
  },
  // ── quotes (decision 022): the estimate's owner among those who quote, or an admin; the customer by link ──
  'POST /api/quotes': { access: quotes, call: (c, t) => c.post('/api/quotes', unhashedQuote(t)) },
  'GET /api/quotes': { access: quotes, call: (c) => c.get('/api/quotes?estimateId=matrix') },
  'GET /api/quotes/:id': { access: quotes, call: withOwnQuote((c, q) => c.get(`/api/quotes/${q.id}`)) },
  'GET /api/quotes/:id/pdf': {
    access: quotes,
    call: withOwnQuote((c, q) => c.get(`/api/quotes/${q.id}/pdf`)),
  },
  'GET /api/quotes/:id/:document{invoice|warranty}': {
    access: quotes,
    call: withOwnQuote(async (c, q, t) => {
      // Installed behind the API's back: the install day's own tests sign a job off.
      const accepted = await c.post(`/api/quotes/${q.id}/accept`, deviceAcceptance(t, q))
      if (accepted.status === 201)
        insertJob(t.db, {
          quoteId: q.id,
          eventId: `inst-${q.id}`,
          signedBy: 'Dana Whitfield',
          completedAt: '2025-06-04T18:00:00.000Z',
          receivedAt: '2025-06-04T18:00:00.000Z',
          changeOrders: [],
          film: [],
          crewHours: null,
        })
      return c.get(`/api/quotes/${q.id}/warranty`)
    }),
  },
  'GET /api/quotes/accepted': { access: quotes, call: (c) => c.get('/api/quotes/accepted') },
  'GET /api/quotes/open': { access: quotes, call: (c) => c.get('/api/quotes/open') },
  'POST /api/quotes/:id/send': {
    access: quotes,
    call: withOwnQuote((c, q) =>
      c.post(`/api/quotes/${q.id}/send`, { email: 'dana@example.com', token: q.token }),
    ),
  },
  'POST /api/quotes/:id/accept': {
    access: quotes,
    call: withOwnQuote((c, q, t) => c.post(`/api/quotes/${q.id}/accept`, deviceAcceptance(t, q))),
  },
  'POST /api/quotes/:id/payments': {
    access: quotes,
    call: withOwnQuote(async (c, q, t) => {
      await c.post(`/api/quotes/${q.id}/accept`, deviceAcceptance(t, q, { depositMethod: 'later' }))
      return c.post(`/api/quotes/${q.id}/payments`, { method: 'cash', amountCents: 100 })
    }),
  },
  'POST /api/quotes/:id/revoke': {
    access: quotes,
    call: withOwnQuote((c, q) => c.post(`/api/quotes/${q.id}/revoke`)),
  },
  'GET /api/quote-links/:token': { access: 'public' },
  'GET /api/quote-links/:token/pdf': { access: 'public' },
  'GET /api/quote-links/:token/:document{invoice|warranty}': { access: 'public' },
  'POST /api/quote-links/:token/review': { access: 'public' },
  'POST /api/quote-links/:token/accept': { access: 'public' },
  'POST /api/quote-links/:token/changes': { access: 'public' },
  'POST /api/quote-links/:token/deposit/card': { access: 'public' },
}

/**
 * Rules finer than an endpoint's audience, in the same form: who may make this particular request.
 * Each caller reads the demo event as it is now and pushes it with the status moved along and a
 * conflict entry in the team lead's name: only the team lead (it is theirs) and admins may.
 */
const WITHIN_ENDPOINTS: Record<string, { access: (user: SessionUser) => boolean; call: Call }> = {
  'POST /api/sync/v2/events/push with a history entry in the team lead’s name': {
    access: (user) => user.isAdmin || user.username === 'teamlead',
    call: async (c, t) => {
      await seedDemoCalendar(t.db) // once: it never overwrites an event
      const leadId = t.db.prepare("SELECT id FROM users WHERE username = 'teamlead'").pluck().get() as string
      const all = findEvents(t.db, { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z' })
      const event = all.find((doc) => doc.id === 'demo-event-01')!
      const { history: _history, ...version } = event
      const next: CalendarEvent = {
        ...event,
        status: event.status === 'scheduled' ? 'inProgress' : 'scheduled',
        history: [{ at: event.updatedAt, by: leadId, reason: 'conflict', version }],
      }
      return c.post('/api/sync/v2/events/push', [{ assumedMasterState: event, newDocumentState: next }])
    },
  },
}

function apiEndpoints(app: ReturnType<typeof createTestApp>['app']): string[] {
  const keys = app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path}`)
  return [...new Set(keys)].sort()
}

describe('access matrix: every role × every protected endpoint', () => {
  it('has a rule for every API endpoint, and no rule for an endpoint that is gone', () => {
    const { app } = createTestApp()
    expect(apiEndpoints(app)).toEqual(Object.keys(ENDPOINTS).sort())
  })

  it.each(Object.entries(WITHIN_ENDPOINTS))('%s', async (_request, rule) => {
    const t = createTestApp()
    seed(t.db)
    const outcomes: string[] = []
    const expected: string[] = []
    for (const { username } of DEMO_USERS) {
      const client = await signIn(t.app, username)
      const user = (await (await client.get('/api/user')).json()) as SessionUser
      const res = await rule.call(client, t)
      const allowed = rule.access(user)
      outcomes.push(`${username} → ${allowed && res.ok ? '2xx' : res.status}`)
      expected.push(`${username} → ${allowed ? '2xx' : 403}`)
    }
    expect(outcomes).toEqual(expected)
  })

  it('answers 401 signed out, 403 to the wrong role and 2xx to the right one', async () => {
    const t = createTestApp()
    seed(t.db)
    const clients = new Map<string, { client: TestClient; user: SessionUser }>()
    for (const { username } of DEMO_USERS) {
      const client = await signIn(t.app, username)
      clients.set(username, { client, user: (await (await client.get('/api/user')).json()) as SessionUser })
    }

    const outcomes: string[] = []
    const expected: string[] = []
    for (const [endpoint, rule] of Object.entries(ENDPOINTS)) {
      if (rule.access === 'public' || !rule.call) continue
      const signedOut = await rule.call(createClient(t.app), t)
      outcomes.push(`${endpoint} signed-out → ${signedOut.status}`)
      expected.push(`${endpoint} signed-out → 401`)
      for (const [username, { client, user }] of clients) {
        const res = await rule.call(client, t)
        const allowed = typeof rule.access === 'function' ? rule.access(user) : canAccess(user, rule.access)
        outcomes.push(`${endpoint} ${username} → ${allowed && res.ok ? '2xx' : res.status}`)
        expected.push(`${endpoint} ${username} → ${allowed ? '2xx' : 403}`)
      }
    }
    expect(outcomes).toEqual(expected)
    // About a thousand requests (every endpoint × nine callers), each with argon2 sign-ins before: seconds, more on a busy machine.
  }, 120_000)
})
