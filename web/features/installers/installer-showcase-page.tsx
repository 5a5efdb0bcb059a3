import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'
import { BriefcaseBusiness, MapPin, SlidersHorizontal, Users } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'
import { US_STATES } from '../../../domain/estimate-requests/us-states.ts'
import type { InstallerSummary } from '../../../domain/marketplace/installer.ts'
import { JOB_FILM_TYPES } from '../../../domain/marketplace/job.ts'
import { Button } from '../../ui/button.tsx'
import { CheckboxField, SelectField } from '../../ui/choice-fields.tsx'
import { Loader } from '../../ui/loader.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { JOB_FILM_LABELS } from '../marketplace/labels.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { useInstallers } from './api/get-installers.ts'
import { CertifiedBadge } from './certified-badge.tsx'
import { FilmChips } from './film-chips.tsx'
import { InstallerAvatar } from './installer-avatar.tsx'
import { displayName, placeOf } from './installer-names.ts'
import { LoadFailed } from './page-states.tsx'
import { RatingSummary } from './rating-stars.tsx'
import {
  filterInstallers,
  MIN_RATINGS,
  SHOWCASE_SORTS,
  ShowcaseSearchSchema,
  statesOf,
  type ShowcaseSearch,
  type ShowcaseSort,
} from './showcase-filters.ts'

const route = getRouteApi('/installer-showcase')

/** The full name of a state code, or the code when it is not one we know. */
const stateName = (code: string) => (US_STATES as Record<string, string>)[code] ?? code

function InstallerCard({ installer }: { installer: InstallerSummary }) {
  const { t } = useLingui()
  const name = displayName(installer)
  const place = placeOf(installer)
  const radius = installer.serviceRadiusMi
  const jobs = installer.completedJobs
  return (
    <li className="group relative flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-accent-400 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent-500">
      <div className="flex items-start gap-4">
        <InstallerAvatar installer={installer} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="text-lg leading-snug font-semibold break-words text-slate-900">
            {/* The whole card is the link. */}
            <Link
              to="/installers/$id"
              params={{ id: installer.id }}
              className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
            >
              {name}
            </Link>
          </h2>
          {installer.certified && <CertifiedBadge className="mt-1" />}
        </div>
      </div>
      <RatingSummary rating={installer.rating} count={installer.reviewCount} />
      <dl className="flex flex-col gap-1.5 text-sm text-slate-700">
        <div className="flex items-start gap-2">
          <dt>
            <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
            <span className="sr-only">
              <Trans>Service area</Trans>
            </span>
          </dt>
          <dd>
            {place ? (
              <Trans>
                {place} · up to {radius} mi away
              </Trans>
            ) : (
              <Trans>Service area not set yet</Trans>
            )}
          </dd>
        </div>
        <div className="flex items-start gap-2">
          <dt>
            <BriefcaseBusiness className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
            <span className="sr-only">
              <Trans>Completed jobs</Trans>
            </span>
          </dt>
          <dd>
            <Plural value={jobs} _0="No completed jobs yet" one="# completed job" other="# completed jobs" />
          </dd>
        </div>
      </dl>
      <FilmChips films={installer.films} label={t`Films ${name} installs`} className="mt-auto" />
    </li>
  )
}

