import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ADMIN_SECTIONS } from './admin-nav.tsx'

/** Every admin section as a card: the dashboard's map of the area, and /membership's for admins. */
export function AdminSectionGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {ADMIN_SECTIONS.filter((section) => section.to !== '/admin').map(
        ({ to, label, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to as '/admin'}
              className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="flex flex-col gap-0.5">
                <Heading className="font-semibold text-slate-900">{i18n._(label)}</Heading>
                <span className="text-sm text-slate-600">{i18n._(description)}</span>
              </span>
            </Link>
          </li>
        ),
      )}
    </ul>
  )
}
