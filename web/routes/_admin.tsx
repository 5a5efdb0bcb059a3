import { createFileRoute } from '@tanstack/react-router'
import { RoleGate, VerifyingLogin, requireSignedIn } from '../features/auth/guard.tsx'

export const Route = createFileRoute('/_admin')({
  beforeLoad: requireSignedIn('admin'),
  pendingComponent: VerifyingLogin,
  component: () => <RoleGate audience="admin" />,
})
