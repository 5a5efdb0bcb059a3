import { describe, expect, it } from 'vitest'
import { placementAfter, refuseUserChange, UserChangeSchema, type ChangeTarget } from './users.ts'

const admin: ChangeTarget = { id: 'a1', userType: 'regular', isAdmin: true, disabled: false }
const lead: ChangeTarget = { id: 'u2', userType: 'teamLead', isAdmin: false, disabled: false }

describe('refuseUserChange', () => {
  it('refuses an admin removing their own admin right or disabling themselves', () => {
    expect(refuseUserChange('a1', admin, { isAdmin: false }, 3)).toBe('adminSelfDemote')
    expect(refuseUserChange('a1', admin, { disabled: true }, 3)).toBe('adminSelfDisable')
  })

  it('keeps the last active admin', () => {
    expect(refuseUserChange('a2', admin, { isAdmin: false }, 1)).toBe('adminLastAdmin')
    expect(refuseUserChange('a2', admin, { disabled: true }, 1)).toBe('adminLastAdmin')
    expect(refuseUserChange('a2', admin, { isAdmin: false }, 2)).toBeNull()
  })

  it('lets an admin change their own type, and others anything', () => {
    expect(refuseUserChange('a1', admin, { userType: 'supplier' }, 1)).toBeNull()
    expect(refuseUserChange('a1', lead, { isAdmin: true, disabled: true }, 1)).toBeNull()
  })

  it('places only team leads and team members in a hub or team', () => {
    const placement = { hubId: 'atlanta', teamId: 'atlanta-2' } as const
    expect(refuseUserChange('a1', lead, { placement }, 1)).toBeNull()
    expect(refuseUserChange('a1', { ...lead, userType: 'installer' }, { placement }, 1)).toBe(
      'adminTeamNeedsTeamRole',
    )
    expect(refuseUserChange('a1', lead, { userType: 'homeowner', placement }, 1)).toBe(
      'adminTeamNeedsTeamRole',
    )
    expect(
      refuseUserChange(
        'a1',
        { ...lead, userType: 'installer' },
        { placement: { hubId: null, teamId: null } },
        1,
      ),
    ).toBeNull()
  })
})

describe('UserChangeSchema', () => {
  it('refuses an empty change, unknown fields and a team outside its hub', () => {
    const codeOf = (value: unknown) => UserChangeSchema.safeParse(value).error?.issues[0]?.message
    expect(codeOf({})).toBe('adminInputInvalid')
    expect(codeOf({ isAdmin: true, passwordHash: 'x' })).toBeDefined()
    expect(codeOf({ placement: { hubId: 'florida', teamId: 'atlanta-1' } })).toBe('adminTeamOutsideHub')
    expect(codeOf({ placement: { hubId: 'florida', teamId: 'florida-3' } })).toBeUndefined()
    expect(codeOf({ placement: { hubId: 'florida', teamId: 'florida-4' } })).toBe('adminInputInvalid')
  })
})

describe('placementAfter', () => {
  const current = { hubId: 'atlanta', teamId: 'atlanta-1' } as const
  it('drops the team of a user who leaves the team roles, keeps it otherwise', () => {
    expect(placementAfter(current, { userType: 'installer' }, 'installer')).toEqual({
      hubId: null,
      teamId: null,
    })
    expect(placementAfter(current, { userType: 'teamMember' }, 'teamMember')).toEqual(current)
    const moved = { hubId: 'carolinas', teamId: 'carolinas-4' } as const
    expect(placementAfter(current, { placement: moved }, 'teamLead')).toEqual(moved)
  })
})
