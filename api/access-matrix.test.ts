import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { canAccess, type Audience, type SessionUser } from '../domain/auth/roles.ts'
import { ONBOARDING_CHECKLIST } from '../domain/auth/schemas.ts'
import { makeEstimateRequest, TINY_JPEG_BASE64 } from '../domain/estimate-requests/request-factory.ts'
import { makeEstimate, makeWindow } from '../domain/estimates/estimate-factory.ts'
import { makeOrderBody } from '../domain/shop/order-factory.ts'
import { ShipToSchema } from '../domain/shop/order.ts'
import { insertDeliveredOrder } from './db/demo-shop.ts'
import { DEMO_PASSWORD, DEMO_USERS, seed } from './db/seed.ts'
import { insertTeamTask } from './features/team/tasks.repo.ts'
import { createClient, signIn, type TestClient } from './test/client.ts'
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
  await c.post('/api/sync/v1/estimates/attachments', PNG_ATTACHMENT)
  if (ownerId) {
    const estimate = makeEstimate({
      id: `m-${ownerId}`,
      ownerId,
      windows: [makeWindow({ photos: [PNG_ATTACHMENT.id] })],
    })
    await c.post('/api/sync/v1/estimates/push', [{ assumedMasterState: null, newDocumentState: estimate }])
  }
  return c.get(`/api/sync/v1/estimates/attachments/${PNG_ATTACHMENT.id}`)
}

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
 * Gives the caller a delivered order of the security sample pack (straight into the database: the
 * status changes are the admin's), then makes the call: a verified buyer may review it. Signed
 * out, the call is made as is and the sign-in check answers first.
 */
const asVerifiedBuyer =
  (then: (c: TestClient, productId: string) => Promise<Response>): Call =>
  async (c, t) => {
    const { id, username } = (await (await c.get('/api/user')).json()) as { id?: string; username?: string }
    const productId = 'prod_SMP-SEC'
    if (id)
      insertDeliveredOrder(t.db, {
        key: `access-matrix-review-${id}`,
        userId: id,
        email: `${username}@example.com`,
        shipTo: ShipToSchema.parse(makeOrderBody().shipTo),
        lines: [{ productId, quantity: 1 }],
        placedAt: new Date('2025-05-01T09:00:00.000Z'),
      })
    return then(c, productId)
  }

/**
 * Opens a team task (straight into the database, on a delivered onboarding order of the admin's),
 * then makes the call with its id.
 */
const withTeamTask =
  (then: (c: TestClient, id: string) => Promise<Response>): Call =>
  async (c, t) => {
    const admin = t.db.prepare(`SELECT id FROM users WHERE username = 'admin'`).pluck().get() as string
    const orderId = insertDeliveredOrder(t.db, {
      key: `access-matrix-task-${crypto.randomUUID()}`,
      userId: admin,
      email: 'admin@example.com',
      shipTo: ShipToSchema.parse(makeOrderBody().shipTo),
      lines: [{ productId: 'prod_SVC-ONBOARD', quantity: 1 }],
      placedAt: new Date('2025-05-01T09:00:00.000Z'),
    })
    insertTeamTask(t.db, orderId, 'onboarding', '2025-05-01T09:00:00.000Z')
    const id = t.db.prepare('SELECT id FROM team_tasks WHERE order_id = ?').pluck().get(orderId) as string
    return then(c, id)
  }

interface Rule {
  /** Who may call it: `public`, or the domain audience the API enforces. */
  access: 'public' | Audience
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
  'POST /api/profile/logo': {
    access: 'member',
    call: (c) => {
      const form = new FormData()
      form.set('logo', new File([PNG], 'logo.png', { type: 'image/png' }))
      return c.post('/api/profile/logo', form)
    },
  },
  'DELETE /api/profile/logo': { access: 'member', call: (c) => c.delete('/api/profile/logo') },
  'POST /api/team/onboarding/complete': {
    access: 'team',
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
  // Tasks the shop's orders open (the onboarding package): the team reads and closes them.
  'GET /api/team/tasks': { access: 'team', call: (c) => c.get('/api/team/tasks') },
  'POST /api/team/tasks/:id/done': {
    access: 'team',
    call: withTeamTask((c, id) => c.post(`/api/team/tasks/${id}/done`, {})),
  },
  // Every signed-in user syncs; what each one may pull and push is the collection's rule (api/features/sync).
  'GET /api/sync/v1/:collection/pull': {
    access: 'member',
    call: (c) => c.get('/api/sync/v1/estimates/pull'),
  },
  'POST /api/sync/v1/:collection/push': {
    access: 'member',
    call: (c) => c.post('/api/sync/v1/estimates/push', []),
  },
  'GET /api/sync/v1/:collection/stream': {
    access: 'member',
    call: async (c) => {
      const res = await c.get('/api/sync/v1/estimates/stream')
      await res.body?.cancel() // the stream stays open until the client goes away
      return res
    },
  },
  'POST /api/sync/v1/:collection/attachments': {
    access: 'member',
    call: (c) => c.post('/api/sync/v1/estimates/attachments', PNG_ATTACHMENT),
  },
  'GET /api/sync/v1/:collection/attachments/:id': { access: 'member', call: readOwnAttachment },
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
        const allowed = canAccess(user, rule.access)
        outcomes.push(`${endpoint} ${username} → ${allowed && res.ok ? '2xx' : res.status}`)
        expected.push(`${endpoint} ${username} → ${allowed ? '2xx' : 403}`)
      }
    }
    expect(outcomes).toEqual(expected)
  })
})
