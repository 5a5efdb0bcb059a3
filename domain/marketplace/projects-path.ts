import { canAccess, type SessionUser } from '../auth/roles.ts'

/**
 * Where /goto-projects leads: everyone with projects to their list (posters their projects,
 * installers their hired jobs), other members to /access-projects, which says where projects are for
 * them, and visitors to the sign-in.
 */
export function projectsPathFor(user: Pick<SessionUser, 'userType' | 'isAdmin'> | null): string {
  if (!user) return '/team-login'
  return canAccess(user, 'projects') ? '/my-projects' : '/access-projects'
}
