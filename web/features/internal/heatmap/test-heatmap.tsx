import { Trans, useLingui } from '@lingui/react/macro'
import { AlertOctagon, Grid3x3, List, SearchX, TriangleAlert } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { useMemo, useState, type ReactNode } from 'react'
import {
  DEFAULT_SORT,
  categoriesOf,
  countByStatus,
  filterTests,
  maxComplexity,
  nextSort,
  openFilter,
  sortTests,
  type TestFilter,
  type TestResultRecord,
} from '../../../../domain/heatmap/test-results.ts'
import { Button } from '../../../ui/button.tsx'
import { Loader } from '../../../ui/loader.tsx'
import { HeatmapFilters } from './heatmap-filters.tsx'
import { HeatmapGrid } from './heatmap-grid.tsx'
import { IssuesView } from './issues-view.tsx'
import { TestTable } from './test-table.tsx'
import { useTestResults } from './use-test-results.ts'

type View = 'heatmap' | 'list' | 'issues'

/** System Status: the last test run as a heatmap, a sortable list and its issues. */
export function TestHeatmap() {
  const { t } = useLingui()
  const state = useTestResults()
  if (state.phase === 'loading')
    return <Loader type="heatShield" label={t`Loading test results...`} className="rounded-2xl bg-white" />
  if (state.phase === 'failed')
    return (
      <Notice icon={<AlertOctagon className="size-6 text-red-700" aria-hidden />} role="alert">
        <Trans>Failed to load test results</Trans>
      </Notice>
    )
  if (state.record.testsRun.length === 0) return <NoResults />
  return <TestResults record={state.record} />
}

function Notice({ icon, role, children }: { icon: ReactNode; role?: 'alert'; children: ReactNode }) {
  return (
    <div
      role={role}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
    >
      {icon}
      <div className="flex flex-col items-center gap-3 font-medium text-slate-700">{children}</div>
    </div>
  )
}

function NoResults({ onClear }: { onClear?: () => void }) {
  return (
    <Notice icon={<SearchX className="size-6 text-slate-400" aria-hidden />}>
      {/* With a way to clear filters, the run has tests, just none these filters let through. */}
      <p>
        {onClear ? <Trans>No tests match these filters</Trans> : <Trans>No test results available</Trans>}
      </p>
      {onClear && (
        <Button variant="outline" size="sm" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </Notice>
  )
}

function TestResults({ record }: { record: TestResultRecord }) {
  const { i18n, t } = useLingui()
  const tests = record.testsRun
  const max = maxComplexity(tests)
  const [view, setView] = useState<View>('heatmap')
  const [sort, setSort] = useState(DEFAULT_SORT)
  const [filter, setFilter] = useState<TestFilter>(() => openFilter(tests))
  const shown = useMemo(() => sortTests(filterTests(tests, filter), sort), [tests, filter, sort])
  const counts = countByStatus(tests)
  const ran = tests.filter((test) => test.status !== 'SKIPPED')
  const coverage = ran.length ? ran.reduce((sum, test) => sum + test.coverage, 0) / ran.length / 100 : 0
  const openIssues = record.issues.filter((issue) => issue.status !== 'FIXED').length
  const summary = [
    { label: t`Tests run`, value: i18n.number(tests.length), tone: 'text-brand-900' },
    { label: t`Passed`, value: i18n.number(counts.PASS), tone: 'text-emerald-700' },
    { label: t`Failed`, value: i18n.number(counts.FAIL), tone: 'text-red-700' },
    { label: t`Warnings`, value: i18n.number(counts.WARNING), tone: 'text-amber-700' },
    { label: t`Skipped`, value: i18n.number(counts.SKIPPED), tone: 'text-slate-600' },
    {
      label: t`Average coverage of tests run`,
      value: i18n.number(coverage, { style: 'percent' }),
      tone: 'text-brand-900',
    },
  ]
  const filtered = shown.length === 0 ? <NoResults onClear={() => setFilter(openFilter(tests))} /> : null

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">
          {t`Last run ${i18n.date(record.timestamp, { dateStyle: 'medium', timeStyle: 'short' })}`}
        </p>
        <dl className="grid grid-cols-3 gap-px overflow-hidden rounded-xl bg-slate-200 ring-1 ring-slate-200 lg:grid-cols-6">
          {summary.map((item) => (
            <div key={item.label} className="flex flex-col-reverse gap-0.5 bg-white px-3 py-3 sm:px-4">
              {/* Three to a row on a phone: a long word ("Предупреждения") breaks instead of being cut off. */}
              <dt className="text-xs [overflow-wrap:anywhere] text-slate-600">{item.label}</dt>
              <dd className={`text-xl font-bold tabular-nums sm:text-2xl ${item.tone}`}>{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <Tabs.Root
        value={view}
        onValueChange={(value) => setView(value as View)}
        className="flex flex-col gap-5"
      >
        <Tabs.List
          aria-label={t`Test result views`}
          className="flex w-full gap-1 rounded-xl bg-slate-100 p-1 sm:w-fit"
        >
          {(
            [
              { value: 'heatmap', label: t`Heatmap`, icon: Grid3x3 },
              { value: 'list', label: t`List`, icon: List },
              { value: 'issues', label: t`Issues`, icon: TriangleAlert, count: openIssues },
            ] as const
          ).map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="inline-flex min-w-0 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold sm:px-4 text-slate-600 transition hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm sm:flex-none"
            >
              <tab.icon className="size-4" aria-hidden />
              {tab.label}
              {'count' in tab && tab.count > 0 && (
                <span className="rounded-full bg-red-100 px-1.5 text-xs font-bold text-red-800 tabular-nums">
                  {i18n.number(tab.count)}
                </span>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        {view !== 'issues' && (
          <div className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
            <HeatmapFilters filter={filter} categories={categoriesOf(tests)} max={max} onChange={setFilter} />
            <p className="mt-3 text-xs text-slate-600" aria-live="polite">
              {t`Showing ${i18n.number(shown.length)} of ${i18n.number(tests.length)} tests`}
            </p>
          </div>
        )}

        <Tabs.Content value="heatmap" className="focus-visible:outline-none">
          {filtered ?? <HeatmapGrid tests={shown} max={max} />}
        </Tabs.Content>
        <Tabs.Content value="list" className="focus-visible:outline-none">
          {filtered ?? (
            <TestTable tests={shown} max={max} sort={sort} onSort={(key) => setSort(nextSort(sort, key))} />
          )}
        </Tabs.Content>
        <Tabs.Content value="issues" className="focus-visible:outline-none">
          <IssuesView record={record} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
