import { lazy, Suspense } from 'react'
import { isTeamRole } from '../../../domain/auth/roles.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'

// Loaded for crew members only: other users and visitors never download it.
const CrewVisitsRunner = lazy(() => import('./crew-visits-runner.tsx'))

/**
 * A crew member's next installations made available offline by themselves, on every page (rendered
 * once, by the root route): nothing for anyone outside an installation team.
 */
export function CrewVisits() {
  const { user } = useAuth()
  if (!user || !isTeamRole(user.userType) || !user.teamId) return null
  return (
    <Suspense fallback={null}>
      <CrewVisitsRunner user={{ id: user.id, teamId: user.teamId }} />
    </Suspense>
  )
}
