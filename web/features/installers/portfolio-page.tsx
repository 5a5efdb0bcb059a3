import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowRight, BriefcaseBusiness, CalendarCheck, ImageOff, MapPin, Quote } from 'lucide-react'
import { useId } from 'react'
import { ApiError } from '../../app/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { Loader } from '../../ui/loader.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { isMarketplaceId } from './api/get-installer.ts'
import { usePortfolioItem, type PortfolioView } from './api/get-portfolio-item.ts'
import { CertifiedBadge } from './certified-badge.tsx'
import { FilmLabel } from './film-chips.tsx'
import { useInstallerFormats } from './formats.ts'
import { InstallerAvatar } from './installer-avatar.tsx'
import { displayName, placeOf } from './installer-names.ts'
import { LoadFailed, NotFound } from './page-states.tsx'
import { RatingSummary, ReviewStars } from './rating-stars.tsx'

/** /portfolio/{jobId}: one completed job with the installer's before and after photos and the homeowner's review. */
export function PortfolioPage({ jobId }: { jobId: string }) {
  const { t } = useLingui()
  const item = usePortfolioItem(jobId)
  const missing = !isMarketplaceId(jobId) || (item.error instanceof ApiError && item.error.status === 404)
  if (missing)
    return (
      <NotFound title={t`This job is not in any portfolio`}>
        <p>
          <Trans>
            Portfolios show completed jobs only. This one may not be finished yet, may have been removed, or
            the link is mistyped.
          </Trans>
        </p>
      </NotFound>
    )
  if (item.data) return <PortfolioJob item={item.data} />
  return (
    <>
      <PageHeader eyebrow={t`Portfolio`} title={t`Completed job`} />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-8 sm:px-6">
        {item.isError ? (
          <LoadFailed error={item.error} onRetry={() => void item.refetch()} retrying={item.isFetching} />
        ) : (
          <Loader label={t`Opening the job…`} className="py-16" />
        )}
      </div>
    </>
  )
}

function PortfolioJob({ item }: { item: PortfolioView }) {
  const { t } = useLingui()
  const { date } = useInstallerFormats()
  const place = placeOf(item)
  const completed = date(item.completedAt)
  const installerName = displayName(item.installer)
  const title = item.title
  return (
    <>
      <PageHeader eyebrow={t`Portfolio of ${installerName}`} title={title}>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-200">
          {place && (
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden />
              {place}
            </span>
          )}
          <span className="inline-flex items-center gap-1.5">
            <CalendarCheck className="size-4" aria-hidden />
            <Trans>
              Completed <time dateTime={item.completedAt}>{completed}</time>
            </Trans>
          </span>
          <FilmLabel film={item.filmType} />
        </p>
      </PageHeader>
      <div className="bg-slate-50">
        <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-8">
            <Gallery
              title={t`Before`}
              photos={item.beforePhotos}
              altOf={(n, count) => t`${title}, before the work, photo ${n} of ${count}`}
              empty={t`The installer added no photos from before the work.`}
            />
            <Gallery
              title={t`After`}
              photos={item.afterPhotos}
              altOf={(n, count) => t`${title}, after the work, photo ${n} of ${count}`}
              empty={t`The installer added no photos of the finished work.`}
            />
            <Review item={item} />
          </div>
          <aside aria-label={t`Installer`} className="flex min-w-0 flex-col gap-4">
            <InstallerCard item={item} />
          </aside>
        </div>
      </div>
    </>
  )
}

function Gallery({
  title,
  photos,
  altOf,
  empty,
}: {
  title: string
  photos: readonly string[]
  altOf: (n: number, count: number) => string
  empty: string
}) {
  const headingId = useId()
  const count = photos.length
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {count > 0 && (
          <p className="text-sm text-slate-600">
            <Plural value={count} one="# photo" other="# photos" />
          </p>
        )}
      </div>
      {count === 0 ? (
        <p className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          <ImageOff className="size-5 shrink-0 text-slate-400" aria-hidden />
          {empty}
        </p>
      ) : (
        <ul className={count === 1 ? 'grid grid-cols-1 gap-3' : 'grid grid-cols-1 gap-3 sm:grid-cols-2'}>
          {photos.map((src, index) => (
            <li key={src} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <img
                src={src}
                alt={altOf(index + 1, count)}
                loading={index < 2 ? 'eager' : 'lazy'}
                className="aspect-[4/3] w-full bg-slate-100 object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Review({ item }: { item: PortfolioView }) {
  const headingId = useId()
  const { date } = useInstallerFormats()
  const review = item.review
  const by = review?.by
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        <Trans>The homeowner’s review</Trans>
      </h2>
      {review ? (
        <figure className="mt-4 flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ReviewStars rating={review.rating} />
            <time dateTime={review.at} className="text-sm text-slate-600">
              {date(review.at)}
            </time>
          </div>
          <blockquote className="flex gap-3 text-lg break-words whitespace-pre-line text-slate-800">
            <Quote className="mt-1 size-5 shrink-0 text-accent-500" aria-hidden />
            <p className="min-w-0">{review.text}</p>
          </blockquote>
          <figcaption className="text-sm font-semibold text-slate-700">
            <Trans>— {by}, homeowner</Trans>
          </figcaption>
        </figure>
      ) : (
        <p className="mt-3 text-slate-600">
          <Trans>The homeowner has not reviewed this job yet.</Trans>
        </p>
      )}
    </section>
  )
}

function InstallerCard({ item }: { item: PortfolioView }) {
  const headingId = useId()
  const { installer } = item
  const name = displayName(installer)
  const place = placeOf(installer)
  const jobs = installer.completedJobs
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24"
    >
      <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">
        <Trans>Installed by</Trans>
      </p>
      <div className="flex items-start gap-4">
        <InstallerAvatar installer={installer} />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-lg leading-snug font-semibold break-words text-slate-900">
            {name}
          </h2>
          {place && (
            <p className="inline-flex items-center gap-1 text-sm text-slate-600">
              <MapPin className="size-3.5" aria-hidden />
              {place}
            </p>
          )}
          {installer.certified && <CertifiedBadge className="mt-1" />}
        </div>
      </div>
      <RatingSummary rating={installer.rating} count={installer.reviewCount} />
      <p className="inline-flex items-center gap-2 text-sm text-slate-700">
        <BriefcaseBusiness className="size-4 text-slate-500" aria-hidden />
        <Plural value={jobs} _0="No completed jobs yet" one="# completed job" other="# completed jobs" />
      </p>
      <Button asChild variant="outline" className="h-auto min-h-10 whitespace-normal text-center">
        <Link to="/installers/$id" params={{ id: installer.id }}>
          <Trans>See {name}’s profile</Trans>
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  )
}
