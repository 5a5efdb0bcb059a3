import type { SessionUser } from '../../../domain/auth/roles.ts'
import { MARKETPLACE_CODES } from '../../../domain/marketplace/errors.ts'
import type {
  Certify,
  InstallerProfile,
  InstallerProfileInput,
  InstallerSummary,
  OwnInstallerSettings,
  PortfolioItem,
} from '../../../domain/marketplace/installer.ts'
import { JOB_FILM_TYPES, type JobDocument, type JobFilmType } from '../../../domain/marketplace/job.ts'
import { averageRating } from '../../../domain/marketplace/review.ts'
import { can } from '../../../domain/auth/policies.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { insertAudit } from '../admin/audit.repo.ts'
import { fileUrl, readFile } from '../files/files.service.ts'
import type { StoredFile } from '../files/files.repo.ts'
import { lookupZip } from './geo.ts'
import {
  completedJobsOf,
  findInstallerRow,
  findInstallerSettings,
  findJob,
  listInstallerRows,
  setCertified,
  upsertInstallerSettings,
  type InstallerRow,
} from './marketplace.repo.ts'
import type { Deps } from './marketplace.shared.ts'

/*
 * Installers' public side: the showcase, the profile (/installers/{id}) and the portfolio of completed
 * jobs (/portfolio/{jobId}) with the installer's own before and after pictures and the homeowner's
 * review. Public pages show nothing of a job a poster would keep private: no street, no contact, no
 * homeowner photos — only the city, the film and what the installer photographed.
 */

const BEFORE = new Set(['scheduled', 'inProgress'])

/** The photo URL of a portfolio picture: served only while the job is completed (portfolioPhoto). */
const portfolioPhotoUrl = (jobId: string, photo: string) => `/api/portfolio/${jobId}/photos/${photo}`

function portfolioItemOf(job: JobDocument): PortfolioItem {
  const finished = job.updates.findLast((update) => update.status === 'completed')
  const photosOf = (keep: (status: string) => boolean) =>
    job.updates
      .filter((update) => keep(update.status))
      .flatMap((update) => update.photos.map((photo) => portfolioPhotoUrl(job.id, photo)))
  return {
    jobId: job.id,
    title: job.title,
    city: job.city,
    state: job.state,
    filmType: job.filmType,
    completedAt: finished?.at ?? job.postedAt,
    beforePhotos: photosOf((status) => BEFORE.has(status)),
    afterPhotos: photosOf((status) => status === 'completed'),
    review: job.review && { ...job.review, by: job.ownerName },
  }
}

function parseFilms(json: string | null): JobFilmType[] {
  const films = JSON.parse(json ?? '[]') as unknown
  return Array.isArray(films) ? JOB_FILM_TYPES.filter((film) => films.includes(film)) : []
}

function summaryOf(row: InstallerRow, completed: readonly JobDocument[]): InstallerSummary {
  const ratings = completed.flatMap((job) => (job.review ? [job.review.rating] : []))
  const place = row.serviceZip ? lookupZip(row.serviceZip) : null
  const declared = parseFilms(row.films)
  return {
    id: row.id,
    username: row.username,
    company: row.company,
    logoUrl: row.logoFile ? fileUrl(row.logoFile) : null,
    city: place?.city ?? '',
    state: place?.state ?? '',
    serviceZip: row.serviceZip ?? '',
    serviceRadiusMi: row.serviceRadiusMi ?? 50,
    certified: row.certifiedAt !== null,
    rating: averageRating(ratings),
    reviewCount: ratings.length,
    completedJobs: completed.length,
    films: JOB_FILM_TYPES.filter(
      (film) => declared.includes(film) || completed.some((job) => job.filmType === film),
    ),
  }
}

/** Every installer, certified first, then by rating and completed jobs. */
export function listInstallers(deps: Pick<Deps, 'db'>): InstallerSummary[] {
  return listInstallerRows(deps.db)
    .map((row) => summaryOf(row, completedJobsOf(deps.db, row.id)))
    .sort(
      (a, b) =>
        Number(b.certified) - Number(a.certified) ||
        (b.rating ?? 0) - (a.rating ?? 0) ||
        b.completedJobs - a.completedJobs ||
        a.username.localeCompare(b.username),
    )
}

