import { useLingui } from '@lingui/react/macro'
import { BarChart3, Boxes, CalendarDays, Headset, LayoutDashboard } from 'lucide-react'
import { SectionNav, type NavSection } from '../../ui/section-nav.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'

/** The team tools' section bar, above every team page: the user's dashboard, calendar, inventory, reports, support requests. */
export function TeamNav() {
  const { t } = useLingui()
  const { user } = useAuth()
  const dashboard = user?.userType === 'teamMember' ? '/team-member-dashboard' : '/team-dashboard'
  const sections: NavSection[] = [
    { to: dashboard, label: t`Overview`, icon: LayoutDashboard, exact: true },
    { to: '/calendar', label: t`Calendar`, icon: CalendarDays },
    { to: '/inventory', label: t`Inventory`, icon: Boxes },
    { to: '/reports', label: t`Reports`, icon: BarChart3 },
    { to: '/support', label: t`Support requests`, icon: Headset },
  ]
  return <SectionNav label={t`Team tools`} sections={sections} />
}
