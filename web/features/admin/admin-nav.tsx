import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  Headset,
  History,
  Inbox,
  LayoutDashboard,
  Package,
  Percent,
  Receipt,
  Settings,
  Tags,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { SectionNav } from '../../ui/section-nav.tsx'

/** One section of the admin area, as the dashboard's cards and the section bar list it. */
export interface AdminSection {
  /** The section's path; '/admin' is the dashboard itself. */
  to: string
  label: MessageDescriptor
  description: MessageDescriptor
  icon: LucideIcon
}

/**
 * Every admin section, in the order the admin reads them. The one list both the dashboard and
 * the section bar show, so a new admin page is one entry here.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    to: '/admin',
    label: msg`Overview`,
    description: msg`Counts that need attention today`,
    icon: LayoutDashboard,
  },
  {
    to: '/admin/users',
    label: msg`Users`,
    description: msg`Account types, admin rights, certification, teams, disabled accounts`,
    icon: Users,
  },
  {
    to: '/admin/pricing',
    label: msg`Pricing sheet`,
    description: msg`Film prices per square foot the estimator uses`,
    icon: Tags,
  },
  {
    to: '/admin/shipping',
    label: msg`Shipping`,
    description: msg`Shipping rates for shop orders`,
    icon: Truck,
  },
  {
    to: '/admin/catalog',
    label: msg`Catalog`,
    description: msg`Shop products, prices and stock`,
    icon: Package,
  },
  {
    to: '/admin/tax-rates',
    label: msg`Tax rates`,
    description: msg`Sales tax by ship-to state`,
    icon: Percent,
  },
  {
    to: '/admin/orders',
    label: msg`Orders`,
    description: msg`Status changes and refunds`,
    icon: Receipt,
  },
  {
    to: '/admin/requests',
    label: msg`Homeowner requests`,
    description: msg`Estimate requests waiting for an answer`,
    icon: Inbox,
  },
  {
    to: '/admin/support',
    label: msg`Support requests`,
    description: msg`Customers who asked the chat assistant for a person`,
    icon: Headset,
  },
  {
    to: '/admin/system',
    label: msg`System settings`,
    description: msg`Support contacts and the site notice`,
    icon: Settings,
  },
  {
    to: '/admin/audit',
    label: msg`Audit log`,
    description: msg`Who changed what, and when`,
    icon: History,
  },
]

/** The admin area's section bar, shown once above every admin page by the `_admin` layout. */
export function AdminNav() {
  const { t, i18n } = useLingui()
  const sections = ADMIN_SECTIONS.map(({ to, label, icon }) => ({
    to,
    icon,
    label: i18n._(label),
    exact: to === '/admin',
  }))
  return <SectionNav label={t`Admin sections`} sections={sections} />
}
