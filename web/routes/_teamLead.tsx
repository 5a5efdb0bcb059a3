import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { RoleGate, VerifyingLogin, requireSignedIn } from '../features/auth/guard.tsx'
import { TeamNav } from '../features/team-dashboard/team-nav.tsx'

export const Route = createFileRoute('/_teamLead')({
  beforeLoad: requireSignedIn('teamLead'),
  // The team tools' section bar is in the team catalog.
  loader: () => ensureCatalog('team'),
  pendingComponent: VerifyingLogin,
  component: () => (
    <RoleGate audience="teamLead">
      <TeamNav />
      <Outlet />
    </RoleGate>
  ),
})
