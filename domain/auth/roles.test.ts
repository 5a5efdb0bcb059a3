import { describe, expect, it } from 'vitest'
import {
  USER_TYPES,
  canAccess,
  homePathFor,
  loginRedirectPath,
  type Audience,
  type UserType,
} from './roles.ts'

const user = (userType: UserType, extra: { isAdmin?: boolean; hasCompletedOnboarding?: boolean } = {}) => ({
  userType,
  isAdmin: extra.isAdmin ?? false,
  hasCompletedOnboarding: extra.hasCompletedOnboarding ?? true,
})

describe('canAccess', () => {
  const audiences: Audience[] = [
    'member',
    'installer',
    'homeowner',
    'teamLead',
    'teamMember',
    'team',
    'admin',
  ]

  it('lets an admin into every area', () => {
    for (const audience of audiences)
      expect(canAccess(user('regular', { isAdmin: true }), audience)).toBe(true)
  })

  it('keeps everyone but admins out of the admin area', () => {
    for (const type of USER_TYPES) expect(canAccess(user(type), 'admin')).toBe(false)
  })

  it('admits each role to its own area only', () => {
    expect(canAccess(user('installer'), 'installer')).toBe(true)
    expect(canAccess(user('homeowner'), 'installer')).toBe(false)
    expect(canAccess(user('homeowner'), 'homeowner')).toBe(true)
    expect(canAccess(user('teamLead'), 'teamMember')).toBe(false)
    expect(canAccess(user('teamMember'), 'teamMember')).toBe(true)
    expect(canAccess(user('teamMember'), 'team')).toBe(true)
    expect(canAccess(user('supplier'), 'team')).toBe(false)
  })

  it('admits any signed-in user to member areas and nobody signed out', () => {
    for (const type of USER_TYPES) expect(canAccess(user(type), 'member')).toBe(true)
    expect(canAccess(null, 'member')).toBe(false)
  })
})

describe('redirect after sign-in', () => {
  it('follows the five rules in order: the first that fits wins', () => {
    expect(loginRedirectPath(user('teamLead', { hasCompletedOnboarding: false, isAdmin: true }))).toBe(
      '/team-onboarding',
    )
    expect(loginRedirectPath(user('teamMember', { hasCompletedOnboarding: false }))).toBe('/team-onboarding')
    expect(loginRedirectPath(user('regular', { isAdmin: true }))).toBe('/admin')
    expect(loginRedirectPath(user('teamLead'))).toBe('/team-dashboard')
    expect(loginRedirectPath(user('teamMember'))).toBe('/team-member-dashboard')
    expect(loginRedirectPath(user('installer'))).toBe('/estimator')
    expect(loginRedirectPath(user('homeowner', { hasCompletedOnboarding: false }))).toBe('/estimator')
    expect(loginRedirectPath(user('supplier'))).toBe('/estimator')
    expect(loginRedirectPath(user('regular'))).toBe('/estimator')
  })

  it('skips the onboarding rule after registration', () => {
    expect(homePathFor(user('teamLead', { hasCompletedOnboarding: false }))).toBe('/team-dashboard')
  })
})