/** /installer-showcase: every installer, filtered and sorted on the page, each card leading to a profile. */
export function InstallerShowcasePage() {
  const { t, i18n } = useLingui()
  const { user } = useAuth()
  const raw = route.useSearch()
  const search = useMemo(() => ShowcaseSearchSchema.parse(raw), [raw])
  const navigate = route.useNavigate()
  const installers = useInstallers()

  const all = useMemo(() => installers.data ?? [], [installers.data])
  const states = useMemo(() => statesOf(all), [all])
  const shown = useMemo(() => filterInstallers(all, search, i18n.locale), [all, search, i18n.locale])

  const update = (patch: Partial<ShowcaseSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true, resetScroll: false })
  const clear = () => void navigate({ search: { sort: search.sort }, replace: true, resetScroll: false })
  const count = shown.length
  const filtered = Boolean(search.film || search.state || search.certified || search.minRating)

  const sortLabels: Record<ShowcaseSort, string> = {
    rating: t`Best rated`,
    jobs: t`Most jobs`,
    name: t({ message: 'Name', context: 'sort order' }),
  }
  const ratingLabel = (min: number) => {
    const shownMin = i18n.number(min, { maximumFractionDigits: 1 })
    return min === 0 ? t`Any rating` : t`${shownMin} stars and up`
  }
  // A state chosen in the URL stays listed even when no installer works there any more.
  const stateOptions = [...new Set([...states, ...(search.state ? [search.state] : [])])].sort()

  return (
    <>
      <PageHeader
        eyebrow={t`Marketplace`}
        title={t`Installer Showcase`}
        description={t`Window-film installers across the Southeast, with the jobs they finished and what homeowners say about them.`}
      >
        <div className="mt-2 flex flex-wrap gap-3">
          <Button asChild variant="secondary">
            {/* Visitors first make the homeowner account a project is posted from. */}
            {user ? (
              <Link to="/post-job">
                <Trans>Post a project</Trans>
              </Link>
            ) : (
              <Link to="/sign-up" search={{ kind: 'homeowner' }}>
                <Trans>Post a project</Trans>
              </Link>
            )}
          </Button>
        </div>
      </PageHeader>
      <div className="bg-slate-50">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
          <section
            aria-labelledby="showcase-filters"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <h2
              id="showcase-filters"
              className="flex items-center gap-2 text-base font-semibold text-slate-900"
            >
              <SlidersHorizontal className="size-4" aria-hidden />
              <Trans>Find an installer</Trans>
            </h2>
            <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <SelectField
                label={t`Film type`}
                value={search.film ?? 'any'}
                options={[
                  { value: 'any', label: t`Any film` },
                  ...JOB_FILM_TYPES.map((film) => ({ value: film, label: i18n._(JOB_FILM_LABELS[film]) })),
                ]}
                onChange={(film) => update({ film: film === 'any' ? undefined : film })}
              />
              <SelectField
                label={t`State`}
                value={search.state ?? 'any'}
                options={[
                  { value: 'any', label: t`Any state` },
                  ...stateOptions.map((code) => ({ value: code, label: stateName(code) })),
                ]}
                onChange={(state) => update({ state: state === 'any' ? undefined : state })}
              />
              <SelectField
                label={t`Minimum rating`}
                value={search.minRating ?? 0}
                options={MIN_RATINGS.map((min) => ({ value: min, label: ratingLabel(min) }))}
                onChange={(min) => update({ minRating: min === 0 ? undefined : min })}
              />
              <SelectField
                label={t`Sort by`}
                value={search.sort ?? 'rating'}
                options={SHOWCASE_SORTS.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
                onChange={(sort) => update({ sort: sort === 'rating' ? undefined : sort })}
              />
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <CheckboxField
                label={t`Supplier-certified only`}
                checked={search.certified ?? false}
                onChange={(checked) => update({ certified: checked || undefined })}
              />
              {filtered && (
                <Button variant="outline" size="sm" onClick={clear}>
                  <Trans>Clear filters</Trans>
                </Button>
              )}
            </div>
          </section>

          <section aria-label={t`Installers`} className="flex min-w-0 flex-col gap-4">
            {installers.isPending ? (
              <Loader label={t`Finding installers…`} className="py-16" />
            ) : installers.isError ? (
              <LoadFailed
                error={installers.error}
                onRetry={() => void installers.refetch()}
                retrying={installers.isFetching}
              />
            ) : all.length === 0 ? (
              <EmptyState>
                <Trans>
                  No installers have joined yet. Post your project and installers near you will bid on it.
                </Trans>
              </EmptyState>
            ) : (
              <>
                <p className="text-sm text-slate-600" aria-live="polite">
                  <Plural value={count} one="# installer" other="# installers" />
                </p>
                {shown.length === 0 ? (
                  <EmptyState>
                    <p className="font-semibold">
                      <Trans>No installer matches these filters.</Trans>
                    </p>
                    <p className="mt-1">
                      <Trans>Try another film or state, or a lower rating.</Trans>
                    </p>
                    <Button variant="outline" className="mt-4" onClick={clear}>
                      <Trans>Clear filters</Trans>
                    </Button>
                  </EmptyState>
                ) : (
                  <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {shown.map((installer) => (
                      <InstallerCard key={installer.id} installer={installer} />
                    ))}
                  </ul>
                )}
              </>
            )}
          </section>
        </div>
      </div>
    </>
  )
}

function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
      <Users className="mb-3 size-8 text-slate-400" aria-hidden />
      <div>{children}</div>
    </div>
  )
}
