import { createFileRoute } from '@tanstack/react-router'
import { RoleGate, VerifyingLogin, requireSignedIn } from '../features/auth/guard.tsx'

export const Route = createFileRoute('/_installer')({
  beforeLoad: requireSignedIn('installer'),
  pendingComponent: VerifyingLogin,
  component: () => <RoleGate audience="installer" />,
})
