import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Lightbulb, Wrench } from 'lucide-react'
import { ISSUE_SEVERITIES, type TestResultRecord } from '../../../../domain/heatmap/test-results.ts'
import { cn } from '../../../ui/cn.ts'
import { ISSUE_STATUS_BADGE, ISSUE_STATUS_LABEL, SEVERITY_META } from './labels.ts'

/** The run's issues, most severe first, then its recommendations. */
export function IssuesView({ record }: { record: TestResultRecord }) {
  const { i18n, t } = useLingui()
  const issues = [...record.issues].sort(
    (a, b) => ISSUE_SEVERITIES.indexOf(a.severity) - ISSUE_SEVERITIES.indexOf(b.severity),
  )
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1.6fr_1fr]">
      <section aria-labelledby="issues-title" className="flex flex-col gap-3">
        <h3 id="issues-title" className="text-base font-semibold text-brand-900">
          <Plural value={issues.length} one="# issue found" other="# issues found" />
        </h3>
        {issues.length === 0 ? (
          <p className="text-slate-600">
            <Trans>No issues in this run.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t`Issues`}>
            {issues.map((issue) => {
              const severity = SEVERITY_META[issue.severity]
              return (
                <li
                  key={issue.description}
                  className="relative overflow-hidden rounded-xl border border-slate-200 bg-white p-4 pl-5 shadow-sm"
                >
                  <span aria-hidden className={cn('absolute inset-y-0 left-0 w-1.5', severity.bar)} />
                  <div className="flex flex-wrap items-center gap-2">
                    <span
                      className={cn('rounded px-2 py-0.5 text-xs font-bold tracking-wide', severity.badge)}
                    >
                      {t`Severity: ${i18n._(severity.label)}`}
                    </span>
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
                        ISSUE_STATUS_BADGE[issue.status],
                      )}
                    >
                      {i18n._(ISSUE_STATUS_LABEL[issue.status])}
                    </span>
                    <span className="text-xs font-medium text-slate-500">{issue.area}</span>
                  </div>
                  <p className="mt-2 text-sm font-medium text-slate-900 sm:text-base">{issue.description}</p>
                  <p className="mt-1.5 flex gap-2 text-sm text-slate-600">
                    <Wrench className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
                    <span>
                      <span className="font-semibold text-slate-700">
                        <Trans>Resolution:</Trans>
                      </span>{' '}
                      {issue.resolution}
                    </span>
                  </p>
                </li>
              )
            })}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="recommendations-title"
        className="flex h-fit flex-col gap-3 rounded-xl bg-accent-100/40 p-5 ring-1 ring-accent-200"
      >
        <h3
          id="recommendations-title"
          className="flex items-center gap-2 text-base font-semibold text-brand-900"
        >
          <Lightbulb className="size-5 text-accent-700" aria-hidden />
          <Trans>Recommendations</Trans>
        </h3>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700 marker:font-semibold marker:text-accent-700">
          {record.recommendations.map((recommendation) => (
            <li key={recommendation}>{recommendation}</li>
          ))}
        </ol>
      </section>
    </div>
  )
}
