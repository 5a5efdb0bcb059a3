import { describe, expect, it } from 'vitest'
import { AUTH_ERRORS } from '../../../domain/auth/errors.ts'
import { ONBOARDING_CHECKLIST } from '../../../domain/auth/schemas.ts'
import { seed } from '../../db/seed.ts'
import { countAccountRows, signIn } from '../../test/client.ts'
import { createTestApp } from '../../test/test-app.ts'

const complete = { hubId: 'carolinas', phone: '+1 704 555 0199', checklist: [...ONBOARDING_CHECKLIST] }

async function newLead() {
  const t = createTestApp()
  seed(t.db)
  return { ...t, client: await signIn(t.app, 'newlead') }
}

const userRow = (t: { db: ReturnType<typeof createTestApp>['db'] }) =>
  t.db
    .prepare("SELECT hub_id AS hubId, has_completed_onboarding AS done FROM users WHERE username = 'newlead'")
    .get()

describe('POST /api/team/onboarding/complete', () => {
  it('records the hub and phone and answers the user with onboarding completed', async () => {
    const t = await newLead()
    expect(await (await t.client.get('/api/user')).json()).toMatchObject({ hasCompletedOnboarding: false })

    const res = await t.client.post('/api/team/onboarding/complete', complete)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      username: 'newlead',
      userType: 'teamLead',
      hasCompletedOnboarding: true,
      hubId: 'carolinas',
    })
    expect(await (await t.client.get('/api/user')).json()).toMatchObject({
      hasCompletedOnboarding: true,
      hubId: 'carolinas',
    })
    expect(userRow(t)).toEqual({ hubId: 'carolinas', done: 1 })
    expect(await (await t.client.get('/api/profile')).json()).toMatchObject({ phone: '+1 704 555 0199' })
  })

  it.each([
    ['an unknown hub', { ...complete, hubId: 'mars' }],
    ['an unchecked item', { ...complete, checklist: ONBOARDING_CHECKLIST.slice(1) }],
    ['an unknown item', { ...complete, checklist: [...ONBOARDING_CHECKLIST, 'juggling'] }],
    ['missing fields', {}],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const t = await newLead()
    const before = countAccountRows(t.db)
    const res = await t.client.post('/api/team/onboarding/complete', body)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'invalidInput', message: AUTH_ERRORS.invalidInput })
    expect(userRow(t)).toEqual({ hubId: null, done: 0 })
    expect(countAccountRows(t.db)).toEqual(before)
  })

  it('refuses a bad phone with its own code', async () => {
    const t = await newLead()
    const res = await t.client.post('/api/team/onboarding/complete', { ...complete, phone: 'call me' })
    expect(await res.json()).toMatchObject({ code: 'phoneInvalid', fieldErrors: { phone: 'phoneInvalid' } })
  })
})

describe('choosing a hub after onboarding', () => {
  const hubOf = (t: ReturnType<typeof createTestApp>, username: string) =>
    t.db.prepare('SELECT hub_id FROM users WHERE username = ?').pluck().get(username)

  it('is refused to a team member (their lead or an admin places them), and allowed to a team lead', async () => {
    const t = createTestApp()
    seed(t.db)
    const member = await signIn(t.app, 'teammember')
    const moved = await member.post('/api/team/onboarding/complete', { ...complete, hubId: 'florida' })
    expect([moved.status, hubOf(t, 'teammember')]).toEqual([403, 'atlanta'])
    // Confirming the checklist again at the same hub stays possible.
    const same = await member.post('/api/team/onboarding/complete', { ...complete, hubId: 'atlanta' })
    expect(same.status).toBe(200)

    const lead = await signIn(t.app, 'teamlead')
    const leadMoved = await lead.post('/api/team/onboarding/complete', { ...complete, hubId: 'florida' })
    expect([leadMoved.status, hubOf(t, 'teamlead')]).toEqual([200, 'florida'])
  })
})
