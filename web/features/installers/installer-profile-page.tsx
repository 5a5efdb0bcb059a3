import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { BriefcaseBusiness, CalendarDays, ExternalLink, ImageOff, MapPin, ShieldCheck } from 'lucide-react'
import { useId } from 'react'
import type { InstallerProfile, PortfolioItem } from '../../../domain/marketplace/installer.ts'
import { ApiError } from '../../app/api-client.ts'
import { cn } from '../../ui/cn.ts'
import { Loader } from '../../ui/loader.tsx'
import { toast } from '../../ui/toast-store.ts'
import { canAccess } from '../../../domain/auth/roles.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { describeFailure } from '../marketplace/labels.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { useDocumentTitle } from '../../ui/use-document-title.ts'
import { useCertifyInstaller } from './api/certify-installer.ts'
import { isMarketplaceId, useInstaller } from './api/get-installer.ts'
import { CertifiedBadge } from './certified-badge.tsx'
import { FilmChips, FilmLabel } from './film-chips.tsx'
import { useInstallerFormats } from './formats.ts'
import { InstallerAvatar } from './installer-avatar.tsx'
import { displayName, placeOf } from './installer-names.ts'
import { LoadFailed, NotFound } from './page-states.tsx'
import { RatingSummary, ReviewStars } from './rating-stars.tsx'
import { websiteOf } from './website.ts'

/** /installers/{id}: an installer's public profile, portfolio and reviews; admins grant the certified badge here. */
export function InstallerProfilePage({ installerId }: { installerId: string }) {
  const { t } = useLingui()
  const installer = useInstaller(installerId)
  const missing =
    !isMarketplaceId(installerId) || (installer.error instanceof ApiError && installer.error.status === 404)
  if (missing) return <InstallerNotFound />
  if (installer.data) return <Profile profile={installer.data} />
  return (
    <>
      <PageHeader eyebrow={t`Installer Showcase`} title={t`Installer profile`} />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-8 sm:px-6">
        {installer.isError ? (
          <LoadFailed
            error={installer.error}
            onRetry={() => void installer.refetch()}
            retrying={installer.isFetching}
          />
        ) : (
          <Loader label={t`Opening the profile…`} className="py-16" />
        )}
      </div>
    </>
  )
}

function InstallerNotFound() {
  const { t } = useLingui()
  return (
    <NotFound title={t`No installer has this profile`}>
      <p>
        <Trans>The installer may have left the marketplace, or the link is mistyped.</Trans>
      </p>
    </NotFound>
  )
}

function Profile({ profile }: { profile: InstallerProfile }) {
  const { t } = useLingui()
  const { user } = useAuth()
  const { month } = useInstallerFormats()
  const name = displayName(profile)
  useDocumentTitle(name)
  const since = month(profile.memberSince)
  return (
    <>
      <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white print:hidden">
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-10 sm:flex-row sm:items-center sm:px-6 md:py-14">
          <InstallerAvatar installer={profile} size="lg" className="ring-4 ring-white/20" />
          <div className="flex min-w-0 flex-col gap-2">
            <nav aria-label={t`Breadcrumb`}>
              <Link
                to="/installer-showcase"
                search={{}}
                className="text-xs font-semibold tracking-[0.18em] text-accent-300 uppercase hover:underline focus-visible:ring-2 focus-visible:ring-accent-300 focus-visible:outline-none"
              >
                <Trans>Installer Showcase</Trans>
              </Link>
            </nav>
            <h1 className="text-3xl font-bold tracking-tight break-words md:text-4xl">{name}</h1>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-200">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4" aria-hidden />
                <Trans>Member since {since}</Trans>
              </span>
            </p>
            {profile.certified && <CertifiedBadge />}
          </div>
        </div>
      </div>
      <div className="bg-slate-50">
        <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          {/* First to read on a phone; the right-hand column on a wide screen. */}
          <aside aria-label={t`At a glance`} className="flex min-w-0 flex-col gap-4 lg:order-2">
            <Facts profile={profile} />
            {canAccess(user, 'admin') && <CertificationControl profile={profile} />}
          </aside>
          <div className="flex min-w-0 flex-col gap-8 lg:order-1">
            <About profile={profile} />
            <Portfolio profile={profile} />
            <Reviews profile={profile} />
          </div>
        </div>
      </div>
    </>
  )
}

