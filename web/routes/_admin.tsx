import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { RoleGate, VerifyingLogin, requireSignedIn } from '../features/auth/guard.tsx'

export const Route = createFileRoute('/_admin')({
  beforeLoad: requireSignedIn('admin'),
  // Every admin page shows the admin section bar (web/features/admin/admin-nav.tsx), in the team catalog.
  loader: () => ensureCatalog('team'),
  pendingComponent: VerifyingLogin,
  component: () => <RoleGate audience="admin" />,
})
