import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { AdminNav } from '../features/admin/admin-nav.tsx'
import { RoleGate, VerifyingLogin, requireSignedIn } from '../features/auth/guard.tsx'

export const Route = createFileRoute('/_admin')({
  beforeLoad: requireSignedIn('admin'),
  // The admin section bar (web/features/admin/admin-nav.tsx) is in the team catalog.
  loader: () => ensureCatalog('team'),
  pendingComponent: VerifyingLogin,
  component: () => (
    <RoleGate audience="admin">
      <AdminNav />
      <Outlet />
    </RoleGate>
  ),
})
