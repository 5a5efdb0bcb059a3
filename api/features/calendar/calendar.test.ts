import { describe, expect, it } from 'vitest'
import type { CalendarEvent } from '../../../domain/calendar/event.ts'
import { doubleBookings } from '../../../domain/calendar/conflicts.ts'
import { makeEvent } from '../../../domain/testing/event-factory.ts'
import type { CalendarLinks } from '../../../domain/calendar/links.ts'
import { seed, seedDemo } from '../../db/seed.ts'
import { createClient, signIn, type TestClient } from '../../test/client.ts'
import { createTestApp } from '../../test/test-app.ts'
import { findEvents } from './calendar.repo.ts'

/*
 * The calendar's server side: events arrive only through the sync protocol, validated with the domain
 * schema and scoped (team roles and admins read; team leads and admins write; a team member only moves
 * the status), and read back by findEvents; the link list is for team roles and admins.
 */

async function calendarApp() {
  const t = createTestApp()
  seed(t.db)
  await seedDemo(t.db)
  return t
}

const userId = (t: Awaited<ReturnType<typeof calendarApp>>, username: string) =>
  t.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as string

const push = (c: TestClient, doc: CalendarEvent, assumed: CalendarEvent | null = null) =>
  c.post('/api/sync/v2/events/push', [{ assumedMasterState: assumed, newDocumentState: doc }])

const pull = async (c: TestClient) => {
  const res = await c.get('/api/sync/v2/events/pull')
  return {
    status: res.status,
    body: (res.status === 200 ? await res.json() : null) as { documents: CalendarEvent[] } | null,
  }
}

/** An event as the server stores it, on the demo Monday. */
const storedEvent = (t: Awaited<ReturnType<typeof calendarApp>>, id: string) =>
  findEvents(t.db, { from: '2026-11-23T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z' }).find(
    (e) => e.id === id,
  )

/** The team lead books an event on the demo Monday; answers it as stored. */
async function leadBooks(t: Awaited<ReturnType<typeof calendarApp>>, id: string) {
  const lead = await signIn(t.app, 'teamlead')
  await push(lead, makeEvent({ id, createdBy: userId(t, 'teamlead') }))
  return storedEvent(t, id)!
}

