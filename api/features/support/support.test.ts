import { describe, expect, it, vi } from 'vitest'
import { SUPPORT_ERRORS } from '../../../domain/support/errors.ts'
import {
  SUPPORT_LIMITS,
  SUPPORT_STATUSES,
  type SupportRequestBody,
  type SupportRequestList,
  type SupportRequestView,
} from '../../../domain/support/request.ts'
import { seed } from '../../db/seed.ts'
import { createClient, signIn } from '../../test/client.ts'
import { createTestApp } from '../../test/test-app.ts'
import { SUPPORT_BY_IP } from './support.routes.ts'

const ID = '3f2a91c2-7b0d-4e5f-8a6b-1c2d3e4f5a6b'
const REFERENCE = 'SR-3F2A91-C27B0D'
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const TRANSCRIPT = [
  { role: 'user' as const, text: 'Can your film stop a hurricane?', at: Date.parse('2025-06-02T08:58:00Z') },
  {
    role: 'assistant' as const,
    text: 'Security film holds shattered glass together.',
    at: Date.parse('2025-06-02T08:58:01Z'),
  },
]

const makeSupportRequest = (overrides: Partial<Record<keyof SupportRequestBody, unknown>> = {}) => ({
  id: ID,
  name: 'Pat Smith',
  email: 'pat@example.com',
  phone: '(404) 555-0100',
  note: 'Please call after 5 pm.',
  language: 'es',
  page: '/shop',
  transcript: TRANSCRIPT,
  ...overrides,
})

type App = ReturnType<typeof createTestApp>

const rowCount = (db: App['db']) =>
  db.prepare('SELECT count(*) FROM support_requests').pluck().get() as number

async function teamList(app: App['app'], query = '') {
  const res = await (await signIn(app, 'teammember')).get(`/api/support-requests${query}`)
  expect(res.status).toBe(200)
  return (await res.json()) as SupportRequestList
}

