import { z } from 'zod'
import { isTeamRole, USER_TYPES, type UserType } from '../auth/roles.ts'
import { HUBS, TEAM_IDS, hubOfTeam, type HubId, type TeamId } from '../hubs/hubs.ts'
import { adminCode as code, type AdminErrorCode } from './errors.ts'

/*
 * The admin's user list and the changes an admin makes to an account ("/admin": users).
 * The rules that keep the area administrable (nobody locks themselves out, one admin always stays)
 * are here, so the API enforces them and the screen can explain a refusal before sending.
 */

export const USERS_PAGE_SIZE = 25

/** GET /api/admin/users?q=&userType=&admin=&status=&page= */
export const UserListQuerySchema = z.object({
  /** Part of the username or email, any case. */
  q: z.string().trim().max(100, code('adminInputInvalid')).default(''),
  userType: z.enum(USER_TYPES, code('adminInputInvalid')).optional(),
  admin: z.enum(['yes', 'no'], code('adminInputInvalid')).optional(),
  status: z.enum(['active', 'disabled'], code('adminInputInvalid')).optional(),
  page: z.coerce.number(code('adminInputInvalid')).int().min(1).max(10_000).default(1),
})
export type UserListQuery = z.infer<typeof UserListQuerySchema>

/** One account as the admin's list shows it. */
export interface AdminUserRow {
  id: string
  username: string
  email: string
  userType: UserType
  isAdmin: boolean
  hubId: HubId | null
  teamId: TeamId | null
  /** Installers only: whether the supplier-certified badge is granted. */
  certified: boolean
  emailVerified: boolean
  createdAt: string
  disabledAt: string | null
}

export interface AdminUserPage {
  users: AdminUserRow[]
  total: number
  page: number
  pageSize: number
}

const HUB_IDS = HUBS.map((hub) => hub.id) as [HubId, ...HubId[]]

/** Where a team user works: a hub, and a team of that hub, or neither. */
const PlacementSchema = z
  .object({
    hubId: z.enum(HUB_IDS, code('adminInputInvalid')).nullable(),
    teamId: z.enum(TEAM_IDS as [TeamId, ...TeamId[]], code('adminInputInvalid')).nullable(),
  })
  .refine(
    ({ hubId, teamId }) => teamId === null || hubOfTeam(teamId)?.id === hubId,
    code('adminTeamOutsideHub'),
  )
export type Placement = z.infer<typeof PlacementSchema>

/** PATCH /api/admin/users/:id: any of these, at least one. */
export const UserChangeSchema = z
  .object({
    userType: z.enum(USER_TYPES, code('adminInputInvalid')).optional(),
    isAdmin: z.boolean(code('adminInputInvalid')).optional(),
    placement: PlacementSchema.optional(),
    disabled: z.boolean(code('adminInputInvalid')).optional(),
  })
  .strict()
  .refine((change) => Object.keys(change).length > 0, code('adminInputInvalid'))
export type UserChange = z.infer<typeof UserChangeSchema>

/** What the rules need to know about the account being changed. */
export interface ChangeTarget {
  id: string
  userType: UserType
  isAdmin: boolean
  disabled: boolean
}

/**
 * Why an admin may not make this change, or null when they may. `activeAdmins` counts the admins
 * whose accounts are not disabled, the target included.
 */
export function refuseUserChange(
  actorId: string,
  target: ChangeTarget,
  change: UserChange,
  activeAdmins: number,
): AdminErrorCode | null {
  const self = target.id === actorId
  if (self && change.isAdmin === false) return 'adminSelfDemote'
  if (self && change.disabled === true) return 'adminSelfDisable'
  const losesAnAdmin =
    target.isAdmin && !target.disabled && (change.isAdmin === false || change.disabled === true)
  if (losesAnAdmin && activeAdmins <= 1) return 'adminLastAdmin'
  const userType = change.userType ?? target.userType
  if (change.placement && change.placement.hubId !== null && !isTeamRole(userType)) {
    return 'adminTeamNeedsTeamRole'
  }
  return null
}

/**
 * The placement the account ends with: a user who is no longer on a team role leaves their team
 * (and hub), so a former team member does not keep showing on a team's dashboard.
 */
export function placementAfter(current: Placement, change: UserChange, userTypeAfter: UserType): Placement {
  if (!isTeamRole(userTypeAfter)) return { hubId: null, teamId: null }
  return change.placement ?? current
}
