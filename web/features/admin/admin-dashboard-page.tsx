import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Loader } from '../../ui/loader.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useAdminOverview } from './admin-api.ts'
import { describeAdminError, USER_TYPE_LABELS } from './admin-messages.ts'
import { AdminSectionGrid } from './admin-section-grid.tsx'

const LOAD_FAILED = msg`The counts could not be loaded`

/** /admin: what needs attention today, and the way to every admin section. */
export function AdminDashboardPage() {
  const { t, i18n } = useLingui()
  const overview = useAdminOverview()
  const data = overview.data
  return (
    <>
      <PageHeader
        eyebrow={t`Administration`}
        title={t`Admin Dashboard`}
        description={t`Accounts, orders and requests at a glance; every section of the admin area below.`}
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-8 sm:px-6">
        <section aria-labelledby="admin-today" className="flex flex-col gap-4">
          <h2 id="admin-today" className="text-xl font-semibold text-slate-900">
            <Trans>Needs attention</Trans>
          </h2>
          {overview.isPending ? (
            <Loader label={t`Loading counts…`} className="py-8" />
          ) : !data ? (
            <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
              {describeAdminError(i18n, overview.error, LOAD_FAILED)}
            </p>
          ) : (
            <>
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                <CountCard to="/admin/orders" count={data.ordersToHandle} label={t`Orders to handle`} />
                <CountCard
                  to="/admin/requests"
                  count={data.openRequests}
                  label={t`Open homeowner requests`}
                />
                <CountCard
                  to="/admin/users"
                  count={data.accounts.disabled}
                  label={t`Disabled accounts`}
                  search={{ status: 'disabled' }}
                />
              </ul>
              <h3 className="text-base font-semibold text-slate-900">
                <Trans>Active accounts by type</Trans>
              </h3>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
                <CountCard
                  to="/admin/users"
                  count={data.accounts.admins}
                  label={t`Administrators`}
                  search={{ admin: 'yes' }}
                  small
                />
                {data.usersByType.map((row) => (
                  <CountCard
                    key={row.userType}
                    to="/admin/users"
                    search={{ userType: row.userType }}
                    count={row.count}
                    label={i18n._(USER_TYPE_LABELS[row.userType])}
                    small
                  />
                ))}
              </ul>
            </>
          )}
        </section>
        <section aria-labelledby="admin-sections" className="flex flex-col gap-4">
          <h2 id="admin-sections" className="text-xl font-semibold text-slate-900">
            <Trans>Admin sections</Trans>
          </h2>
          <AdminSectionGrid />
        </section>
      </div>
    </>
  )
}

function CountCard({
  to,
  search,
  count,
  label,
  small,
}: {
  to: string
  search?: Record<string, string>
  count: number
  label: ReactNode
  small?: boolean
}) {
  return (
    <li>
      <Link
        to={to as '/admin'}
        search={search as never}
        className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span
          className={
            small
              ? 'text-2xl font-bold text-slate-900 tabular-nums'
              : 'text-3xl font-bold text-brand-800 tabular-nums'
          }
        >
          {count}
        </span>
        <span className="text-sm text-slate-600">{label}</span>
      </Link>
    </li>
  )
}
