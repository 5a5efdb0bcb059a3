import { describe, expect, it } from 'vitest'
import type { AuditPage } from '../../../domain/admin/audit.ts'
import { DEFAULT_SYSTEM_SETTINGS } from '../../../domain/admin/public-settings.ts'
import type { AdminUserPage, AdminUserRow } from '../../../domain/admin/users.ts'
import { seed } from '../../db/seed.ts'
import { createClient, signIn, tokenFromMail } from '../../test/client.ts'
import { createTestApp } from '../../test/test-app.ts'

/* The admin area's users, system settings and audit log. */

function adminApp() {
  const t = createTestApp()
  seed(t.db)
  return t
}
type T = ReturnType<typeof adminApp>

const idOf = (t: T, username: string) =>
  t.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as string

const auditRows = (t: T) =>
  t.db
    .prepare(
      'SELECT action, subject, before_json AS before, after_json AS after FROM admin_audit ORDER BY id',
    )
    .all()

const usersOf = async (res: Response) => (await res.json()) as AdminUserPage

describe('admin users', () => {
  it('finds users by part of the name or email, type, admin right and status', async () => {
    const t = adminApp()
    const admin = await signIn(t.app, 'admin')
    const names = async (query: string) =>
      (await usersOf(await admin.get(`/api/admin/users?${query}`))).users.map((user) => user.username)
    expect(await names('q=TEAM')).toEqual(['teamlead', 'teammember'])
    expect(await names('q=installer%40example')).toEqual(['installer'])
    expect(await names('userType=homeowner')).toEqual(['homeowner'])
    expect(await names('admin=yes')).toEqual(['admin'])
    expect(await names('status=disabled')).toEqual([])
    expect(await names('q=_')).toEqual([]) // taken literally, not as a LIKE wildcard
    expect((await admin.get('/api/admin/users?userType=wizard')).status).toBe(400)
  })

  it('changes a user’s type, places them in a team, and audits each change in the same transaction', async () => {
    const t = adminApp()
    const admin = await signIn(t.app, 'admin')
    const memberId = idOf(t, 'member')
    const res = await admin.patch(`/api/admin/users/${memberId}`, {
      userType: 'teamMember',
      placement: { hubId: 'florida', teamId: 'florida-2' },
    })
    expect(res.status).toBe(200)
    expect((await res.json()) as AdminUserRow).toMatchObject({
      userType: 'teamMember',
      hubId: 'florida',
      teamId: 'florida-2',
    })
    // The member's own session sees the new role at once.
    const member = await signIn(t.app, 'member')
    expect(await (await member.get('/api/user')).json()).toMatchObject({
      userType: 'teamMember',
      teamId: 'florida-2',
    })
    expect(auditRows(t)).toEqual([
      { action: 'user.type', subject: 'member', before: '"regular"', after: '"teamMember"' },
      {
        action: 'user.placement',
        subject: 'member',
        before: JSON.stringify({ hubId: null, teamId: null }),
        after: JSON.stringify({ hubId: 'florida', teamId: 'florida-2' }),
      },
    ])

    // Leaving the team roles leaves the team too.
    await admin.patch(`/api/admin/users/${memberId}`, { userType: 'supplier' })
    const after = (await usersOf(await admin.get('/api/admin/users?q=member'))).users.find(
      (u) => u.id === memberId,
    )
    expect(after).toMatchObject({ userType: 'supplier', hubId: null, teamId: null })
  })

  it('refuses a team outside its hub, or a team for a non-team role, and changes nothing', async () => {
    const t = adminApp()
    const admin = await signIn(t.app, 'admin')
    const outside = await admin.patch(`/api/admin/users/${idOf(t, 'teamlead')}`, {
      placement: { hubId: 'florida', teamId: 'atlanta-1' },
    })
    expect(outside.status).toBe(400)
    expect(await outside.json()).toMatchObject({ code: 'adminTeamOutsideHub' })
    const nonTeam = await admin.patch(`/api/admin/users/${idOf(t, 'installer')}`, {
      placement: { hubId: 'atlanta', teamId: 'atlanta-1' },
    })
    expect(nonTeam.status).toBe(409)
    expect(await nonTeam.json()).toMatchObject({ code: 'adminTeamNeedsTeamRole' })
    expect(auditRows(t)).toEqual([])
  })

  it('refuses an admin removing their own admin right or disabling themselves, and the last admin', async () => {
    const t = adminApp()
    const admin = await signIn(t.app, 'admin')
    const adminId = idOf(t, 'admin')
    for (const [body, code] of [
      [{ isAdmin: false }, 'adminSelfDemote'],
      [{ disabled: true }, 'adminSelfDisable'],
    ] as const) {
      const res = await admin.patch(`/api/admin/users/${adminId}`, body)
      expect(res.status).toBe(409)
      expect(await res.json()).toMatchObject({ code })
    }
    // A second admin may demote the first only while another admin remains.
    await admin.patch(`/api/admin/users/${idOf(t, 'supplier')}`, { isAdmin: true })
    const supplier = await signIn(t.app, 'supplier')
    expect((await supplier.patch(`/api/admin/users/${adminId}`, { isAdmin: false })).status).toBe(200)
    const last = await supplier.patch(`/api/admin/users/${idOf(t, 'supplier')}`, { isAdmin: false })
    expect(await last.json()).toMatchObject({ code: 'adminSelfDemote' })
    expect(t.db.prepare('SELECT count(*) FROM users WHERE is_admin = 1').pluck().get()).toBe(1)
    expect((await admin.get('/api/admin/users')).status).toBe(403) // no longer an admin
  })

  it('a disabled account loses its sessions at once and cannot sign in, until enabled again', async () => {
    const t = adminApp()
    const admin = await signIn(t.app, 'admin')
    const installer = await signIn(t.app, 'installer')
    const phone = await signIn(t.app, 'installer')
    const id = idOf(t, 'installer')
    expect((await admin.patch(`/api/admin/users/${id}`, { disabled: true })).status).toBe(200)
    expect((await installer.get('/api/user')).status).toBe(401)
    expect((await phone.get('/api/user')).status).toBe(401)
    const login = await createClient(t.app).post('/api/login', {
      usernameOrEmail: 'installer',
      password: 'Demo-pass-2025',
    })
    expect(login.status).toBe(403)
    expect(await login.json()).toMatchObject({ code: 'accountDisabled' })
    // A wrong password still reads as wrong credentials: the refusal tells a guesser nothing.
    const guess = await createClient(t.app).post('/api/login', {
      usernameOrEmail: 'installer',
      password: 'nope-nope-nope',
    })
    expect(await guess.json()).toMatchObject({ code: 'invalidCredentials' })

    expect((await admin.patch(`/api/admin/users/${id}`, { disabled: false })).status).toBe(200)
    await signIn(t.app, 'installer')
    expect(auditRows(t)).toMatchObject([
      { action: 'user.disable', subject: 'installer' },
      { action: 'user.enable', subject: 'installer' },
    ])
  })

  it('mails a password-reset link that works, and audits it', async () => {
    const t = adminApp()
    const admin = await signIn(t.app, 'admin')
    const res = await admin.post(`/api/admin/users/${idOf(t, 'homeowner')}/password-reset`)
    expect(res.status).toBe(200)
    const token = tokenFromMail(t.mailer.sent, 'homeowner@example.com', '/reset-password')
    const reset = await createClient(t.app).post('/api/reset-password', {
      token,
      password: 'Brand-new-pass',
      confirmPassword: 'Brand-new-pass',
    })
    expect(reset.status).toBe(200)
    await signIn(t.app, 'homeowner', 'Brand-new-pass')
    expect(auditRows(t)).toMatchObject([{ action: 'user.passwordResetSent', subject: 'homeowner' }])
    expect((await admin.post('/api/admin/users/nobody/password-reset')).status).toBe(404)
  })
})

