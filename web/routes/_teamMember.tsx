import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { RoleGate, VerifyingLogin, requireSignedIn } from '../features/auth/guard.tsx'
import { TeamNav } from '../features/team-dashboard/team-nav.tsx'

export const Route = createFileRoute('/_teamMember')({
  beforeLoad: requireSignedIn('teamMember'),
  // The team tools' section bar is in the team catalog.
  loader: () => ensureCatalog('team'),
  pendingComponent: VerifyingLogin,
  component: () => (
    <RoleGate audience="teamMember">
      <TeamNav />
      <Outlet />
    </RoleGate>
  ),
})
