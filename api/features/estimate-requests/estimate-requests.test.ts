import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { ESTIMATE_REQUEST_ERRORS } from '../../../domain/estimate-requests/errors.ts'
import { makeEstimateRequest, TINY_JPEG_BASE64 } from '../../../domain/testing/request-factory.ts'
import {
  CONTACT_TIMES,
  FILM_INTERESTS,
  PROPERTY_TYPES,
  REQUEST_LIMITS,
  REQUEST_STATUSES,
  WINDOW_SIZES,
  type EstimateRequestList,
  type EstimateRequestView,
} from '../../../domain/estimate-requests/request.ts'
import { seed } from '../../db/seed.ts'
import { createClient, signIn } from '../../test/client.ts'
import { createTestApp } from '../../test/test-app.ts'
import { REQUESTS_BY_IP } from './estimate-requests.routes.ts'

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

const rowCount = (db: ReturnType<typeof createTestApp>['db']) =>
  db.prepare('SELECT count(*) FROM estimate_requests').pluck().get() as number

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

async function teamList(app: ReturnType<typeof createTestApp>['app'], query = '') {
  const client = await signIn(app, 'teammember')
  const res = await client.get(`/api/estimate-requests${query}`)
  expect(res.status).toBe(200)
  return (await res.json()) as EstimateRequestList
}