describe('POST /api/support-requests', () => {
  it('stores a request sent without an account, with its transcript, and answers its reference', async () => {
    const t = createTestApp()
    seed(t.db)
    const res = await createClient(t.app).post('/api/support-requests', makeSupportRequest())
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ id: ID, reference: REFERENCE, receivedAt: '2025-06-02T09:00:00.000Z' })

    const { requests } = await teamList(t.app)
    expect(requests).toEqual([
      {
        id: ID,
        reference: REFERENCE,
        name: 'Pat Smith',
        email: 'pat@example.com',
        phone: '(404) 555-0100',
        language: 'es',
        status: 'open',
        messageCount: 2,
        createdAt: '2025-06-02T09:00:00.000Z',
        updatedAt: '2025-06-02T09:00:00.000Z',
        statusChangedAt: null,
        statusChangedBy: null,
      },
    ])
    const opened = await (await signIn(t.app, 'admin')).get(`/api/support-requests/${ID}`)
    expect(await opened.json()).toEqual({
      ...requests[0],
      note: 'Please call after 5 pm.',
      page: '/shop',
      transcript: TRANSCRIPT,
      username: null,
    })
  })

  it('names the signed-in customer who asked', async () => {
    const t = createTestApp()
    seed(t.db)
    const homeowner = await signIn(t.app, 'homeowner')
    expect((await homeowner.post('/api/support-requests', makeSupportRequest())).status).toBe(201)
    const opened = await (await signIn(t.app, 'teamlead')).get(`/api/support-requests/${ID}`)
    expect(await opened.json()).toMatchObject({ username: 'homeowner' })
  })

  it('trims text, folds line breaks out of the name and applies defaults', async () => {
    const t = createTestApp()
    seed(t.db)
    const {
      note: _,
      language: __,
      page: ___,
      transcript: ____,
      ...required
    } = makeSupportRequest({
      name: '  Pat\r\nSmith ',
      email: '',
    })
    expect((await createClient(t.app).post('/api/support-requests', required)).status).toBe(201)
    const opened = await (await signIn(t.app, 'admin')).get(`/api/support-requests/${ID}`)
    expect(await opened.json()).toMatchObject({
      name: 'Pat Smith',
      email: '',
      note: '',
      language: 'en',
      page: '',
      transcript: [],
    })
  })

  it('mails the team the transcript, and the customer their reference and when to expect an answer', async () => {
    const t = createTestApp({ teamEmail: 'team@southern-shield.example' })
    await createClient(t.app).post('/api/support-requests', makeSupportRequest({ language: 'en' }))
    const customer = t.mailer.sent.find((m) => m.to === 'pat@example.com')
    expect(customer?.subject).toContain(REFERENCE)
    expect(customer?.text).toContain('A person from our team will answer within 1-2 business days.')
    expect(customer?.text).toContain(`Your reference: ${REFERENCE}`)
    const team = t.mailer.sent.find((m) => m.to === 'team@southern-shield.example')
    expect(team).toMatchObject({
      purpose: 'support-request-team',
      subject: `Talk to a person: Pat Smith (${REFERENCE})`,
    })
    for (const line of [
      'Phone: (404) 555-0100',
      'Language: English',
      'Page: /shop',
      'Please call after 5 pm.',
      '[2025-06-02T08:58:00.000Z] Customer:',
      'Can your film stop a hurricane?',
      'Assistant:\nSecurity film holds shattered glass together.',
      'http://localhost/admin/support',
    ])
      expect(team?.text).toContain(line)
  })

  it('writes to the customer in the page’s language, to the team in its inbox account’s', async () => {
    const t = createTestApp({ teamEmail: 'teammember@example.com' })
    seed(t.db)
    await (await signIn(t.app, 'teammember')).put('/api/profile/language', { language: 'fr' })
    await createClient(t.app).post('/api/support-requests', makeSupportRequest())
    const [customer, team] = t.mailer.sent
    expect(customer?.subject).toBe(`Hemos recibido su pregunta – Southern Shield (${REFERENCE})`)
    expect(customer?.text).toContain('Una persona de nuestro equipo le responderá en 1-2 días hábiles.')
    expect(team?.subject).toBe(`Parler à une personne\u00a0: Pat Smith (${REFERENCE})`)
    expect(team?.text).toContain('Langue\u00a0: Español')
  })

  it('answers in the browser’s language when the page names none, and stores it', async () => {
    const t = createTestApp()
    seed(t.db)
    const { language: _, ...body } = makeSupportRequest()
    await createClient(t.app).post('/api/support-requests', body, { 'Accept-Language': 'ru' })
    expect(t.mailer.sent[0]?.subject).toBe(`Мы получили ваш вопрос – Southern Shield (${REFERENCE})`)
    const opened = await (await signIn(t.app, 'admin')).get(`/api/support-requests/${ID}`)
    expect(await opened.json()).toMatchObject({ language: 'ru' })
  })

  it('mails the support address of the system settings when the server has no team inbox', async () => {
    const t = createTestApp()
    await createClient(t.app).post('/api/support-requests', makeSupportRequest({ email: '' }))
    expect(t.mailer.sent.map((m) => [m.to, m.purpose])).toEqual([
      ['hello@southernshieldfilm.com', 'support-request-team'],
    ])
  })

  it('keeps the request when the mail cannot be sent', async () => {
    const t = createTestApp()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(t.mailer, 'send').mockRejectedValue(new Error('SMTP down'))
    expect((await createClient(t.app).post('/api/support-requests', makeSupportRequest())).status).toBe(201)
    expect(rowCount(t.db)).toBe(1)
    await vi.waitFor(() => expect(error).toHaveBeenCalled())
    vi.restoreAllMocks()
  })

  const longTranscript = Array.from({ length: SUPPORT_LIMITS.transcriptMessages + 1 }, () => TRANSCRIPT[0])

  it.each([
    ['no name', { name: '  ' }, 'nameRequired', 'name'],
    ['neither email nor phone', { email: '', phone: ' ' }, 'contactRequired', 'email'],
    ['a bad email', { email: 'pat@' }, 'emailInvalid', 'email'],
    ['a bad phone', { phone: 'call me' }, 'phoneInvalid', 'phone'],
    ['a long note', { note: 'x'.repeat(SUPPORT_LIMITS.note + 1) }, 'noteTooLong', 'note'],
    ['a page on another site', { page: '//evil.example/' }, 'supportInvalid', 'page'],
    ['a client id that is not a UUID', { id: 'abc' }, 'idInvalid', 'id'],
    ['too long a conversation', { transcript: longTranscript }, 'transcriptInvalid', 'transcript'],
    [
      'too long a message',
      { transcript: [{ ...TRANSCRIPT[0], text: 'x'.repeat(SUPPORT_LIMITS.transcriptText + 1) }] },
      'transcriptInvalid',
      'transcript.0.text',
    ],
    [
      'a message from someone else',
      { transcript: [{ ...TRANSCRIPT[0], role: 'team' }] },
      'transcriptInvalid',
      'transcript.0.role',
    ],
  ])(
    'refuses %s with 400, its code and English text, and stores and mails nothing',
    async (_name, overrides, code, field) => {
      const t = createTestApp()
      const res = await createClient(t.app).post('/api/support-requests', makeSupportRequest(overrides))
      expect(res.status).toBe(400)
      const body = (await res.json()) as {
        code: string
        message: string
        fieldErrors: Record<string, string>
      }
      expect(body).toMatchObject({ code, message: SUPPORT_ERRORS[code as keyof typeof SUPPORT_ERRORS] })
      expect(body.fieldErrors[field]).toBe(code)
      expect(rowCount(t.db)).toBe(0)
      expect(t.mailer.sent).toEqual([])
    },
  )

  it('reports every wrong field at once', async () => {
    const t = createTestApp()
    const res = await createClient(t.app).post('/api/support-requests', { id: uuid(1), phone: 'x' })
    expect(((await res.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
      name: 'nameRequired',
      phone: 'phoneInvalid',
    })
  })
})

