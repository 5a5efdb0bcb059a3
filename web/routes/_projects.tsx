import { createFileRoute } from '@tanstack/react-router'
import { RoleGate, VerifyingLogin, requireSignedIn } from '../features/auth/guard.tsx'

export const Route = createFileRoute('/_projects')({
  beforeLoad: requireSignedIn('projects'),
  pendingComponent: VerifyingLogin,
  component: () => <RoleGate audience="projects" />,
})
