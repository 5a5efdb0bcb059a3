import { createFileRoute } from '@tanstack/react-router'
import { RoleGate, VerifyingLogin, requireSignedIn } from '../features/auth/guard.tsx'

export const Route = createFileRoute('/_teamLead')({
  beforeLoad: requireSignedIn('teamLead'),
  pendingComponent: VerifyingLogin,
  component: () => <RoleGate audience="teamLead" />,
})