describe('idempotency', () => {
  it('answers a retry of the same id with the same receipt, and never stores or mails it twice', async () => {
    const t = createTestApp()
    const visitor = createClient(t.app)
    const first = await visitor.post('/api/support-requests', makeSupportRequest())
    t.clock.advance(60_000)
    const retry = await visitor.post('/api/support-requests', makeSupportRequest({ name: 'Someone Else' }))
    expect(retry.status).toBe(201)
    expect(await retry.json()).toEqual(await first.json())
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(rowCount(t.db)).toBe(1)
    expect(t.mailer.sent).toHaveLength(2) // the customer's and the team's, once
  })
})

describe('rate limit', () => {
  it(`allows ${SUPPORT_BY_IP.limit} new requests per address and hour, counting invalid ones; retries are free`, async () => {
    const t = createTestApp()
    const visitor = createClient(t.app)
    for (let i = 0; i < 3; i++)
      expect((await visitor.post('/api/support-requests', makeSupportRequest({ id: uuid(0) }))).status).toBe(
        201,
      )
    for (let i = 1; i < SUPPORT_BY_IP.limit - 1; i++)
      expect((await visitor.post('/api/support-requests', makeSupportRequest({ id: uuid(i) }))).status).toBe(
        201,
      )
    expect(
      (await visitor.post('/api/support-requests', makeSupportRequest({ id: uuid(50), name: '' }))).status,
    ).toBe(400)
    const refused = await visitor.post('/api/support-requests', makeSupportRequest({ id: uuid(99) }))
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ code: 'tooManyAttempts' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(rowCount(t.db)).toBe(SUPPORT_BY_IP.limit - 1)

    t.clock.advance(SUPPORT_BY_IP.windowMs)
    expect((await visitor.post('/api/support-requests', makeSupportRequest({ id: uuid(99) }))).status).toBe(
      201,
    )
  })
})

