import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  categoriesOf,
  complexityLevel,
  type ComplexityLevel,
  type TestCase,
} from '../../../../domain/heatmap/test-results.ts'
import { cn } from '../../../ui/cn.ts'
import { StatusBadge } from './badges.tsx'
import { LEVEL_META, STATUS_META } from './labels.ts'

const LEVELS: { level: ComplexityLevel; from: number; to?: number }[] = [
  { level: 'green', from: 0, to: 0.3 },
  { level: 'yellow', from: 0.3, to: 0.6 },
  { level: 'orange', from: 0.6, to: 0.8 },
  { level: 'red', from: 0.8 },
]

/** One row of tiles per category, coloured by complexity; a tile shows its test's details below. */
export function HeatmapGrid({ tests, max }: { tests: readonly TestCase[]; max: number }) {
  const { i18n, t } = useLingui()
  const [selectedName, setSelectedName] = useState<string>()
  const selected = tests.find((test) => test.name === selectedName)
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col divide-y divide-slate-100" aria-label={t`Tests by category`}>
        {categoriesOf(tests).map((category) => {
          const inCategory = tests.filter((test) => test.category === category)
          return (
            <li
              key={category}
              className="grid grid-cols-1 gap-2 py-3 first:pt-0 sm:grid-cols-[9rem_1fr] sm:items-center sm:gap-4"
            >
              <p className="flex items-baseline justify-between gap-2 sm:flex-col sm:items-start sm:gap-0">
                <span className="font-semibold text-brand-900">{category}</span>
                <span className="text-xs text-slate-500">
                  <Plural value={inCategory.length} one="# test" other="# tests" />
                </span>
              </p>
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
                {inCategory.map((test) => {
                  const status = STATUS_META[test.status]
                  const StatusIcon = status.icon
                  const pressed = test.name === selectedName
                  return (
                    <li key={test.name}>
                      <button
                        type="button"
                        aria-pressed={pressed}
                        aria-label={t`${test.name}: complexity ${i18n.number(test.complexity)}, ${i18n._(status.label)}`}
                        onClick={() => setSelectedName(pressed ? undefined : test.name)}
                        className={cn(
                          'relative flex h-16 w-full items-center gap-3 rounded-lg px-3 text-left shadow-sm transition hover:brightness-105 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:ring-offset-2 focus-visible:outline-none',
                          LEVEL_META[complexityLevel(test.complexity, max)].tile,
                          pressed && 'ring-2 ring-brand-900 ring-offset-2',
                        )}
                      >
                        <span className="w-7 shrink-0 text-center text-2xl font-extrabold tabular-nums">
                          {i18n.number(test.complexity)}
                        </span>
                        <span className="line-clamp-2 text-xs leading-snug font-semibold">{test.name}</span>
                        {test.status !== 'PASS' && (
                          <span className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-white text-slate-800 shadow ring-1 ring-slate-200">
                            <StatusIcon className="size-3.5" aria-hidden />
                          </span>
                        )}
                      </button>
                    </li>
                  )
                })}
              </ul>
            </li>
          )
        })}
      </ul>

      <div aria-live="polite" className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
        {selected ? (
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-brand-900">{selected.name}</h3>
              <StatusBadge status={selected.status} />
            </div>
            <p className="text-slate-700">{selected.details}</p>
            <p className="text-slate-600">
              {t`${selected.category} · complexity ${i18n.number(selected.complexity)} · ${i18n.number(selected.executionTime)} s · ${i18n.number(selected.coverage / 100, { style: 'percent' })} coverage`}
            </p>
          </div>
        ) : (
          <p className="text-slate-600">
            <Trans>Select a tile to see the test behind it. Tiles with a badge did not pass.</Trans>
          </p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <Trans>Complexity, relative to the highest in this run</Trans>
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
          {LEVELS.map(({ level, from, to }) => (
            <li key={level} className="flex items-center gap-2">
              <span aria-hidden className={cn('size-4 rounded', LEVEL_META[level].tile)} />
              <span className="font-medium">{i18n._(LEVEL_META[level].label)}</span>
              <span className="text-slate-500 tabular-nums">
                {to === undefined
                  ? `≥ ${i18n.number(from * max)}`
                  : `${i18n.number(from * max)}–${i18n.number(to * max)}`}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
