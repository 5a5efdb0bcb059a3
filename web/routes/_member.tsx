import { createFileRoute } from '@tanstack/react-router'
import { RoleGate, VerifyingLogin, requireSignedIn } from '../features/auth/guard.tsx'

export const Route = createFileRoute('/_member')({
  beforeLoad: requireSignedIn('member'),
  pendingComponent: VerifyingLogin,
  component: () => <RoleGate audience="member" />,
})
