import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { TeamDashboard } from '../../features/team-dashboard/team-dashboard.tsx'

export const Route = createFileRoute('/_teamLead/team-dashboard')({
  // The requests and onboarding tasks shown below the dashboard bring their own catalogs.
  loader: () => Promise.all([ensureCatalog('team'), ensureCatalog('app'), ensureCatalog('shop')]),
  component: () => <TeamDashboard scope="lead" />,
})
