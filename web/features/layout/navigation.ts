import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SessionUser } from '../../../domain/auth/roles.ts'

export interface NavItem {
  to: string
  label: MessageDescriptor
}

type NavUser = Pick<SessionUser, 'userType' | 'isAdmin'>

/** Pages of the internal side of the business; the logo leads back to the portal from them. */
const INTERNAL_PREFIXES = [
  '/internal',
  '/team-login',
  '/team-onboarding',
  '/team-dashboard',
  '/team-member-dashboard',
  '/calendar',
  '/inventory',
  '/reports',
]

function isInternalPath(pathname: string): boolean {
  return INTERNAL_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

const ESTIMATOR: NavItem = { to: '/estimator', label: msg`Estimator` }
const MY_PROJECTS: NavItem = { to: '/my-projects', label: msg`My Projects` }

/** The header's links for each kind of user, row by row. */
export function navigationFor(user: NavUser | null, pathname: string): NavItem[] {
  if (user?.isAdmin) {
    return [
      { to: '/admin', label: msg`Admin Dashboard` },
      ESTIMATOR,
      { to: '/membership', label: msg`System` },
    ]
  }
  switch (user?.userType) {
    case 'teamLead':
      return [{ to: '/team-dashboard', label: msg`Team Dashboard` }, ESTIMATOR, MY_PROJECTS]
    case 'teamMember':
      return [{ to: '/team-member-dashboard', label: msg`Dashboard` }, ESTIMATOR]
    case 'installer':
      return [{ to: '/job-board', label: msg`Job Board` }, MY_PROJECTS, ESTIMATOR]
    case undefined:
      break
    default:
      return [MY_PROJECTS, ESTIMATOR, { to: '/post-job', label: msg`Post Project` }]
  }
  if (pathname === '/internal' || pathname === '/team-login') {
    return [
      { to: '/internal', label: msg`Employee Home` },
      { to: '/', label: msg`Public Site` },
    ]
  }
  return [
    { to: '/', label: msg`Home` },
    { to: '/homeowner-estimate', label: msg`Get Estimate` },
    { to: '/track-order', label: msg`Track Order` },
    { to: '/security-safety-film', label: msg`Security Films` },
    { to: '/solar-control-films', label: msg`Solar Control` },
    { to: '/decorative-privacy-films', label: msg`Decorative Films` },
  ]
}

/** The estimator when signed in, the portal on internal pages, home otherwise. */
export function logoTarget(user: NavUser | null, pathname: string): string {
  if (user) return '/estimator'
  return isInternalPath(pathname) ? '/internal' : '/'
}

/** User menu, before Sign Out (which every user has). */
export function userMenuItems(user: NavUser): NavItem[] {
  const items: NavItem[] = []
  if (user.isAdmin) items.push({ to: '/admin', label: msg`Admin Dashboard` })
  if (user.userType === 'teamLead') items.push({ to: '/team-dashboard', label: msg`Team Dashboard` })
  if (user.userType === 'teamMember') items.push({ to: '/team-member-dashboard', label: msg`Team Dashboard` })
  items.push({ to: '/profile', label: msg`Profile` })
  items.push({ to: '/orders', label: msg`My orders` })
  if (user.userType === 'installer') items.push({ to: '/job-board', label: msg`Find Jobs` })
  if (user.userType === 'homeowner') items.push({ to: '/my-projects', label: msg`My Projects` })
  items.push({ to: '/membership', label: msg`Member Settings` })
  return items
}
