import { z } from 'zod'
import type { InstallerSummary } from '../../../domain/marketplace/installer.ts'
import { JOB_FILM_TYPES } from '../../../domain/marketplace/job.ts'
import { displayName } from './installer-names.ts'

export const SHOWCASE_SORTS = ['rating', 'jobs', 'name'] as const
export type ShowcaseSort = (typeof SHOWCASE_SORTS)[number]

/** The lowest averages one can ask for (0: any rating, reviewed or not). */
export const MIN_RATINGS = [0, 3, 4, 4.5] as const

/** The showcase's filters as the URL carries them; anything unreadable is dropped, not an error. */
export const ShowcaseSearchSchema = z.object({
  film: z.enum(JOB_FILM_TYPES).optional().catch(undefined),
  state: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  certified: z.boolean().optional().catch(undefined),
  minRating: z
    .number()
    .refine((value) => (MIN_RATINGS as readonly number[]).includes(value) && value > 0)
    .optional()
    .catch(undefined),
  sort: z.enum(SHOWCASE_SORTS).optional().catch(undefined),
})
export type ShowcaseSearch = z.infer<typeof ShowcaseSearchSchema>

/** The states the installers work from, each once, alphabetically by code. */
export function statesOf(installers: readonly InstallerSummary[]): string[] {
  return [...new Set(installers.map((installer) => installer.state).filter(Boolean))].sort()
}

const byName = (locale: string) => (a: InstallerSummary, b: InstallerSummary) =>
  displayName(a).localeCompare(displayName(b), locale, { sensitivity: 'base' })

/** The installers that pass every filter, in the chosen order (best rated by default). */
export function filterInstallers(
  installers: readonly InstallerSummary[],
  search: ShowcaseSearch,
  locale: string,
): InstallerSummary[] {
  const matches = installers.filter(
    (installer) =>
      (!search.film || installer.films.includes(search.film)) &&
      (!search.state || installer.state === search.state) &&
      (!search.certified || installer.certified) &&
      (!search.minRating || (installer.rating ?? 0) >= search.minRating),
  )
  const name = byName(locale)
  const rating = (a: InstallerSummary, b: InstallerSummary) =>
    (b.rating ?? 0) - (a.rating ?? 0) || b.reviewCount - a.reviewCount
  const jobs = (a: InstallerSummary, b: InstallerSummary) => b.completedJobs - a.completedJobs
  const certified = (a: InstallerSummary, b: InstallerSummary) => Number(b.certified) - Number(a.certified)
  switch (search.sort ?? 'rating') {
    case 'rating':
      return matches.toSorted((a, b) => rating(a, b) || certified(a, b) || jobs(a, b) || name(a, b))
    case 'jobs':
      return matches.toSorted((a, b) => jobs(a, b) || rating(a, b) || certified(a, b) || name(a, b))
    case 'name':
      return matches.toSorted(name)
  }
}
