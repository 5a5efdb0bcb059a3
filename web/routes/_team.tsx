import { createFileRoute } from '@tanstack/react-router'
import { RoleGate, VerifyingLogin, requireSignedIn } from '../features/auth/guard.tsx'

/** The team tools linked from the portal home: calendar, inventory, reports (team roles and admins). */
export const Route = createFileRoute('/_team')({
  beforeLoad: requireSignedIn('team'),
  pendingComponent: VerifyingLogin,
  component: () => <RoleGate audience="team" />,
})
