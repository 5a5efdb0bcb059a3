import { useLingui } from '@lingui/react/macro'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import {
  SORT_KEYS,
  type SortKey,
  type TestCase,
  type TestSort,
} from '../../../../domain/heatmap/test-results.ts'
import { cn } from '../../../ui/cn.ts'
import { ComplexityPill, StatusBadge } from './badges.tsx'
import { SORT_LABEL } from './labels.ts'

const NUMERIC: ReadonlySet<SortKey> = new Set(['complexity', 'executionTime', 'coverage'])

/** The tests as a table; every column header sorts. `tests` arrive sorted. */
export function TestTable({
  tests,
  max,
  sort,
  onSort,
}: {
  tests: readonly TestCase[]
  max: number
  sort: TestSort
  onSort: (key: SortKey) => void
}) {
  const { i18n, t } = useLingui()
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[40rem] border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{t`Test results; select a column header to sort`}</caption>
        <thead>
          <tr>
            {SORT_KEYS.map((key) => {
              const active = sort.key === key
              const Arrow = active ? (sort.direction === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown
              return (
                <th
                  key={key}
                  scope="col"
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={cn(
                    'border-b border-slate-200 bg-slate-50 px-3 py-2 first:pl-4 last:pr-4 sm:first:rounded-tl-lg sm:last:rounded-tr-lg',
                    NUMERIC.has(key) ? 'text-right' : 'text-left',
                  )}
                >
                  <button
                    type="button"
                    onClick={() => onSort(key)}
                    className={cn(
                      'inline-flex items-center gap-1 rounded px-1 py-1 text-xs font-semibold tracking-wide uppercase hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none',
                      active ? 'text-brand-900' : 'text-slate-600',
                    )}
                  >
                    {i18n._(SORT_LABEL[key])}
                    <Arrow className={cn('size-3.5', !active && 'text-slate-400')} aria-hidden />
                  </button>
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {tests.map((test) => (
            <tr key={test.name} className="align-top hover:bg-slate-50/70">
              <th scope="row" className="border-b border-slate-100 py-3 pr-3 pl-4 text-left font-normal">
                <span className="block font-semibold text-brand-900">{test.name}</span>
                <span className="mt-0.5 block text-slate-600">{test.details}</span>
                <span className="mt-1.5 inline-block rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">
                  {test.category}
                </span>
              </th>
              <td className="border-b border-slate-100 px-3 py-3">
                <StatusBadge status={test.status} />
              </td>
              <td className="border-b border-slate-100 px-3 py-3 text-right">
                <ComplexityPill value={test.complexity} max={max} />
              </td>
              <td className="border-b border-slate-100 px-3 py-3 text-right whitespace-nowrap text-slate-700 tabular-nums">
                {t`${i18n.number(test.executionTime, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`}
              </td>
              <td className="border-b border-slate-100 py-3 pr-4 pl-3 text-right">
                <span className="flex items-center justify-end gap-2">
                  <span
                    aria-hidden
                    className="hidden h-1.5 w-14 overflow-hidden rounded-full bg-slate-200 sm:block"
                  >
                    <span
                      className={cn(
                        'block h-full rounded-full',
                        test.coverage >= 85
                          ? 'bg-emerald-500'
                          : test.coverage >= 70
                            ? 'bg-amber-400'
                            : 'bg-red-500',
                      )}
                      style={{ width: `${test.coverage}%` }}
                    />
                  </span>
                  <span className="w-11 text-slate-700 tabular-nums">
                    {i18n.number(test.coverage / 100, { style: 'percent' })}
                  </span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
