import { describe, expect, it } from 'vitest'
import { can, grantOf, mayChooseOwnHub, permissionsOf, rolesOf, type Role } from './policies.ts'
import { USER_TYPES, type UserType } from './roles.ts'

const user = (userType: UserType, extra: { isAdmin?: boolean; hasCompletedOnboarding?: boolean } = {}) => ({
  id: `u-${userType}`,
  userType,
  isAdmin: extra.isAdmin ?? false,
  hasCompletedOnboarding: extra.hasCompletedOnboarding ?? true,
})

/** Every permission of every role: a change to the table shows up here, role by role. */
const TABLE: Record<Role, string[]> = {
  installer: [
    'bidOn:job:any',
    'read:job:any',
    'readContact:job:own',
    'reportProgress:job:own',
    'read:bid:own',
    'withdraw:bid:own',
    'readAsWritten:bid:own',
    'read:message:own',
    'readAsWritten:message:own',
    'read:order:own',
    'cancel:order:own',
    'read:estimate:own',
    'write:estimate:own',
    'read:quote:own',
    'manage:quote:own',
  ],
  homeowner: [
    'post:job:any',
    'read:job:own',
    'readContact:job:own',
    'manage:job:own',
    'reportProgress:job:own',
    'review:job:own',
    'read:bid:own',
    'readAsWritten:bid:own',
    'read:message:own',
    'readAsWritten:message:own',
    'read:order:own',
    'cancel:order:own',
    'read:estimate:own',
    'write:estimate:own',
  ],
  teamLead: [
    'post:job:any',
    'read:job:own',
    'readContact:job:own',
    'manage:job:own',
    'reportProgress:job:own',
    'review:job:own',
    'read:bid:own',
    'readAsWritten:bid:own',
    'read:message:own',
    'readAsWritten:message:own',
    'read:order:own',
    'cancel:order:own',
    'read:estimate:own',
    'write:estimate:own',
    'read:quote:own',
    'manage:quote:own',
    'plan:event:any',
    'confirm:event:any',
    'updateStatus:event:any',
    'choose:hub:any',
  ],
  teamMember: [
    'readContact:job:own',
    'readAsWritten:bid:own',
    'readAsWritten:message:own',
    'read:order:own',
    'cancel:order:own',
    'read:estimate:own',
    'write:estimate:own',
    'read:quote:own',
    'manage:quote:own',
    'updateStatus:event:any',
  ],
  supplier: [
    'readContact:job:own',
    'readAsWritten:bid:own',
    'readAsWritten:message:own',
    'read:order:own',
    'cancel:order:own',
    'read:estimate:own',
    'write:estimate:own',
  ],
  regular: [
    'readContact:job:own',
    'readAsWritten:bid:own',
    'readAsWritten:message:own',
    'read:order:own',
    'cancel:order:own',
    'read:estimate:own',
    'write:estimate:own',
  ],
  admin: [
    'post:job:any',
    'read:job:any',
    'readContact:job:any',
    'manage:job:any',
    'reportProgress:job:any',
    'review:job:own',
    'read:bid:any',
    'withdraw:bid:any',
    'readAsWritten:bid:any',
    'read:message:any',
    'readAsWritten:message:any',
    'read:order:any',
    'cancel:order:any',
    'read:estimate:any',
    'write:estimate:any',
    'read:quote:any',
    'manage:quote:any',
    'plan:event:any',
    'confirm:event:any',
    'updateStatus:event:any',
    'override:event:any',
    'choose:hub:any',
  ],
}

describe('the policy table', () => {
  it.each(Object.entries(TABLE))('grants %s exactly these permissions', (role, permissions) => {
    expect(permissionsOf(role as Role)).toEqual(permissions)
  })

  it('gives admins every action on any resource but the acts only the party itself makes', () => {
    const everything = new Set(
      Object.values(TABLE)
        .flat()
        .map((permission) => permission.replace(/:(any|own)$/, '')),
    )
    const lacking = [...everything].filter((permission) => !TABLE.admin.includes(`${permission}:any`))
    // Admins bid as nobody, and review only a job they posted themselves.
    expect(lacking).toEqual(['bidOn:job', 'review:job'])
  })

  it('gives a user their type’s role, and admin’s besides when they are one', () => {
    expect(rolesOf(user('installer'))).toEqual(['installer'])
    expect(rolesOf(user('installer', { isAdmin: true }))).toEqual(['installer', 'admin'])
  })
})

describe('can', () => {
  const job = { ownerId: 'u-homeowner', hiredInstallerId: 'u-installer' }

  it('passes a role holding `any` whoever the resource belongs to', () => {
    const admin = user('regular', { isAdmin: true })
    expect(can(admin, 'manage', 'job', { ownerId: 'someone' })).toBe(true)
    expect(can(user('installer'), 'read', 'job', { ownerId: 'someone' })).toBe(true)
  })

  it('passes a role holding `own` only on a resource the user is an owner of', () => {
    expect(can(user('homeowner'), 'manage', 'job', job)).toBe(true)
    expect(can(user('homeowner'), 'manage', 'job', { ownerId: 'someone' })).toBe(false)
    expect(can(user('installer'), 'readContact', 'job', job)).toBe(true)
    expect(can(user('installer'), 'readContact', 'job', { ...job, hiredInstallerId: null })).toBe(false)
  })

  it('refuses a role without the permission even on its own resource', () => {
    // The hired installer is a party of the job, but only its poster hires and cancels.
    expect(can(user('installer'), 'manage', 'job', { ownerId: 'u-installer' })).toBe(false)
    expect(can(user('teamMember'), 'plan', 'event')).toBe(false)
  })

  it('never matches a resource without an owner (a visitor’s order)', () => {
    expect(can(user('regular'), 'read', 'order', { ownerId: null })).toBe(false)
  })

  it('refuses everyone signed out', () => {
    expect(can(null, 'post', 'job')).toBe(false)
    expect(grantOf(undefined, 'read', 'order')).toBe(null)
  })

  it('is typed: a misspelt action, a resource without it, or a missing owner does not compile', () => {
    const someone = user('homeowner')
    // @ts-expect-error 'raed' is no action
    expect(() => can(someone, 'raed', 'job', job)).toThrow()
    // @ts-expect-error orders are not planned
    expect(() => can(someone, 'plan', 'order')).toThrow()
    // @ts-expect-error whether the job is theirs needs the job
    expect(can(someone, 'manage', 'job')).toBe(false)
  })
})

describe('who plans the calendar and chooses a hub', () => {
  it('lets team leads and admins plan, and nobody else', () => {
    expect(USER_TYPES.filter((type) => can(user(type), 'plan', 'event'))).toEqual(['teamLead'])
    expect(USER_TYPES.every((type) => can(user(type, { isAdmin: true }), 'plan', 'event'))).toBe(true)
  })

  it('lets anyone onboarding choose, afterwards team leads and admins', () => {
    expect(USER_TYPES.every((type) => mayChooseOwnHub(user(type, { hasCompletedOnboarding: false })))).toBe(
      true,
    )
    expect(USER_TYPES.filter((type) => mayChooseOwnHub(user(type)))).toEqual(['teamLead'])
    expect(mayChooseOwnHub(user('teamMember', { isAdmin: true }))).toBe(true)
  })
})