const CARD = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'

function About({ profile }: { profile: InstallerProfile }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        <Trans>About</Trans>
      </h2>
      {profile.bio.trim() ? (
        <p className="mt-3 break-words whitespace-pre-line text-slate-700">{profile.bio}</p>
      ) : (
        <p className="mt-3 text-slate-600">
          <Trans>This installer has not written about their business yet.</Trans>
        </p>
      )}
    </section>
  )
}

function Facts({ profile }: { profile: InstallerProfile }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const place = placeOf(profile)
  const radius = profile.serviceRadiusMi
  const website = websiteOf(profile.website)
  const jobs = profile.completedJobs
  const name = displayName(profile)
  return (
    <section aria-labelledby={headingId} className={cn(CARD, 'flex flex-col gap-4')}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>Rating and service area</Trans>
      </h2>
      <RatingSummary rating={profile.rating} count={profile.reviewCount} size="md" />
      <dl className="flex flex-col gap-3 text-sm">
        <div className="flex flex-col gap-0.5">
          <dt className="flex items-center gap-1.5 font-semibold text-slate-800">
            <MapPin className="size-4 text-slate-500" aria-hidden />
            <Trans>Service area</Trans>
          </dt>
          <dd className="text-slate-700">
            {place ? (
              <Trans>
                Up to {radius} mi around {place}
              </Trans>
            ) : (
              <Trans>Not set yet</Trans>
            )}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="flex items-center gap-1.5 font-semibold text-slate-800">
            <BriefcaseBusiness className="size-4 text-slate-500" aria-hidden />
            <Trans>Completed jobs</Trans>
          </dt>
          <dd className="text-slate-700">{jobs === 0 ? <Trans>None yet</Trans> : i18n.number(jobs)}</dd>
        </div>
        {profile.films.length > 0 && (
          <div className="flex flex-col gap-1.5">
            <dt className="font-semibold text-slate-800">
              <Trans>Films</Trans>
            </dt>
            <dd>
              <FilmChips films={profile.films} label={t`Films ${name} installs`} />
            </dd>
          </div>
        )}
        {website && (
          <div className="flex flex-col gap-0.5">
            <dt className="font-semibold text-slate-800">
              <Trans>Website</Trans>
            </dt>
            <dd>
              <a
                href={website.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex max-w-full items-center gap-1 font-semibold break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {website.text}
                <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                <span className="sr-only">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            </dd>
          </div>
        )}
      </dl>
    </section>
  )
}

/** The admin's control of the supplier-certified badge: a switch that saves at once. */
function CertificationControl({ profile }: { profile: InstallerProfile }) {
  const { t, i18n } = useLingui()
  const certify = useCertifyInstaller(profile.id)
  const labelId = useId()
  const hintId = useId()
  const name = displayName(profile)
  const on = profile.certified
  const toggle = () =>
    certify.mutate(!on, {
      onSuccess: (saved) =>
        toast({
          title: saved.certified
            ? t`${name} now shows the supplier-certified badge`
            : t`The supplier-certified badge was taken back from ${name}`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: t`The badge could not be changed`,
          description: describeFailure(i18n, error),
          variant: 'destructive',
        }),
    })
  return (
    <section
      aria-labelledby={`${labelId}-heading`}
      className={cn(CARD, 'flex flex-col gap-3 border-amber-200 bg-amber-50/60')}
    >
      <h2 id={`${labelId}-heading`} className="text-sm font-semibold tracking-wide text-amber-900 uppercase">
        <Trans>Administrator</Trans>
      </h2>
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <span id={labelId} className="flex items-center gap-1.5 font-semibold text-slate-900">
            <ShieldCheck className="size-4 text-emerald-700" aria-hidden />
            <Trans>Supplier-certified badge</Trans>
          </span>
          <p id={hintId} className="text-sm text-slate-700">
            <Trans>
              Shown on the showcase and this profile, for installers the supplier has trained and checked.
            </Trans>
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={certify.isPending}
          onClick={toggle}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60',
            on ? 'bg-emerald-700' : 'bg-slate-400',
          )}
        >
          <span
            aria-hidden
            className={cn(
              'inline-block size-6 rounded-full bg-white shadow transition-transform',
              on ? 'translate-x-5' : 'translate-x-0',
            )}
          />
        </button>
      </div>
      <p className="text-sm font-medium text-slate-800" aria-live="polite">
        {on ? <Trans>Granted</Trans> : <Trans>Not granted</Trans>}
      </p>
    </section>
  )
}

