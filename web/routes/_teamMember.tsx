import { createFileRoute } from '@tanstack/react-router'
import { RoleGate, VerifyingLogin, requireSignedIn } from '../features/auth/guard.tsx'

export const Route = createFileRoute('/_teamMember')({
  beforeLoad: requireSignedIn('teamMember'),
  pendingComponent: VerifyingLogin,
  component: () => <RoleGate audience="teamMember" />,
})
