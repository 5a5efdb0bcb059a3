import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export interface NavItem {
  to: string
  label: MessageDescriptor
}

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

export function isInternalPath(pathname: string): boolean {
  return INTERNAL_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

const EMPLOYEE_VISITOR_NAV: NavItem[] = [
  { to: '/internal', label: msg`Employee Home` },
  { to: '/', label: msg`Public Site` },
]

const PUBLIC_VISITOR_NAV: NavItem[] = [
  { to: '/', label: msg`Home` },
  { to: '/homeowner-estimate', label: msg`Get Estimate` },
  { to: '/track-order', label: msg`Track Order` },
  { to: '/security-safety-film', label: msg`Security Films` },
  { to: '/solar-control-films', label: msg`Solar Control` },
  { to: '/decorative-privacy-films', label: msg`Decorative Films` },
]

/** SPEC §2 "Header navigation by user", for visitors (signed-in navigation arrives with accounts). */
export function visitorNavigation(pathname: string): NavItem[] {
  const onEmployeeEntry = pathname === '/internal' || pathname === '/team-login'
  return onEmployeeEntry ? EMPLOYEE_VISITOR_NAV : PUBLIC_VISITOR_NAV
}

export function logoTarget(pathname: string): string {
  return isInternalPath(pathname) ? '/internal' : '/'
}
