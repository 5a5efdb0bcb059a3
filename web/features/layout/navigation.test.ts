import { describe, expect, it } from 'vitest'
import type { UserType } from '../../../domain/auth/roles.ts'
import { roleLabel } from '../../app/session/role-label.ts'
import { logoTarget, navigationFor, userMenuItems } from './navigation.ts'

const as = (userType: UserType, isAdmin = false) => ({ userType, isAdmin })
const paths = (items: { to: string }[]) => items.map((item) => item.to)

describe('header navigation by user', () => {
  it('gives each role its row of the table', () => {
    expect(paths(navigationFor(as('regular', true), '/'))).toEqual(['/admin', '/estimator', '/membership'])
    expect(paths(navigationFor(as('teamLead'), '/'))).toEqual([
      '/team-dashboard',
      '/estimator',
      '/my-projects',
    ])
    expect(paths(navigationFor(as('teamMember'), '/'))).toEqual(['/team-member-dashboard', '/estimator'])
    expect(paths(navigationFor(as('installer'), '/'))).toEqual(['/job-board', '/my-projects', '/estimator'])
    for (const other of ['homeowner', 'supplier', 'regular'] as const) {
      expect(paths(navigationFor(as(other), '/internal'))).toEqual([
        '/my-projects',
        '/estimator',
        '/post-job',
      ])
    }
  })

  it('offers visitors the employee entry on /internal and /team-login and the public pages elsewhere', () => {
    for (const path of ['/internal', '/team-login'])
      expect(paths(navigationFor(null, path))).toEqual(['/internal', '/'])
    expect(paths(navigationFor(null, '/pricing'))).toEqual([
      '/',
      '/homeowner-estimate',
      '/track-order',
      '/security-safety-film',
      '/solar-control-films',
      '/decorative-privacy-films',
    ])
  })

  it('sends the logo to the estimator when signed in, the portal on internal pages, home otherwise', () => {
    expect(logoTarget(as('homeowner'), '/inventory')).toBe('/estimator')
    expect(logoTarget(null, '/inventory')).toBe('/internal')
    expect(logoTarget(null, '/internals')).toBe('/')
    expect(logoTarget(null, '/pricing')).toBe('/')
  })
})

describe('user menu', () => {
  it('lists the items each role should see, in order', () => {
    expect(paths(userMenuItems(as('regular', true)))).toEqual([
      '/admin',
      '/profile',
      '/orders',
      '/membership',
    ])
    expect(paths(userMenuItems(as('teamLead')))).toEqual([
      '/team-dashboard',
      '/profile',
      '/orders',
      '/membership',
    ])
    expect(paths(userMenuItems(as('teamMember')))).toEqual([
      '/team-member-dashboard',
      '/profile',
      '/orders',
      '/membership',
    ])
    expect(paths(userMenuItems(as('installer')))).toEqual([
      '/profile',
      '/orders',
      '/job-board',
      '/membership',
    ])
    expect(paths(userMenuItems(as('homeowner')))).toEqual([
      '/profile',
      '/orders',
      '/my-projects',
      '/membership',
    ])
    expect(paths(userMenuItems(as('supplier')))).toEqual(['/profile', '/orders', '/membership'])
  })

  it('labels roles, admin first', () => {
    expect(roleLabel(as('installer', true)).message).toBe('Admin')
    expect(roleLabel(as('teamLead')).message).toBe('Team Lead')
    expect(roleLabel(as('regular')).message).toBe('Member')
  })
})