function Portfolio({ profile }: { profile: InstallerProfile }) {
  const headingId = useId()
  const count = profile.portfolio.length
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          <Trans>Portfolio</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          <Plural value={count} one="# completed job" other="# completed jobs" />
        </p>
      </div>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          <Trans>
            No completed jobs on the marketplace yet. Finished jobs appear here with their photos.
          </Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {profile.portfolio.map((item) => (
            <PortfolioCard key={item.jobId} item={item} />
          ))}
        </ul>
      )}
    </section>
  )
}

function Thumbnail({ src, alt, label }: { src: string | undefined; alt: string; label: string }) {
  return (
    <figure className="relative min-w-0 overflow-hidden rounded-lg bg-slate-100">
      {src ? (
        <img src={src} alt={alt} loading="lazy" className="aspect-[4/3] w-full object-cover" />
      ) : (
        <div className="grid aspect-[4/3] w-full place-items-center text-slate-400">
          <ImageOff className="size-6" aria-hidden />
        </div>
      )}
      <figcaption className="absolute bottom-1.5 left-1.5 rounded bg-brand-900/85 px-1.5 py-0.5 text-xs font-semibold text-white">
        {label}
      </figcaption>
    </figure>
  )
}

function PortfolioCard({ item }: { item: PortfolioItem }) {
  const { t } = useLingui()
  const { date } = useInstallerFormats()
  const place = placeOf(item)
  const title = item.title
  const completed = date(item.completedAt)
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-accent-400 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent-500">
      <div className="grid grid-cols-2 gap-1 p-1">
        <Thumbnail src={item.beforePhotos[0]} alt={t`${title}, before`} label={t`Before`} />
        <Thumbnail src={item.afterPhotos[0]} alt={t`${title}, after`} label={t`After`} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold break-words text-slate-900">
          <Link
            to="/portfolio/$id"
            params={{ id: item.jobId }}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {place && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden />
              {place}
            </span>
          )}
          <span>
            <Trans>
              Completed <time dateTime={item.completedAt}>{completed}</time>
            </Trans>
          </span>
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <FilmLabel film={item.filmType} />
          {item.review && <ReviewStars rating={item.review.rating} />}
        </div>
      </div>
    </li>
  )
}

function Reviews({ profile }: { profile: InstallerProfile }) {
  const headingId = useId()
  const { date } = useInstallerFormats()
  const titles = new Map(profile.portfolio.map((item) => [item.jobId, item.title]))
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        <Trans>Reviews</Trans>
      </h2>
      {profile.reviews.length === 0 ? (
        <p className="mt-3 text-slate-600">
          <Trans>No reviews yet. Homeowners review the installer once their project is completed.</Trans>
        </p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-slate-100">
          {profile.reviews.map((review) => {
            const by = review.by
            const job = titles.get(review.jobId)
            return (
              <li key={review.jobId} className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <ReviewStars rating={review.rating} />
                  <time dateTime={review.at} className="text-sm text-slate-600">
                    {date(review.at)}
                  </time>
                </div>
                <blockquote className="break-words whitespace-pre-line text-slate-800">
                  {review.text}
                </blockquote>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                  <span>
                    <Trans>— {by}</Trans>
                  </span>
                  {job && (
                    <Link
                      to="/portfolio/$id"
                      params={{ id: review.jobId }}
                      className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
                    >
                      {job}
                    </Link>
                  )}
                </p>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