describe('system settings', () => {
  it('are public to read, the defaults until saved; only valid values are saved, and audited', async () => {
    const t = adminApp()
    const visitor = createClient(t.app)
    expect(await (await visitor.get('/api/system-settings')).json()).toEqual(DEFAULT_SYSTEM_SETTINGS)
    const admin = await signIn(t.app, 'admin')
    const bad = await admin.put('/api/admin/system-settings', {
      ...DEFAULT_SYSTEM_SETTINGS,
      supportPhone: '12',
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      code: 'adminPhoneInvalid',
      fieldErrors: { supportPhone: 'adminPhoneInvalid' },
    })

    const next = {
      supportPhone: '(407) 555-0168',
      supportEmail: 'help@southernshieldfilm.com',
      notice: { text: 'Hurricane season: installations may move', tone: 'warning' },
    }
    const saved = await admin.put('/api/admin/system-settings', next)
    expect(await saved.json()).toMatchObject({ settings: next, updatedBy: 'admin' })
    expect(await (await visitor.get('/api/system-settings')).json()).toEqual(next)
    expect(auditRows(t)).toEqual([
      {
        action: 'settings.system',
        subject: 'system',
        before: JSON.stringify(DEFAULT_SYSTEM_SETTINGS),
        after: JSON.stringify(next),
      },
    ])
  })
})

describe('audit log', () => {
  it('pages newest first and filters by action and actor', async () => {
    const t = adminApp()
    const admin = await signIn(t.app, 'admin')
    await admin.patch(`/api/admin/users/${idOf(t, 'member')}`, { userType: 'supplier' })
    await admin.put('/api/admin/tax-rates/GA', { rateBp: 500, taxesShipping: true })
    const page = (await (await admin.get('/api/admin/audit')).json()) as AuditPage
    expect(page.entries.map((entry) => entry.action)).toEqual(['taxRate.set', 'user.type'])
    expect(page.entries[1]).toMatchObject({
      actor: 'admin',
      subject: 'member',
      before: 'regular',
      after: 'supplier',
    })
    expect(page.actions).toEqual(['taxRate.set', 'user.type'])
    const filtered = (await (
      await admin.get('/api/admin/audit?action=user.type&actor=ADMIN')
    ).json()) as AuditPage
    expect(filtered.entries.map((entry) => entry.subject)).toEqual(['member'])
    const nobody = (await (await admin.get('/api/admin/audit?actor=teamlead')).json()) as AuditPage
    expect(nobody.total).toBe(0)
  })

  it('names an account by its username where the change recorded its id', async () => {
    const t = adminApp()
    const admin = await signIn(t.app, 'admin')
    const id = idOf(t, 'installer')
    const res = await admin.put(`/api/admin/installers/${id}/certification`, { certified: false })
    expect(res.status).toBe(200)
    const page = (await (await admin.get('/api/admin/audit?action=installer.certify')).json()) as AuditPage
    expect(page.entries.map((entry) => entry.subject)).toEqual(['installer'])
    expect(auditRows(t)).toMatchObject([{ action: 'installer.certify', subject: id }])
  })
})

describe('overview', () => {
  it('counts accounts by type, orders to handle and open requests', async () => {
    const t = adminApp()
    const admin = await signIn(t.app, 'admin')
    const overview = (await (await admin.get('/api/admin/overview')).json()) as {
      accounts: { admins: number; disabled: number; total: number }
      usersByType: { userType: string; count: number }[]
    }
    expect(overview.accounts).toMatchObject({ admins: 1, disabled: 0 })
    expect(overview.usersByType.find((row) => row.userType === 'installer')?.count).toBeGreaterThan(0)
  })
})
