import { canAccess, type SessionUser } from '../auth/roles.ts'

type Subject = Pick<SessionUser, 'userType' | 'isAdmin'>

/** Who posts projects: homeowners, team leads (for a customer), admins. */
export const isPoster = (user: Subject) => canAccess(user, 'poster')

/** Who bids on projects and does them. */
export const isInstaller = (user: Subject) => user.userType === 'installer'