export function getInstallerProfile(deps: Pick<Deps, 'db'>, id: string): InstallerProfile {
  const row = findInstallerRow(deps.db, id)
  if (!row) throw new FeatureError(404, 'installerNotFound', MARKETPLACE_CODES)
  const completed = completedJobsOf(deps.db, id)
  const portfolio = completed.map(portfolioItemOf)
  return {
    ...summaryOf(row, completed),
    bio: row.bio ?? '',
    website: row.website,
    memberSince: row.createdAt,
    portfolio,
    reviews: portfolio.flatMap((item) => (item.review ? [{ jobId: item.jobId, ...item.review }] : [])),
  }
}

/** A completed job as the installer's portfolio shows it, with who did it. */
export function getPortfolioItem(
  deps: Pick<Deps, 'db'>,
  jobId: string,
): PortfolioItem & { installer: InstallerSummary } {
  const job = findJob(deps.db, jobId)
  if (!job || job.status !== 'completed' || !job.hiredInstallerId)
    throw new FeatureError(404, 'jobNotFound', MARKETPLACE_CODES)
  const row = findInstallerRow(deps.db, job.hiredInstallerId)
  if (!row) throw new FeatureError(404, 'installerNotFound', MARKETPLACE_CODES)
  return { ...portfolioItemOf(job), installer: summaryOf(row, completedJobsOf(deps.db, row.id)) }
}

/** A picture of a completed job that the installer took; nothing else is served here. */
export function portfolioPhoto(deps: Pick<Deps, 'db'>, jobId: string, photo: string): StoredFile | undefined {
  const job = findJob(deps.db, jobId)
  if (!job || job.status !== 'completed') return undefined
  const listed = job.updates.some((update) => update.photos.includes(photo))
  return listed ? readFile(deps.db, photo) : undefined
}

export function getOwnSettings(deps: Pick<Deps, 'db'>, user: SessionUser): OwnInstallerSettings {
  if (!can(user, 'bidOn', 'job')) throw new FeatureError(403, 'notTheInstaller', MARKETPLACE_CODES)
  const row = findInstallerSettings(deps.db, user.id)
  const place = row?.serviceZip ? lookupZip(row.serviceZip) : null
  return {
    serviceZip: row?.serviceZip ?? '',
    serviceRadiusMi: row?.serviceRadiusMi ?? 50,
    bio: row?.bio ?? '',
    films: parseFilms(row?.films ?? null),
    lat: place?.lat ?? null,
    lng: place?.lng ?? null,
  }
}

export function saveOwnSettings(
  deps: Deps,
  user: SessionUser,
  input: InstallerProfileInput,
): OwnInstallerSettings {
  if (!can(user, 'bidOn', 'job')) throw new FeatureError(403, 'notTheInstaller', MARKETPLACE_CODES)
  if (!lookupZip(input.serviceZip))
    throw new FeatureError(400, 'zipUnknown', MARKETPLACE_CODES, { serviceZip: 'zipUnknown' })
  upsertInstallerSettings(deps.db, {
    userId: user.id,
    serviceZip: input.serviceZip,
    serviceRadiusMi: input.serviceRadiusMi,
    bio: input.bio,
    films: JSON.stringify(input.films),
    updatedAt: deps.clock().toISOString(),
  })
  return getOwnSettings(deps, user)
}

/** An admin grants or takes back the supplier-certified badge; audited. */
export function certifyInstaller(
  deps: Deps,
  admin: SessionUser,
  installerId: string,
  { certified }: Certify,
): InstallerProfile {
  if (!findInstallerRow(deps.db, installerId))
    throw new FeatureError(404, 'installerNotFound', MARKETPLACE_CODES)
  const at = deps.clock().toISOString()
  deps.db.transaction(() => {
    const before = Boolean(findInstallerSettings(deps.db, installerId)?.certifiedAt)
    setCertified(deps.db, installerId, certified ? admin.id : null, at)
    insertAudit(deps.db, {
      at,
      actorId: admin.id,
      action: 'installer.certify',
      subject: installerId,
      before,
      after: certified,
    })
  })()
  return getInstallerProfile(deps, installerId)
}
