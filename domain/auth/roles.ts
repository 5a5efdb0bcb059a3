/**
 * One permission vocabulary for both sides: the web hides and guards with it, the API answers 403 with it.
 */
export const USER_TYPES = ['installer', 'homeowner', 'teamLead', 'teamMember', 'supplier', 'regular'] as const
export type UserType = (typeof USER_TYPES)[number]

/** Types anyone may choose when registering; team roles and admin are granted by an admin. */
export const SELF_REGISTER_TYPES = [
  'homeowner',
  'installer',
  'regular',
] as const satisfies readonly UserType[]
export type SelfRegisterType = (typeof SELF_REGISTER_TYPES)[number]

/** The user as both sides see it. */
export interface SessionUser {
  id: string
  username: string
  userType: UserType
  isAdmin: boolean
  hasCompletedOnboarding: boolean
  /** Null until the emailed link has been followed. */
  emailVerifiedAt: string | null
  /**
   * The team user's hub and installation team (users.hub_id, users.team_id): what the team dashboards
   * show by default. Null until onboarding or an admin places them; absent in a user cached before.
   */
  hubId?: string | null
  teamId?: string | null
}

/**
 * Who an area is for. `member` is any signed-in user; `team` is either team role; `projects` is
 * everyone who has projects in the marketplace: homeowners and team leads post them (`poster`),
 * installers do them (decision 011).
 */
export type Audience =
  'member' | 'installer' | 'homeowner' | 'teamLead' | 'teamMember' | 'team' | 'projects' | 'poster' | 'admin'

/** The two roles of the installation team (its portal, calendar and stock). */
export const TEAM_ROLES = ['teamLead', 'teamMember'] as const satisfies readonly UserType[]

/** Who posts projects in the marketplace and hires for them: homeowners, and team leads for a customer. */
export const POSTERS = ['homeowner', 'teamLead'] as const satisfies readonly UserType[]

const isOneOf = (roles: readonly UserType[], userType: UserType) => roles.includes(userType)

type Subject = Pick<SessionUser, 'userType' | 'isAdmin'>

/** Admin passes every check; only isAdmin passes the admin check; any user passes `member`. */
export function canAccess(user: Subject | null | undefined, audience: Audience): boolean {
  if (!user) return false
  if (user.isAdmin) return true
  switch (audience) {
    case 'member':
      return true
    case 'admin':
      return false
    case 'team':
      return isTeamRole(user.userType)
    case 'projects':
      return isOneOf(POSTERS, user.userType) || user.userType === 'installer'
    case 'poster':
      return isOneOf(POSTERS, user.userType)
    default:
      return user.userType === audience
  }
}

export function isTeamRole(userType: UserType): boolean {
  return isOneOf(TEAM_ROLES, userType)
}

/** Where a user lands after signing in: the first matching rule wins. */
export function loginRedirectPath(
  user: Pick<SessionUser, 'userType' | 'isAdmin' | 'hasCompletedOnboarding'>,
): string {
  if (isTeamRole(user.userType) && !user.hasCompletedOnboarding) return '/team-onboarding'
  return homePathFor(user)
}

/** Where a user lands after registering: the same rules without the onboarding one. */
export function homePathFor(user: Subject): string {
  if (user.isAdmin) return '/admin'
  if (user.userType === 'teamLead') return '/team-dashboard'
  if (user.userType === 'teamMember') return '/team-member-dashboard'
  return '/estimator'
}