describe('POST /api/estimate-requests', () => {
  it('stores a request sent without an account and answers its receipt', async () => {
    const t = createTestApp()
    seed(t.db)
    const res = await createClient(t.app).post('/api/estimate-requests', makeEstimateRequest())
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({
      id: makeEstimateRequest().id,
      receivedAt: '2025-06-02T09:00:00.000Z',
      photoCount: 0,
    })
    const { requests } = await teamList(t.app)
    const { photos: _, ...sent } = makeEstimateRequest()
    expect(requests).toEqual([
      {
        ...sent,
        status: 'new',
        createdAt: '2025-06-02T09:00:00.000Z',
        updatedAt: '2025-06-02T09:00:00.000Z',
        statusChangedAt: null,
        statusChangedBy: null,
        photoUrls: [],
      },
    ])
  })

  it('trims text, folds line breaks out of one-line fields and applies defaults', async () => {
    const t = createTestApp()
    seed(t.db)
    const {
      contactTime: _,
      message: __,
      photos: ___,
      ...required
    } = makeEstimateRequest({
      name: '  Pat\r\nSmith ',
      email: '',
      city: ' Savannah ',
    })
    expect((await createClient(t.app).post('/api/estimate-requests', required)).status).toBe(201)
    const [stored] = (await teamList(t.app)).requests
    expect(stored).toMatchObject({
      name: 'Pat Smith',
      city: 'Savannah',
      email: '',
      contactTime: 'anytime',
      message: '',
    })
  })

  it('mails a confirmation to the visitor, and tells the team when its inbox is configured', async () => {
    const quiet = createTestApp()
    await createClient(quiet.app).post('/api/estimate-requests', makeEstimateRequest())
    expect(quiet.mailer.sent.map((m) => m.to)).toEqual(['pat@example.com'])
    expect(quiet.mailer.sent[0]?.text).toContain('within 1-2 business days')

    const t = createTestApp({ teamEmail: 'team@southern-shield.example' })
    await createClient(t.app).post('/api/estimate-requests', makeEstimateRequest({ email: '' }))
    expect(t.mailer.sent).toHaveLength(1)
    expect(t.mailer.sent[0]).toMatchObject({
      to: 'team@southern-shield.example',
      subject: 'New estimate request: Pat Smith, Atlanta, GA',
    })
    expect(t.mailer.sent[0]?.text).toContain('Phone: (404) 555-0100')
    expect(t.mailer.sent[0]?.text).toContain('http://localhost/reports')
  })

  it('writes to the visitor in the page’s language, to the team in its inbox account’s', async () => {
    const t = createTestApp({ teamEmail: 'teammember@example.com' })
    seed(t.db)
    const member = await signIn(t.app, 'teammember')
    await member.put('/api/profile/language', { language: 'fr' })
    await createClient(t.app).post('/api/estimate-requests', makeEstimateRequest({ language: 'es' }))
    const [visitor, team] = t.mailer.sent
    expect(visitor?.subject).toBe('Hemos recibido su solicitud de presupuesto – Southern Shield')
    expect(visitor?.text).toContain('Mejor hora para llamar: ')
    expect(team?.subject).toBe('Nouvelle demande d’estimation\u00a0: Pat Smith, Atlanta, GA')
    expect(team?.text).toContain('Langue\u00a0: Español')
  })

  it('writes to a visitor in their browser’s language when the page names none, and to an inbox of no account in English', async () => {
    const t = createTestApp({ teamEmail: 'team@southern-shield.example' })
    await createClient(t.app).post('/api/estimate-requests', makeEstimateRequest(), {
      'Accept-Language': 'ru',
    })
    expect(t.mailer.sent.map((mail) => mail.subject)).toEqual([
      'Мы получили ваш запрос на расчёт – Southern Shield',
      'New estimate request: Pat Smith, Atlanta, GA',
    ])
  })

  it('keeps the request when the mail cannot be sent', async () => {
    const t = createTestApp()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(t.mailer, 'send').mockRejectedValue(new Error('SMTP down'))
    const res = await createClient(t.app).post('/api/estimate-requests', makeEstimateRequest())
    expect(res.status).toBe(201)
    expect(rowCount(t.db)).toBe(1)
    await vi.waitFor(() => expect(error).toHaveBeenCalled())
    vi.restoreAllMocks()
  })

  it('stores JPEG photos in order and shows them to the team only', async () => {
    const t = createTestApp()
    seed(t.db)
    const other = Buffer.from(TINY_JPEG_BASE64, 'base64')
    other[14] = 0x00 // different bytes, still a JPEG signature
    const photos = [TINY_JPEG_BASE64, other.toString('base64')].map((data) => ({
      mime: 'image/jpeg' as const,
      data,
    }))
    const res = await createClient(t.app).post('/api/estimate-requests', makeEstimateRequest({ photos }))
    expect(await res.json()).toMatchObject({ photoCount: 2 })

    const [stored] = (await teamList(t.app)).requests
    const id = makeEstimateRequest().id
    expect(stored?.photoUrls).toEqual([
      `/api/estimate-requests/${id}/photos/0`,
      `/api/estimate-requests/${id}/photos/1`,
    ])
    const team = await signIn(t.app, 'teamlead')
    const photo = await team.get(stored!.photoUrls[1]!)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/jpeg')
    expect(photo.headers.get('cache-control')).toBe('private, max-age=86400')
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(other)
    expect((await team.get(`/api/estimate-requests/${id}/photos/2`)).status).toBe(404)
    expect((await team.get(`/api/estimate-requests/${id}/photos/x`)).status).toBe(404)
    expect((await createClient(t.app).get(stored!.photoUrls[0]!)).status).toBe(401)
    expect((await (await signIn(t.app, 'homeowner')).get(stored!.photoUrls[0]!)).status).toBe(403)
    // Not public like a company logo.
    const hash = createHash('sha256').update(other).digest('hex')
    expect((await createClient(t.app).get(`/api/files/${hash}`)).status).toBe(404)
  })

  const tooManyPhotos = Array.from({ length: REQUEST_LIMITS.photos + 1 }, () => ({
    mime: 'image/jpeg' as const,
    data: TINY_JPEG_BASE64,
  }))

  it.each([
    ['no name', { name: '   ' }, 'nameRequired', 'name'],
    ['neither email nor phone', { email: '', phone: ' ' }, 'contactRequired', 'email'],
    ['a bad email', { email: 'pat@' }, 'emailInvalid', 'email'],
    ['a bad phone', { phone: 'call me' }, 'phoneInvalid', 'phone'],
    ['no street', { street: '' }, 'streetRequired', 'street'],
    ['no city', { city: '' }, 'cityRequired', 'city'],
    ['a state that is not one', { state: 'XX' }, 'stateInvalid', 'state'],
    ['a 4-digit ZIP', { zip: '3030' }, 'zipInvalid', 'zip'],
    ['a ZIP+4', { zip: '30303-1234' }, 'zipInvalid', 'zip'],
    ['another property type', { propertyType: 'boat' }, 'propertyTypeInvalid', 'propertyType'],
    ['another film', { filmInterest: 'chrome' }, 'filmInterestInvalid', 'filmInterest'],
    ['no windows', { windowCount: 0 }, 'windowCountInvalid', 'windowCount'],
    ['a fraction of a window', { windowCount: 2.5 }, 'windowCountInvalid', 'windowCount'],
    ['a count as text', { windowCount: '12' }, 'windowCountInvalid', 'windowCount'],
    ['another window size', { largestWindow: 'huge' }, 'largestWindowInvalid', 'largestWindow'],
    ['another contact time', { contactTime: 'midnight' }, 'contactTimeInvalid', 'contactTime'],
    ['a huge message', { message: 'x'.repeat(REQUEST_LIMITS.message + 1) }, 'fieldTooLong', 'message'],
    ['a client id that is not a UUID', { id: 'abc' }, 'idInvalid', 'id'],
    ['11 photos', { photos: tooManyPhotos }, 'tooManyPhotos', 'photos'],
    [
      'a PNG sent as a JPEG',
      { photos: [{ mime: 'image/jpeg', data: PNG_BASE64 }] },
      'photoInvalid',
      'photos',
    ],
    ['a PNG', { photos: [{ mime: 'image/png', data: PNG_BASE64 }] }, 'photoInvalid', 'photos.0.mime'],
    [
      'text as a photo',
      { photos: [{ mime: 'image/jpeg', data: btoa('not an image') }] },
      'photoInvalid',
      'photos',
    ],
    [
      'a data: URL as a photo',
      { photos: [{ mime: 'image/jpeg', data: `data:image/jpeg;base64,${TINY_JPEG_BASE64}` }] },
      'photoInvalid',
      'photos.0.data',
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, overrides, code, field) => {
    const t = createTestApp()
    const res = await createClient(t.app).post(
      '/api/estimate-requests',
      makeEstimateRequest(overrides as Parameters<typeof makeEstimateRequest>[0]),
    )
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; message: string; fieldErrors: Record<string, string> }
    expect(body).toMatchObject({
      code,
      message: ESTIMATE_REQUEST_ERRORS[code as keyof typeof ESTIMATE_REQUEST_ERRORS],
    })
    expect(body.fieldErrors[field]).toBe(code)
    expect(rowCount(t.db)).toBe(0)
    expect(t.db.prepare('SELECT count(*) FROM files').pluck().get()).toBe(0)
    expect(t.mailer.sent).toEqual([])
  })

  it('reports every wrong field at once', async () => {
    const t = createTestApp()
    const res = await createClient(t.app).post('/api/estimate-requests', { id: uuid(1), email: 'x' })
    const body = (await res.json()) as { fieldErrors: Record<string, string> }
    expect(body.fieldErrors).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      street: 'streetRequired',
      city: 'cityRequired',
      state: 'stateInvalid',
      zip: 'zipInvalid',
      propertyType: 'propertyTypeInvalid',
      filmInterest: 'filmInterestInvalid',
      windowCount: 'windowCountInvalid',
      largestWindow: 'largestWindowInvalid',
    })
  })

  it.each([
    ['not JSON', '{"name": '],
    ['a JSON array', '[]'],
    ['a JSON string', '"hello"'],
  ])('refuses a body that is %s with 400 requestInvalid', async (_name, text) => {
    const t = createTestApp()
    const res = await createClient(t.app).post('/api/estimate-requests', text, {
      'Content-Type': 'application/json',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      code: 'requestInvalid',
      message: ESTIMATE_REQUEST_ERRORS.requestInvalid,
    })
  })

  it('refuses a body over the limit (photos too large together) with 413 before reading it', async () => {
    const t = createTestApp()
    // Ten photos of 1.5 MB each are each allowed, but not together (12 MB); the schema says so on the
    // device (domain test), the body limit here.
    const big = Buffer.alloc(1.5 * 1024 * 1024)
    Buffer.from(TINY_JPEG_BASE64, 'base64').copy(big)
    const photos = Array.from({ length: 10 }, () => ({
      mime: 'image/jpeg' as const,
      data: big.toString('base64'),
    }))
    const res = await createClient(t.app).post('/api/estimate-requests', makeEstimateRequest({ photos }))
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      code: 'requestTooLarge',
      message: ESTIMATE_REQUEST_ERRORS.requestTooLarge,
    })
    expect(rowCount(t.db)).toBe(0)
  })

  it('refuses a cross-site post', async () => {
    const t = createTestApp()
    const res = await createClient(t.app).post('/api/estimate-requests', makeEstimateRequest(), {
      Origin: 'https://evil.example',
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ code: 'crossSiteRequest' })
    expect(rowCount(t.db)).toBe(0)
  })
})

