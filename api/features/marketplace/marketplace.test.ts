import { describe, expect, it } from 'vitest'
import type { BidDocument } from '../../../domain/marketplace/bid.ts'
import type { InstallerProfile } from '../../../domain/marketplace/installer.ts'
import type { JobDocument } from '../../../domain/marketplace/job.ts'
import { makeBidBody, makeJobBody } from '../../../domain/testing/marketplace-factory.ts'
import type { MessageDocument } from '../../../domain/marketplace/message.ts'
import type { NotificationDocument } from '../../../domain/marketplace/notification.ts'
import { makeEstimate } from '../../../domain/testing/estimate-factory.ts'
import { DEMO_PASSWORD, seed } from '../../db/seed.ts'
import { createClient, signIn, type TestClient } from '../../test/client.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

/*
 * The marketplace's rules, through the API and the sync pulls the devices make: who sees
 * which job, bid and message; that ids sent by a client decide nothing; that accepting is atomic; that
 * reviews need a completed job; that contact details stay hidden until hiring.
 */

/** A tiny real JPEG (SOI, APP0 JFIF header, EOI): the server checks the magic bytes. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]).toString('base64')
const photo = { mime: 'image/jpeg' as const, data: JPEG }

async function register(t: TestApp, username: string, userType: 'homeowner' | 'installer') {
  const client = createClient(t.app)
  const res = await client.post('/api/register', {
    username,
    email: `${username}@example.com`,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    userType,
  })
  if (res.status !== 201 && res.status !== 200) throw new Error(`register ${username}: ${res.status}`)
  return client
}

async function setup() {
  const t = createTestApp()
  seed(t.db, { now: t.clock.now() })
  const [homeowner, installer, teamlead, member, admin] = await Promise.all(
    ['homeowner', 'installer', 'teamlead', 'member', 'admin'].map((name) => signIn(t.app, name)),
  )
  const rival = await register(t, 'rival-tint', 'installer')
  const neighbour = await register(t, 'neighbour', 'homeowner')
  return {
    ...t,
    homeowner: homeowner!,
    installer: installer!,
    teamlead: teamlead!,
    member: member!,
    admin: admin!,
    rival,
    neighbour,
  }
}

type Setup = Awaited<ReturnType<typeof setup>>

async function pull<T>(client: TestClient, collection: string): Promise<T[]> {
  const res = await client.get(`/api/sync/v2/${collection}/pull?limit=1000`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { documents: T[] }).documents
}

async function post(t: Setup, client: TestClient = t.homeowner, overrides = {}): Promise<JobDocument> {
  const res = await client.post('/api/jobs', makeJobBody(overrides))
  expect(res.status).toBe(201)
  return (await res.json()) as JobDocument
}

async function bid(client: TestClient, jobId: string, overrides = {}) {
  return client.post(`/api/jobs/${jobId}/bids`, makeBidBody(overrides))
}

async function bidOk(client: TestClient, jobId: string, overrides = {}): Promise<BidDocument> {
  const res = await bid(client, jobId, overrides)
  expect(res.status).toBe(201)
  return (await res.json()) as BidDocument
}

const rows = (t: TestApp, table: string) =>
  t.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number

describe('posting a job', () => {
  it('is for homeowners and team leads: the poster’s devices get it whole, installers’ without address or contact', async () => {
    const t = await setup()
    const job = await post(t, t.homeowner, { photos: [photo] })
    expect(job).toMatchObject({
      status: 'open',
      city: 'Atlanta',
      zip: '30303',
      bidCount: 0,
      hiredInstallerId: null,
    })
    expect(job.lat).toBeCloseTo(33.7, 0)
    expect(job.photos).toHaveLength(1)

    const [own] = await pull<JobDocument>(t.homeowner, 'jobs')
    expect(own?.contact).toEqual({
      name: 'homeowner',
      street: '12 Peachtree St NE',
      phone: '(404) 555-0142',
      email: 'homeowner@example.com',
    })
    const [onBoard] = await pull<JobDocument>(t.installer, 'jobs')
    expect(onBoard).toMatchObject({ id: job.id, title: job.title, city: 'Atlanta', contact: null })
    expect(JSON.stringify(onBoard)).not.toContain('Peachtree')
    expect(JSON.stringify(onBoard)).not.toContain('555-0142')
    // The installer may read the job's photos; another homeowner may not even see the job.
    expect((await t.installer.get(`/api/sync/v2/jobs/attachments/${job.photos[0]}`)).status).toBe(200)
    expect(await pull(t.neighbour, 'jobs')).toEqual([])
    expect((await t.neighbour.get(`/api/sync/v2/jobs/attachments/${job.photos[0]}`)).status).toBe(404)

    expect((await t.teamlead.post('/api/jobs', makeJobBody())).status).toBe(201)
  })

  it('hides contact details in the title and description from installers until one is hired, not from the poster', async () => {
    const t = await setup()
    const job = await post(t, t.homeowner, {
      title: 'Sunroom film, text six seven eight 555 1234',
      description: 'Six panes facing south. Email pat at gmail dot com or call 404.555.0142.',
    })
    const [own] = await pull<JobDocument>(t.homeowner, 'jobs')
    expect([own?.title, own?.description]).toEqual([job.title, job.description])
    const onBoard = (await pull<JobDocument>(t.installer, 'jobs')).find((doc) => doc.id === job.id)!
    expect(onBoard.title).toBe('Sunroom film, text •••')
    expect(onBoard.description).toBe('Six panes facing south. Email ••• or call •••.')
  })

  it('refuses installers, members and visitors, and bad input, writing nothing', async () => {
    const t = await setup()
    const installer = await t.installer.post('/api/jobs', makeJobBody())
    expect(installer.status).toBe(403)
    expect((await t.member.post('/api/jobs', makeJobBody())).status).toBe(403)
    expect((await createClient(t.app).post('/api/jobs', makeJobBody())).status).toBe(401)

    const bad = await t.homeowner.post(
      '/api/jobs',
      makeJobBody({ title: '  ', zip: '303', budget: 'lots' as never }),
    )
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      code: 'titleRequired',
      fieldErrors: { title: 'titleRequired', zip: 'zipInvalid', budget: 'budgetInvalid' },
    })
    expect(
      (await t.homeowner.post('/api/jobs', makeJobBody({ photos: [{ mime: 'image/jpeg', data: 'AAAA' }] })))
        .status,
    ).toBe(400)
    expect(rows(t, 'jobs')).toBe(0)
    expect(rows(t, 'files')).toBe(0)
  })

  it('takes a retry of the same request as the same job', async () => {
    const t = await setup()
    const body = makeJobBody()
    const first = await t.homeowner.post('/api/jobs', body)
    const again = await t.homeowner.post('/api/jobs', body)
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(await first.json())
    expect(rows(t, 'jobs')).toBe(1)
    // Another poster cannot take the id over.
    expect((await t.neighbour.post('/api/jobs', body)).status).toBe(409)
  })

  it('attaches the poster’s own saved estimate, windows and areas, and no one else’s', async () => {
    const t = await setup()
    const ownerId = t.db.prepare(`SELECT id FROM users WHERE username = 'homeowner'`).pluck().get() as string
    const estimate = makeEstimate({ id: 'est-sunroom', ownerId })
    const push = await t.homeowner.post('/api/sync/v2/estimates/push', [
      { assumedMasterState: null, newDocumentState: estimate },
    ])
    expect(push.status).toBe(200)

    const job = await post(t, t.homeowner, { estimateId: 'est-sunroom' })
    expect(job.estimate).toMatchObject({ id: 'est-sunroom', name: 'Smith residence', totalWindows: 1 })
    expect(job.estimate?.windows[0]).toMatchObject({ label: 'Living room', quantity: 1 })
    expect(job.estimate!.totalAreaSqFt).toBeGreaterThan(0)

    const forged = await t.neighbour.post('/api/jobs', makeJobBody({ estimateId: 'est-sunroom' }))
    expect(forged.status).toBe(400)
    expect(await forged.json()).toMatchObject({ code: 'estimateNotFound' })
  })
})

describe('bids', () => {
  it('reach the poster’s devices and the bidder’s, nobody else’s; the poster is notified and mailed', async () => {
    const t = await setup()
    const job = await post(t)
    const mine = await bidOk(t.installer, job.id, { message: 'Call me on 404 555 0199' })
    expect(mine).toMatchObject({
      status: 'active',
      priceCents: 145000,
      validUntil: '2025-06-16',
      contact: null,
      masked: true,
    })
    // The bidder reads their own words; the poster reads them masked.
    expect(mine.message).toBe('Call me on 404 555 0199')
    const [seen] = await pull<BidDocument>(t.homeowner, 'bids')
    expect(seen).toMatchObject({ id: mine.id, message: 'Call me on •••' })
    expect(await pull<BidDocument>(t.installer, 'bids')).toEqual([
      expect.objectContaining({ id: mine.id, message: 'Call me on 404 555 0199' }),
    ])
    expect(await pull(t.rival, 'bids')).toEqual([])
    expect(await pull(t.neighbour, 'bids')).toEqual([])
    expect((await t.member.get('/api/sync/v2/bids/pull')).status).toBe(403)

    const [onBoard] = await pull<JobDocument>(t.rival, 'jobs')
    expect(onBoard).toMatchObject({ status: 'reviewing', bidCount: 1 })
    const notes = await pull<NotificationDocument>(t.homeowner, 'notifications')
    expect(notes).toEqual([
      expect.objectContaining({ kind: 'bidReceived', jobId: job.id, actor: 'installer' }),
    ])
    expect(t.mailer.sent.filter((m) => m.to === 'homeowner@example.com').at(-1)?.subject).toContain('New bid')
  })

  it('revise the installer’s one bid on a job, and a withdrawal brings the job back to open', async () => {
    const t = await setup()
    const job = await post(t)
    const first = await bidOk(t.installer, job.id)
    const revised = await bidOk(t.installer, job.id, { priceCents: 120000 })
    expect(revised).toMatchObject({ id: first.id, priceCents: 120000 })
    expect(rows(t, 'bids')).toBe(1)

    expect((await t.rival.post(`/api/bids/${first.id}/withdraw`)).status).toBe(404)
    const withdrawn = await t.installer.post(`/api/bids/${first.id}/withdraw`)
    expect(await withdrawn.json()).toMatchObject({ status: 'withdrawn' })
    const [again] = await pull<JobDocument>(t.homeowner, 'jobs')
    expect(again).toMatchObject({ status: 'open', bidCount: 0 })
  })

  it('are refused on closed or unknown jobs, from non-installers, and with bad input, writing nothing', async () => {
    const t = await setup()
    const job = await post(t)
    expect((await bid(t.installer, 'no-such-job')).status).toBe(404)
    expect((await bid(t.homeowner, job.id)).status).toBe(403)
    const bad = await bid(t.installer, job.id, { priceCents: 5, startDate: '2020-01-01', validDays: 90 })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      fieldErrors: { priceCents: 'priceInvalid', validDays: 'validDaysInvalid' },
    })
    const past = await bid(t.installer, job.id, { startDate: '2025-06-01' })
    expect(await past.json()).toMatchObject({ code: 'startDateInvalid' })
    expect(rows(t, 'bids')).toBe(0)

    await t.homeowner.post(`/api/jobs/${job.id}/cancel`)
    const closed = await bid(t.installer, job.id)
    expect(closed.status).toBe(409)
    expect(await closed.json()).toMatchObject({ code: 'jobClosed' })
  })
})

describe('accepting a bid', () => {
  it('is atomic: two accepts at once hire exactly one installer and decline the other', async () => {
    const t = await setup()
    const job = await post(t)
    const a = await bidOk(t.installer, job.id)
    const b = await bidOk(t.rival, job.id, { priceCents: 99000 })

    const answers = await Promise.all([
      t.homeowner.post(`/api/jobs/${job.id}/accept`, { bidId: a.id }),
      t.homeowner.post(`/api/jobs/${job.id}/accept`, { bidId: b.id }),
    ])
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409])
    const statuses = t.db.prepare('SELECT status FROM bids ORDER BY status').pluck().all()
    expect(statuses).toEqual(['accepted', 'declined'])
    const winner = t.db
      .prepare(`SELECT installer_id FROM bids WHERE status = 'accepted'`)
      .pluck()
      .get() as string
    const [hired] = await pull<JobDocument>(t.homeowner, 'jobs')
    expect(hired).toMatchObject({ status: 'hired', hiredInstallerId: winner, bidCount: 0 })
  })

  it('gives each side the other’s contact details, and tells the installer who lost', async () => {
    const t = await setup()
    const job = await post(t)
    const a = await bidOk(t.installer, job.id)
    await bidOk(t.rival, job.id)
    expect((await t.homeowner.post(`/api/jobs/${job.id}/accept`, { bidId: a.id })).status).toBe(200)

    const accepted = (await pull<BidDocument>(t.homeowner, 'bids')).find((b) => b.id === a.id)
    expect(accepted).toMatchObject({ status: 'accepted', contact: { email: 'installer@example.com' } })
    const [forHired] = await pull<JobDocument>(t.installer, 'jobs')
    expect(forHired?.contact).toMatchObject({ street: '12 Peachtree St NE', phone: '(404) 555-0142' })
    const [forRival] = await pull<JobDocument>(t.rival, 'jobs')
    expect(forRival).toMatchObject({ status: 'hired', contact: null })
    expect((await pull<BidDocument>(t.rival, 'bids'))[0]).toMatchObject({ status: 'declined' })
    expect((await pull<NotificationDocument>(t.rival, 'notifications')).map((n) => n.kind)).toEqual([
      'bidDeclined',
    ])
    expect((await pull<NotificationDocument>(t.installer, 'notifications')).map((n) => n.kind)).toEqual([
      'bidAccepted',
    ])
  })

  it('is only the poster’s, only for a bid on that job', async () => {
    const t = await setup()
    const job = await post(t)
    const other = await post(t, t.homeowner)
    const a = await bidOk(t.installer, job.id)
    const elsewhere = await bidOk(t.installer, other.id)
    expect((await t.neighbour.post(`/api/jobs/${job.id}/accept`, { bidId: a.id })).status).toBe(404)
    expect((await t.installer.post(`/api/jobs/${job.id}/accept`, { bidId: a.id })).status).toBe(403)
    expect((await t.homeowner.post(`/api/jobs/${job.id}/accept`, { bidId: elsewhere.id })).status).toBe(404)
    expect((await t.homeowner.post(`/api/jobs/${job.id}/accept`, { bidId: 42 })).status).toBe(400)
    expect(t.db.prepare(`SELECT count(*) FROM bids WHERE status = 'accepted'`).pluck().get()).toBe(0)
  })

  it('refuses an expired bid', async () => {
    const t = await setup()
    const job = await post(t)
    const a = await bidOk(t.installer, job.id, { validDays: 1, startDate: '2025-06-20' })
    t.clock.advance(3 * 24 * 60 * 60 * 1000)
    const res = await t.homeowner.post(`/api/jobs/${job.id}/accept`, { bidId: a.id })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'bidExpired' })
  })
})

async function hiredJob(t: Setup) {
  const job = await post(t)
  const a = await bidOk(t.installer, job.id)
  await t.homeowner.post(`/api/jobs/${job.id}/accept`, { bidId: a.id })
  return job
}

const progress = (client: TestClient, jobId: string, status: string, extra = {}) =>
  client.post(`/api/jobs/${jobId}/progress`, { id: crypto.randomUUID(), status, ...extra })

describe('progress and reviews', () => {
  it('the hired installer schedules, starts and completes; nobody else can', async () => {
    const t = await setup()
    const job = await hiredJob(t)
    expect((await progress(t.rival, job.id, 'scheduled', { scheduledFor: '2025-06-12' })).status).toBe(403)
    expect((await progress(t.installer, job.id, 'completed')).status).toBe(409)
    const noDate = await progress(t.installer, job.id, 'scheduled')
    expect(await noDate.json()).toMatchObject({ code: 'scheduledForRequired' })

    expect((await progress(t.installer, job.id, 'scheduled', { scheduledFor: '2025-06-12' })).status).toBe(
      200,
    )
    expect((await progress(t.installer, job.id, 'inProgress', { photos: [photo] })).status).toBe(200)
    const done = await progress(t.installer, job.id, 'completed', {
      note: 'All six panes done.',
      photos: [photo],
    })
    expect(await done.json()).toMatchObject({ status: 'completed', scheduledFor: '2025-06-12' })
    const [seen] = await pull<JobDocument>(t.homeowner, 'jobs')
    expect(seen?.updates.map((u) => u.status)).toEqual(['scheduled', 'inProgress', 'completed'])
    // Other installers see the status, not the progress notes.
    expect((await pull<JobDocument>(t.rival, 'jobs'))[0]).toMatchObject({ status: 'completed', updates: [] })
  })

  it('a review needs a completed job, is the poster’s, once, and shows on the installer’s public profile', async () => {
    const t = await setup()
    const job = await hiredJob(t)
    const review = { rating: 5, text: 'On time, spotless, and the sunroom is usable again.' }
    const early = await t.homeowner.post(`/api/jobs/${job.id}/review`, review)
    expect(early.status).toBe(409)
    expect(await early.json()).toMatchObject({ code: 'reviewNotAllowed' })

    await progress(t.installer, job.id, 'inProgress')
    await progress(t.installer, job.id, 'completed')
    expect((await t.installer.post(`/api/jobs/${job.id}/review`, review)).status).toBe(403)
    expect((await t.homeowner.post(`/api/jobs/${job.id}/review`, { rating: 6, text: '' })).status).toBe(400)
    expect((await t.homeowner.post(`/api/jobs/${job.id}/review`, review)).status).toBe(200)
    const twice = await t.homeowner.post(`/api/jobs/${job.id}/review`, review)
    expect(await twice.json()).toMatchObject({ code: 'reviewExists' })

    const installerId = (await pull<JobDocument>(t.installer, 'jobs'))[0]!.hiredInstallerId!
    const profile = (await (
      await createClient(t.app).get(`/api/installers/${installerId}`)
    ).json()) as InstallerProfile
    expect(profile).toMatchObject({ rating: 5, reviewCount: 1, completedJobs: 1 })
    expect(profile.reviews).toEqual([
      expect.objectContaining({ text: review.text, by: 'homeowner', rating: 5 }),
    ])
    expect(JSON.stringify(profile)).not.toContain('Peachtree')
  })
})

describe('messages', () => {
  it('hide phone numbers and emails until that installer is hired, and reach only the thread’s two sides', async () => {
    const t = await setup()
    const job = await post(t)
    const a = await bidOk(t.installer, job.id)
    const send = (client: TestClient, body: object) =>
      client.post(`/api/jobs/${job.id}/messages`, { id: crypto.randomUUID(), ...body })

    const before = await send(t.installer, { text: 'Text me: 404-555-0199 or tint@example.com' })
    expect(before.status).toBe(201)
    // The sender reads their own words; the poster reads them masked.
    expect(await before.json()).toMatchObject({
      text: 'Text me: 404-555-0199 or tint@example.com',
      masked: true,
    })
    expect(
      (
        await send(t.homeowner, {
          installerId: (await pull<BidDocument>(t.installer, 'bids'))[0]!.installerId,
          text: 'Thanks!',
        })
      ).status,
    ).toBe(201)

    const forPoster = await pull<MessageDocument>(t.homeowner, 'messages')
    expect(forPoster.map((message) => message.text).toSorted()).toEqual(['Text me: ••• or •••', 'Thanks!'])
    const forInstaller = await pull<MessageDocument>(t.installer, 'messages')
    expect(forInstaller.map((message) => message.text).toSorted()).toEqual([
      'Text me: 404-555-0199 or tint@example.com',
      'Thanks!',
    ])
    expect(await pull(t.rival, 'messages')).toEqual([])
    expect(await pull(t.neighbour, 'messages')).toEqual([])

    await t.homeowner.post(`/api/jobs/${job.id}/accept`, { bidId: a.id })
    const after = await send(t.installer, { text: 'My cell is 404-555-0199' })
    expect(await after.json()).toMatchObject({ text: 'My cell is 404-555-0199', masked: false })
  })

  it('are refused to people outside the job, and a rival cannot write about a job already awarded', async () => {
    const t = await setup()
    const job = await post(t)
    const rivalId = t.db.prepare(`SELECT id FROM users WHERE username = 'rival-tint'`).pluck().get() as string
    const send = (client: TestClient, body: object) =>
      client.post(`/api/jobs/${job.id}/messages`, { id: crypto.randomUUID(), ...body })

    // The poster writes only to installers who bid or wrote; a neighbour not at all.
    expect((await send(t.homeowner, { installerId: rivalId, text: 'Hello?' })).status).toBe(403)
    expect((await send(t.neighbour, { installerId: rivalId, text: 'Hello?' })).status).toBe(404)
    expect((await send(t.homeowner, { text: '' })).status).toBe(400)
    // An installer may ask a question about an open job before bidding.
    expect((await send(t.rival, { text: 'Are the windows double-paned?' })).status).toBe(201)

    const a = await bidOk(t.installer, job.id)
    await t.homeowner.post(`/api/jobs/${job.id}/accept`, { bidId: a.id })
    const third = await register(t, 'third-tint', 'installer')
    expect((await send(third, { text: 'Still available?' })).status).toBe(403)
  })

  it('are marked read by the reader, and notifications too', async () => {
    const t = await setup()
    const job = await post(t)
    const a = await bidOk(t.installer, job.id)
    await t.installer.post(`/api/jobs/${job.id}/messages`, {
      id: crypto.randomUUID(),
      text: 'When can I measure?',
    })
    expect((await t.rival.post(`/api/jobs/${job.id}/threads/${a.installerId}/read`)).status).toBe(404)
    const read = await t.homeowner.post(`/api/jobs/${job.id}/threads/${a.installerId}/read`)
    expect(await read.json()).toEqual({ read: 1 })
    expect((await pull<MessageDocument>(t.installer, 'messages'))[0]?.readAt).not.toBeNull()

    expect(await (await t.homeowner.post('/api/notifications/read', {})).json()).toEqual({ read: 2 })
    expect(
      (await pull<NotificationDocument>(t.homeowner, 'notifications')).every((n) => n.readAt !== null),
    ).toBe(true)
  })
})

describe('installer profiles', () => {
  it('the installer sets their service area; an unknown ZIP is refused', async () => {
    const t = await setup()
    const saved = await t.installer.put('/api/installers/me', {
      serviceZip: '32801',
      serviceRadiusMi: 75,
      bio: 'Orlando crew',
      films: ['solar'],
    })
    expect(await saved.json()).toMatchObject({
      serviceZip: '32801',
      serviceRadiusMi: 75,
      lat: expect.any(Number),
    })
    const unknown = await t.installer.put('/api/installers/me', { serviceZip: '00000', serviceRadiusMi: 75 })
    expect(await unknown.json()).toMatchObject({ code: 'zipUnknown' })
    expect(
      (await t.homeowner.put('/api/installers/me', { serviceZip: '32801', serviceRadiusMi: 75 })).status,
    ).toBe(403)
  })

  it('only an admin grants the supplier-certified badge, and it is audited', async () => {
    const t = await setup()
    const installerId = t.db
      .prepare(`SELECT id FROM users WHERE username = 'installer'`)
      .pluck()
      .get() as string
    expect(
      (await t.installer.put(`/api/admin/installers/${installerId}/certification`, { certified: true }))
        .status,
    ).toBe(403)
    const granted = await t.admin.put(`/api/admin/installers/${installerId}/certification`, {
      certified: true,
    })
    expect(await granted.json()).toMatchObject({ certified: true })
    const listed = (await (await createClient(t.app).get('/api/installers')).json()) as {
      installers: InstallerProfile[]
    }
    expect(listed.installers[0]).toMatchObject({ username: 'installer', certified: true })
    expect(t.db.prepare(`SELECT action FROM admin_audit`).pluck().all()).toEqual(['installer.certify'])
    // Bids made from now on carry the badge.
    const job = await post(t)
    expect((await bidOk(t.installer, job.id)).installer).toMatchObject({ certified: true })
  })
})
