import { useLingui } from '@lingui/react/macro'
import type { JobFilmType } from '../../../domain/marketplace/job.ts'
import { cn } from '../../ui/cn.ts'
import { JOB_FILM_LABELS } from '../marketplace/labels.ts'

/** The films an installer works with, as small chips. */
export function FilmChips({
  films,
  label,
  className,
}: {
  films: readonly JobFilmType[]
  label: string
  className?: string
}) {
  const { i18n } = useLingui()
  if (films.length === 0) return null
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {films.map((film) => (
        <li
          key={film}
          className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-700"
        >
          {i18n._(JOB_FILM_LABELS[film])}
        </li>
      ))}
    </ul>
  )
}

/** One film as a label (a portfolio job's film). */
export function FilmLabel({ film, className }: { film: JobFilmType; className?: string }) {
  const { i18n } = useLingui()
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-700',
        className,
      )}
    >
      {i18n._(JOB_FILM_LABELS[film])}
    </span>
  )
}