describe('events through the sync', () => {
  it('a team lead pushes an event; the server confirms it, sets the hub and findEvents reads it', async () => {
    const t = await calendarApp()
    const lead = await signIn(t.app, 'teamlead')
    const event = makeEvent({
      id: 'calendar-test-1',
      createdBy: userId(t, 'teamlead'),
      teamId: 'florida-2',
      hubId: 'florida',
    })
    const res = await push(lead, event)
    expect(res.status).toBe(200)
    // The device is handed the confirmed version at once, not only through a later pull.
    expect(await res.json()).toMatchObject({
      conflicts: [],
      completed: [{ id: 'calendar-test-1', hubId: 'florida', confirmed: true }],
    })

    const [stored] = findEvents(t.db, {
      from: '2026-11-23T00:00:00.000Z',
      to: '2026-11-24T00:00:00.000Z',
      hubId: 'florida',
    })
    expect(stored).toMatchObject({
      id: 'calendar-test-1',
      teamId: 'florida-2',
      hubId: 'florida',
      confirmed: true,
    })
    expect(
      findEvents(t.db, {
        from: '2026-11-23T00:00:00.000Z',
        to: '2026-11-24T00:00:00.000Z',
        teamId: 'florida-1',
      }),
    ).toEqual([])
    // Touching the range is not inside it.
    expect(
      findEvents(t.db, {
        from: '2026-11-23T12:00:00.000Z',
        to: '2026-11-24T00:00:00.000Z',
        hubId: 'florida',
      }),
    ).toEqual([])

    const member = await signIn(t.app, 'teammember')
    const pulled = await pull(member)
    expect(pulled.body?.documents.map((doc) => doc.id)).toContain('calendar-test-1')
  })

  it('refuses an invalid event with the domain’s code, and writes nothing', async () => {
    const t = await calendarApp()
    const lead = await signIn(t.app, 'teamlead')
    const event = makeEvent({
      id: 'calendar-test-2',
      createdBy: userId(t, 'teamlead'),
      end: makeEvent().start,
    })
    const res = await push(lead, event)
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('endBeforeStart')
    expect(
      findEvents(t.db, {
        from: '2026-01-01T00:00:00.000Z',
        to: '2027-01-01T00:00:00.000Z',
        teamId: 'atlanta-1',
      }).map((e) => e.id),
    ).not.toContain('calendar-test-2')
  })

  it('homeowners and installers neither read nor write events; a lead cannot push under another author', async () => {
    const t = await calendarApp()
    for (const username of ['homeowner', 'installer']) {
      const c = await signIn(t.app, username)
      const own = makeEvent({ id: `calendar-${username}`, createdBy: userId(t, username) })
      expect((await push(c, own)).status).toBe(403)
      const pulled = await pull(c)
      expect(pulled.body?.documents ?? []).toEqual([])
    }
    expect((await push(createClient(t.app), makeEvent({ id: 'calendar-anon' }))).status).toBe(401)
    const lead = await signIn(t.app, 'teamlead')
    expect(
      (await push(lead, makeEvent({ id: 'calendar-forged', createdBy: userId(t, 'admin') }))).status,
    ).toBe(403)
  })

  it('a team member may move the status along, nothing else', async () => {
    const t = await calendarApp()
    const stored = await leadBooks(t, 'calendar-test-3')
    const member = await signIn(t.app, 'teammember')
    expect((await push(member, { ...stored, start: '2026-11-23T08:00:00.000Z' }, stored)).status).toBe(403)
    expect((await push(member, { ...stored, status: 'completed', confirmed: false }, stored)).status).toBe(
      200,
    )
    expect(storedEvent(t, 'calendar-test-3')?.status).toBe('completed')
  })

  it('a proposal (an accepted quote’s installation) is the lead’s to confirm; a member may not decide it', async () => {
    const t = await calendarApp()
    const lead = await signIn(t.app, 'teamlead')
    const proposal = makeEvent({
      id: 'calendar-proposal',
      createdBy: userId(t, 'teamlead'),
      status: 'proposed',
      link: { kind: 'quote', id: 'quote-1', title: 'Dana Whitfield, Atlanta' },
    })
    expect((await push(lead, proposal)).status).toBe(200)
    const stored = storedEvent(t, 'calendar-proposal')!
    expect(stored).toMatchObject({ status: 'proposed', link: { kind: 'quote' } })
    const member = await signIn(t.app, 'teammember')
    for (const status of ['scheduled', 'cancelled'] as const)
      expect((await push(member, { ...stored, status, confirmed: false }, stored)).status).toBe(403)
    expect((await push(lead, { ...stored, status: 'scheduled', confirmed: false }, stored)).status).toBe(200)
    const confirmed = storedEvent(t, 'calendar-proposal')!
    expect(confirmed.status).toBe('scheduled')
    // Nor may a member put a confirmed booking back to a proposal.
    expect(
      (await push(member, { ...confirmed, status: 'proposed', confirmed: false }, confirmed)).status,
    ).toBe(403)
  })

  it("no one but an admin adds a history entry in someone else's name; one's own conflict entry is fine", async () => {
    const t = await calendarApp()
    const stored = await leadBooks(t, 'calendar-history')
    const { history: _history, ...version } = stored
    const entry = (by: string) => ({
      at: '2026-11-22T10:00:00.000Z',
      by,
      reason: 'conflict' as const,
      version,
    })
    const member = await signIn(t.app, 'teammember')
    const inTheLeadsName = {
      ...stored,
      status: 'completed' as const,
      history: [entry(userId(t, 'teamlead'))],
    }
    expect((await push(member, inTheLeadsName, stored)).status).toBe(403)
    const ownEntry = { ...stored, status: 'completed' as const, history: [entry(userId(t, 'teammember'))] }
    expect((await push(member, ownEntry, stored)).status).toBe(200)
  })

  it("keeps only the event team's own people assigned, whatever the device sent", async () => {
    const t = await calendarApp()
    const lead = await signIn(t.app, 'teamlead')
    const member = userId(t, 'teammember') // on atlanta-1, like the lead
    const assignees = [member, userId(t, 'homeowner'), 'no-such-user']
    const assigned = (id: string) => storedEvent(t, id)?.assigneeIds
    const event = (id: string, teamId: 'atlanta-1' | 'atlanta-2') =>
      makeEvent({ id, teamId, createdBy: userId(t, 'teamlead'), assigneeIds: assignees })

    expect((await push(lead, event('calendar-test-4', 'atlanta-1'))).status).toBe(200)
    expect(assigned('calendar-test-4')).toEqual([member])
    expect((await push(lead, event('calendar-test-5', 'atlanta-2'))).status).toBe(200)
    expect(assigned('calendar-test-5')).toEqual([])
  })
})

describe('GET /api/calendar/links', () => {
  it('lists the demo marketplace jobs, open homeowner requests and the team users, for team roles and admins only', async () => {
    const t = await calendarApp()
    const lead = await signIn(t.app, 'teamlead')
    const res = await lead.get('/api/calendar/links')
    expect(res.status).toBe(200)
    const body = (await res.json()) as CalendarLinks
    expect(body.links.filter((link) => link.kind === 'job').length).toBeGreaterThan(0)
    expect(body.links.every((link) => link.status !== 'completed' && link.status !== 'cancelled')).toBe(true)
    expect(body.people).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: 'teammember', teamId: 'atlanta-1' })]),
    )

    expect((await (await signIn(t.app, 'homeowner')).get('/api/calendar/links')).status).toBe(403)
    expect((await (await signIn(t.app, 'installer')).get('/api/calendar/links')).status).toBe(403)
    expect((await createClient(t.app).get('/api/calendar/links')).status).toBe(401)
    expect((await (await signIn(t.app, 'admin')).get('/api/calendar/links')).status).toBe(200)
  })
})

describe('the demo calendar', () => {
  it('books several teams this week and next, links the demo jobs and double-books one team', async () => {
    const t = await calendarApp()
    const day = 86_400_000
    const events = findEvents(t.db, {
      from: new Date(Date.now() - 8 * day),
      to: new Date(Date.now() + 15 * day),
    })
    expect(new Set(events.map((event) => event.hubId))).toEqual(new Set(['atlanta', 'florida', 'carolinas']))
    expect(events.some((event) => event.link?.kind === 'job')).toBe(true)
    const conflicts = doubleBookings(events)
    expect([...conflicts.keys()].map((id) => events.find((event) => event.id === id)?.teamId)).toEqual([
      'atlanta-1',
      'atlanta-1',
    ])
  })
})
