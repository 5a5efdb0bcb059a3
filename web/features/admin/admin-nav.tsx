import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import {
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

/** The admin area's section bar, shown once above every admin page by the `_admin` layout; the current section is marked. */
export function AdminNav() {
  const { t, i18n } = useLingui()
  return (
    <nav aria-label={t`Admin sections`} className="border-b border-slate-200 bg-white print:hidden">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 py-2 sm:px-4 xl:flex-wrap">
        {ADMIN_SECTIONS.map(({ to, label, icon: Icon }) => (
          <li key={to} className="shrink-0">
            <Link
              // Some sections' routes are built beside this one; the path is checked by the route tree once they land.
              to={to as '/admin'}
              activeOptions={{ exact: to === '/admin', includeSearch: false }}
              className="flex min-h-11 items-center gap-2 rounded-md px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              activeProps={{ className: 'bg-brand-50 text-brand-800 font-semibold', 'aria-current': 'page' }}
            >
              <Icon aria-hidden className="size-4" />
              {i18n._(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