describe('idempotency', () => {
  it('answers a retry of the same id with the same receipt, and never stores or mails it twice', async () => {
    const t = createTestApp()
    const photos = [{ mime: 'image/jpeg' as const, data: TINY_JPEG_BASE64 }]
    const visitor = createClient(t.app)
    const first = await visitor.post('/api/estimate-requests', makeEstimateRequest({ photos }))
    t.clock.advance(60_000)
    const retry = await visitor.post('/api/estimate-requests', makeEstimateRequest({ photos }))
    expect(retry.status).toBe(first.status)
    expect(await retry.json()).toEqual(await first.json())
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(rowCount(t.db)).toBe(1)
    expect(t.db.prepare('SELECT count(*) FROM estimate_request_photos').pluck().get()).toBe(1)
    expect(t.mailer.sent).toHaveLength(1)
  })

  it('keeps the first version when a retry differs: the id names one request', async () => {
    const t = createTestApp()
    seed(t.db)
    await createClient(t.app).post('/api/estimate-requests', makeEstimateRequest())
    const retry = await createClient(t.app).post(
      '/api/estimate-requests',
      makeEstimateRequest({ name: 'Someone Else' }),
    )
    expect(retry.status).toBe(201)
    expect((await teamList(t.app)).requests.map((r) => r.name)).toEqual(['Pat Smith'])
  })

  it('stores two copies sent at the same moment once', async () => {
    const t = createTestApp()
    const visitor = createClient(t.app)
    const answers = await Promise.all(
      [1, 2, 3].map(() => visitor.post('/api/estimate-requests', makeEstimateRequest())),
    )
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201])
    expect(rowCount(t.db)).toBe(1)
    expect(t.mailer.sent).toHaveLength(1)
  })
})

