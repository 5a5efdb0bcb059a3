import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { RoleGate, VerifyingLogin, requireSignedIn } from '../features/auth/guard.tsx'
import { TeamNav } from '../features/team-dashboard/team-nav.tsx'

/** The team tools linked from the portal home: calendar, inventory, reports (team roles and admins). */
export const Route = createFileRoute('/_team')({
  beforeLoad: requireSignedIn('team'),
  // The team tools' section bar is in the team catalog.
  loader: () => ensureCatalog('team'),
  pendingComponent: VerifyingLogin,
  component: () => (
    <RoleGate audience="team">
      <TeamNav />
      <Outlet />
    </RoleGate>
  ),
})