describe('the team reads the requests', () => {
  it('lists and opens them for team leads, team members and admins only', async () => {
    const t = createTestApp()
    seed(t.db)
    await createClient(t.app).post('/api/support-requests', makeSupportRequest())
    const paths = ['/api/support-requests', `/api/support-requests/${ID}`]
    for (const path of paths) {
      expect((await createClient(t.app).get(path)).status).toBe(401)
      for (const username of ['homeowner', 'installer', 'supplier', 'member'])
        expect((await (await signIn(t.app, username)).get(path)).status).toBe(403)
      for (const username of ['teamlead', 'teammember', 'admin'])
        expect((await (await signIn(t.app, username)).get(path)).status).toBe(200)
    }
    const patch = `/api/support-requests/${ID}`
    expect((await createClient(t.app).patch(patch, { status: 'answered' })).status).toBe(401)
    expect((await (await signIn(t.app, 'homeowner')).patch(patch, { status: 'answered' })).status).toBe(403)
    expect(rowCount(t.db)).toBe(1)
    expect(t.db.prepare('SELECT status FROM support_requests').pluck().get()).toBe('open')
  })

  it('lists newest first, filters by status and pages with a cursor', async () => {
    const t = createTestApp()
    seed(t.db)
    const visitor = createClient(t.app)
    for (let i = 1; i <= 3; i++) {
      await visitor.post('/api/support-requests', makeSupportRequest({ id: uuid(i), name: `Visitor ${i}` }))
      t.clock.advance(1000)
    }
    const names = (list: SupportRequestList) => list.requests.map((r) => r.name)
    expect(names(await teamList(t.app))).toEqual(['Visitor 3', 'Visitor 2', 'Visitor 1'])
    const first = await teamList(t.app, '?limit=2')
    expect(names(first)).toEqual(['Visitor 3', 'Visitor 2'])
    const last = await teamList(t.app, `?limit=2&cursor=${first.nextCursor}`)
    expect(names(last)).toEqual(['Visitor 1'])
    expect(last.nextCursor).toBeNull()

    await (await signIn(t.app, 'admin')).patch(`/api/support-requests/${uuid(2)}`, { status: 'answered' })
    expect(names(await teamList(t.app, '?status=answered'))).toEqual(['Visitor 2'])
    expect(names(await teamList(t.app, '?status=open'))).toEqual(['Visitor 3', 'Visitor 1'])
  })

  it.each(['?status=lost', '?limit=0', '?limit=1000', '?cursor=nonsense'])(
    'refuses %s with 400',
    async (query) => {
      const t = createTestApp()
      seed(t.db)
      const res = await (await signIn(t.app, 'teamlead')).get(`/api/support-requests${query}`)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'supportInvalid' })
    },
  )
})

describe('PATCH /api/support-requests/:id', () => {
  it('moves a request along, says who did it and writes each change to the audit log', async () => {
    const t = createTestApp()
    seed(t.db)
    await createClient(t.app).post('/api/support-requests', makeSupportRequest())
    const team = await signIn(t.app, 'teamlead')
    for (const status of ['inProgress', 'answered', 'closed', 'open']) {
      t.clock.advance(60_000)
      const res = await team.patch(`/api/support-requests/${ID}`, { status })
      expect(res.status).toBe(200)
      expect((await res.json()) as SupportRequestView).toMatchObject({
        status,
        statusChangedBy: 'teamlead',
        statusChangedAt: t.clock.now().toISOString(),
      })
    }
    // The same status again changes nothing, and is not logged.
    expect((await team.patch(`/api/support-requests/${ID}`, { status: 'open' })).status).toBe(200)
    const audit = await (await signIn(t.app, 'admin')).get('/api/admin/audit?action=supportRequest.status')
    const { entries } = (await audit.json()) as {
      entries: { actor: string; subject: string; before: unknown; after: unknown }[]
    }
    expect(entries.map((e) => [e.actor, e.subject, e.before, e.after]).reverse()).toEqual([
      ['teamlead', REFERENCE, 'open', 'inProgress'],
      ['teamlead', REFERENCE, 'inProgress', 'answered'],
      ['teamlead', REFERENCE, 'answered', 'closed'],
      ['teamlead', REFERENCE, 'closed', 'open'],
    ])
  })

  it('refuses an unknown status with 400 and an unknown request with 404', async () => {
    const t = createTestApp()
    seed(t.db)
    await createClient(t.app).post('/api/support-requests', makeSupportRequest())
    const team = await signIn(t.app, 'teammember')
    const bad = await team.patch(`/api/support-requests/${ID}`, { status: 'lost' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: 'statusInvalid', message: SUPPORT_ERRORS.statusInvalid })
    const missing = await team.patch(`/api/support-requests/${uuid(404)}`, { status: 'answered' })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: 'supportNotFound' })
    expect((await team.get(`/api/support-requests/${uuid(404)}`)).status).toBe(404)
  })
})

describe('the support_requests table', () => {
  it('admits exactly the statuses of the domain list', () => {
    const { db } = createTestApp()
    const sql = db
      .prepare("SELECT sql FROM sqlite_master WHERE name = 'support_requests'")
      .pluck()
      .get() as string
    const match = /status TEXT NOT NULL[^,]*CHECK \(status IN \(([^)]*)\)\)/.exec(sql)
    expect(match?.[1]?.split(',').map((value) => value.trim().replaceAll("'", ''))).toEqual([
      ...SUPPORT_STATUSES,
    ])
  })
})
