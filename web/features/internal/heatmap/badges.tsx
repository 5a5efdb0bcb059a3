import { useLingui } from '@lingui/react/macro'
import { complexityLevel, type TestStatus } from '../../../../domain/heatmap/test-results.ts'
import { cn } from '../../../ui/cn.ts'
import { LEVEL_META, STATUS_META } from './labels.ts'

export function StatusBadge({ status }: { status: TestStatus }) {
  const { i18n } = useLingui()
  const meta = STATUS_META[status]
  const Icon = meta.icon
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        meta.badge,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {i18n._(meta.label)}
    </span>
  )
}

/** The complexity value on its colour, e.g. a red "9". */
export function ComplexityPill({ value, max }: { value: number; max: number }) {
  const { i18n } = useLingui()
  return (
    <span
      className={cn(
        'inline-flex min-w-8 items-center justify-center rounded-md px-2 py-0.5 text-sm font-bold tabular-nums',
        LEVEL_META[complexityLevel(value, max)].tile,
      )}
    >
      {i18n.number(value)}
    </span>
  )
}