describe('rate limit', () => {
  it(`allows ${REQUESTS_BY_IP.limit} new requests per address and hour; retries are not counted`, async () => {
    const t = createTestApp()
    const visitor = createClient(t.app)
    for (let i = 0; i < 5; i++) {
      expect(
        (await visitor.post('/api/estimate-requests', makeEstimateRequest({ id: uuid(0) }))).status,
      ).toBe(201)
    }
    for (let i = 1; i < REQUESTS_BY_IP.limit; i++) {
      expect(
        (await visitor.post('/api/estimate-requests', makeEstimateRequest({ id: uuid(i) }))).status,
      ).toBe(201)
    }
    const refused = await visitor.post('/api/estimate-requests', makeEstimateRequest({ id: uuid(99) }))
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ code: 'tooManyAttempts' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(rowCount(t.db)).toBe(REQUESTS_BY_IP.limit)

    t.clock.advance(REQUESTS_BY_IP.windowMs)
    expect((await visitor.post('/api/estimate-requests', makeEstimateRequest({ id: uuid(99) }))).status).toBe(
      201,
    )
  })

  it('counts invalid requests too, so that probing costs the same', async () => {
    const t = createTestApp()
    const visitor = createClient(t.app)
    for (let i = 0; i < REQUESTS_BY_IP.limit; i++) {
      expect(
        (await visitor.post('/api/estimate-requests', makeEstimateRequest({ id: uuid(i), zip: '1' }))).status,
      ).toBe(400)
    }
    expect((await visitor.post('/api/estimate-requests', makeEstimateRequest())).status).toBe(429)
  })
})

describe('GET /api/estimate-requests', () => {
  it('is for team leads, team members and admins only', async () => {
    const t = createTestApp()
    seed(t.db)
    await createClient(t.app).post('/api/estimate-requests', makeEstimateRequest())
    expect((await createClient(t.app).get('/api/estimate-requests')).status).toBe(401)
    for (const username of ['homeowner', 'installer', 'supplier', 'member']) {
      expect((await (await signIn(t.app, username)).get('/api/estimate-requests')).status).toBe(403)
    }
    for (const username of ['teamlead', 'teammember', 'admin']) {
      const res = await (await signIn(t.app, username)).get('/api/estimate-requests')
      expect(res.status).toBe(200)
      expect(((await res.json()) as EstimateRequestList).requests).toHaveLength(1)
    }
  })

  it('lists newest first, filters by status and pages with a cursor', async () => {
    const t = createTestApp()
    seed(t.db)
    const visitor = createClient(t.app)
    for (let i = 1; i <= 5; i++) {
      await visitor.post('/api/estimate-requests', makeEstimateRequest({ id: uuid(i), name: `Visitor ${i}` }))
      if (i !== 3) t.clock.advance(1000) // 3 and 4 arrive in the same millisecond
    }
    const names = (list: EstimateRequestList) => list.requests.map((r) => r.name)
    expect(names(await teamList(t.app))).toEqual([
      'Visitor 5',
      'Visitor 4',
      'Visitor 3',
      'Visitor 2',
      'Visitor 1',
    ])

    const first = await teamList(t.app, '?limit=2')
    expect(names(first)).toEqual(['Visitor 5', 'Visitor 4'])
    const second = await teamList(t.app, `?limit=2&cursor=${first.nextCursor}`)
    expect(names(second)).toEqual(['Visitor 3', 'Visitor 2'])
    const last = await teamList(t.app, `?limit=2&cursor=${second.nextCursor}`)
    expect(names(last)).toEqual(['Visitor 1'])
    expect(last.nextCursor).toBeNull()

    const team = await signIn(t.app, 'teamlead')
    await team.patch(`/api/estimate-requests/${uuid(2)}`, { status: 'contacted' })
    expect(names(await teamList(t.app, '?status=contacted'))).toEqual(['Visitor 2'])
    expect(names(await teamList(t.app, '?status=new'))).toHaveLength(4)
  })

  it.each(['?status=lost', '?limit=0', '?limit=1000', '?cursor=nonsense'])(
    'refuses %s with 400',
    async (query) => {
      const t = createTestApp()
      seed(t.db)
      const res = await (await signIn(t.app, 'teamlead')).get(`/api/estimate-requests${query}`)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'requestInvalid' })
    },
  )
})

