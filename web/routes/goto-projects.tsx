import { createFileRoute, redirect } from '@tanstack/react-router'
import { projectsPathFor } from '../../domain/marketplace/projects-path.ts'
import { currentUserQuery } from '../app/session/get-current-user.ts'
import { VerifyingLogin } from '../features/auth/guard.tsx'

/** A redirect page: each role to its projects (domain/marketplace/projects-path.ts). */
export const Route = createFileRoute('/goto-projects')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery)
    throw redirect({ to: projectsPathFor(user), replace: true })
  },
  pendingComponent: VerifyingLogin,
})
