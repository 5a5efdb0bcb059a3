import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronDown, SlidersHorizontal } from 'lucide-react'
import { useId, useState } from 'react'
import {
  JOB_BUDGET_KEYS,
  JOB_BUDGETS,
  JOB_FILM_TYPES,
  type JobBudget,
  type JobFilmType,
} from '../../../domain/marketplace/job.ts'
import { formatMoney } from '../../../domain/money/money.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { SelectField } from '../../ui/choice-fields.tsx'
import {
  DISTANCE_LIMITS,
  isFiltered,
  POSTED_WITHIN_DAYS,
  type BoardOrigin,
  type BoardSearch,
  type DistanceLimit,
  type PostedWithin,
} from './board-filters.ts'
import { JOB_FILM_LABELS } from './labels.ts'

/** The filters, labelled selects; folded away on phones until asked for (or while one is in use). */
export function BoardFilters({
  search,
  origin,
  update,
  clear,
}: {
  search: BoardSearch
  origin: BoardOrigin | null
  update: (patch: Partial<BoardSearch>) => void
  clear: () => void
}) {
  const { t, i18n } = useLingui()
  const filtered = isFiltered(search)
  const [open, setOpen] = useState(filtered)
  const controlsId = useId()

  const distanceOptions: { value: DistanceLimit | 'radius' | 'any'; label: string }[] = [
    {
      value: 'radius',
      label: origin ? t`Within my service radius (${origin.radiusMi} mi)` : t`Within my service radius`,
    },
    ...DISTANCE_LIMITS.map((miles) => ({ value: miles, label: t`Within ${miles} mi` })),
    { value: 'any', label: t`Any distance` },
  ]
  const filmOptions: { value: JobFilmType | 'any'; label: string }[] = [
    { value: 'any', label: t`All films` },
    ...JOB_FILM_TYPES.map((film) => ({ value: film, label: i18n._(JOB_FILM_LABELS[film]) })),
  ]
  // A minimum of "under $500" is no minimum: the lowest range starts at $0.
  const budgetOptions: { value: JobBudget | 'any'; label: string }[] = [
    { value: 'any', label: t`Any budget` },
    ...JOB_BUDGET_KEYS.filter((key) => JOB_BUDGETS[key][0] > 0).map((key) => {
      const amount = formatMoney(JOB_BUDGETS[key][0] * 100, i18n.locale, { whole: true })
      return { value: key, label: t`${amount} or more` }
    }),
  ]
  const postedOptions: { value: PostedWithin | 'any'; label: string }[] = [
    { value: 'any', label: t`Any time` },
    ...POSTED_WITHIN_DAYS.map((days) => ({
      value: days,
      label: days === 1 ? t`Last 24 hours` : t`Last ${days} days`,
    })),
  ]

  return (
    <section aria-labelledby="board-filters" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="board-filters" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <SlidersHorizontal className="size-4" aria-hidden />
          <Trans>Filters</Trans>
        </h2>
        <Button
          variant="outline"
          size="sm"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls={controlsId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? <Trans>Hide filters</Trans> : <Trans>Show filters</Trans>}
          <ChevronDown className={cn('transition', open && 'rotate-180')} aria-hidden />
        </Button>
      </div>
      <div id={controlsId} className={cn('flex-col gap-4', open ? 'flex' : 'hidden lg:flex')}>
        <div className="grid grid-cols-1 gap-4 min-[28rem]:grid-cols-2 lg:grid-cols-1">
          <SelectField
            label={t`Distance`}
            value={search.distance ?? 'radius'}
            options={distanceOptions}
            onChange={(value) => update({ distance: value === 'radius' ? undefined : value })}
          />
          <SelectField
            label={t`Film type`}
            value={search.film ?? 'any'}
            options={filmOptions}
            onChange={(value) => update({ film: value === 'any' ? undefined : value })}
          />
          <SelectField
            label={t`Minimum budget`}
            value={search.budget ?? 'any'}
            options={budgetOptions}
            onChange={(value) => update({ budget: value === 'any' ? undefined : value })}
          />
          <SelectField
            label={t`Posted`}
            value={search.posted ?? 'any'}
            options={postedOptions}
            onChange={(value) => update({ posted: value === 'any' ? undefined : value })}
          />
        </div>
        {!origin && (
          <p className="text-xs text-slate-600">
            <Trans>Distances and the distance filter need your service area.</Trans>
          </p>
        )}
      </div>
      {filtered && (
        <Button variant="outline" onClick={clear}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </section>
  )
}