describe('PATCH /api/estimate-requests/:id', () => {
  async function withRequest() {
    const t = createTestApp()
    seed(t.db)
    await createClient(t.app).post('/api/estimate-requests', makeEstimateRequest())
    const team = await signIn(t.app, 'teamlead')
    const patch = async (status: unknown) => {
      const res = await team.patch(`/api/estimate-requests/${makeEstimateRequest().id}`, { status })
      return { status: res.status, body: (await res.json()) as EstimateRequestView & { code?: string } }
    }
    return { ...t, team, patch }
  }

  it('moves a request along new → contacted → quoted → closed and says who did it', async () => {
    const { patch, clock } = await withRequest()
    for (const status of REQUEST_STATUSES.slice(1)) {
      clock.advance(60_000)
      const res = await patch(status)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({
        status,
        statusChangedBy: 'teamlead',
        statusChangedAt: clock.now().toISOString(),
      })
    }
  })

  it('skips steps forward, steps back one to undo, and refuses to jump back further', async () => {
    const { patch } = await withRequest()
    expect((await patch('quoted')).status).toBe(200)
    expect((await patch('contacted')).status).toBe(200)
    expect((await patch('closed')).status).toBe(200)
    const refused = await patch('contacted')
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: 'statusChangeNotAllowed' })
    expect((await patch('closed')).status).toBe(200) // the same status again changes nothing
  })

  it('refuses an unknown status with 400 and an unknown request with 404', async () => {
    const { patch, team } = await withRequest()
    expect(await patch('lost')).toMatchObject({ status: 400, body: { code: 'statusInvalid' } })
    const missing = await team.patch(`/api/estimate-requests/${uuid(404)}`, { status: 'contacted' })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: 'requestNotFound' })
  })

  it('is for the team only', async () => {
    const { app } = await withRequest()
    const path = `/api/estimate-requests/${makeEstimateRequest().id}`
    expect((await createClient(app).patch(path, { status: 'contacted' })).status).toBe(401)
    expect((await (await signIn(app, 'homeowner')).patch(path, { status: 'contacted' })).status).toBe(403)
    expect((await (await signIn(app, 'teammember')).patch(path, { status: 'contacted' })).status).toBe(200)
  })
})

describe('the estimate_requests table', () => {
  it('admits exactly the values of the domain lists', () => {
    const { db } = createTestApp()
    const sql = db
      .prepare("SELECT sql FROM sqlite_master WHERE name = 'estimate_requests'")
      .pluck()
      .get() as string
    const allowed = (column: string) => {
      const match = new RegExp(`${column} TEXT NOT NULL[^,]*CHECK \\(${column} IN \\(([^)]*)\\)\\)`).exec(sql)
      return match?.[1]?.split(',').map((value) => value.trim().replaceAll("'", ''))
    }
    expect(allowed('status')).toEqual([...REQUEST_STATUSES])
    expect(allowed('property_type')).toEqual([...PROPERTY_TYPES])
    expect(allowed('film_interest')).toEqual([...FILM_INTERESTS])
    expect(allowed('largest_window')).toEqual([...WINDOW_SIZES])
    expect(allowed('contact_time')).toEqual([...CONTACT_TIMES])
  })
})
