import { createFileRoute } from '@tanstack/react-router'
import { RoleGate, VerifyingLogin, requireSignedIn } from '../features/auth/guard.tsx'

export const Route = createFileRoute('/_homeowner')({
  beforeLoad: requireSignedIn('homeowner'),
  pendingComponent: VerifyingLogin,
  component: () => <RoleGate audience="homeowner" />,
})
