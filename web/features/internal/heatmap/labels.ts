import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { AlertTriangle, CheckCircle2, MinusCircle, XCircle, type LucideIcon } from 'lucide-react'
import type {
  ComplexityLevel,
  IssueSeverity,
  IssueStatus,
  SortKey,
  TestStatus,
} from '../../../../domain/heatmap/test-results.ts'

/** Status names as the portal shows them; each also has an icon so it never rests on colour alone. */
export const STATUS_META: Record<TestStatus, { label: MessageDescriptor; icon: LucideIcon; badge: string }> =
  {
    PASS: { label: msg`PASS`, icon: CheckCircle2, badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
    FAIL: { label: msg`FAIL`, icon: XCircle, badge: 'bg-red-50 text-red-800 ring-red-200' },
    WARNING: { label: msg`WARNING`, icon: AlertTriangle, badge: 'bg-amber-50 text-amber-900 ring-amber-200' },
    SKIPPED: { label: msg`SKIPPED`, icon: MinusCircle, badge: 'bg-slate-100 text-slate-700 ring-slate-200' },
  }

export const SEVERITY_META: Record<IssueSeverity, { label: MessageDescriptor; badge: string; bar: string }> =
  {
    HIGH: { label: msg`HIGH`, badge: 'bg-red-700 text-white', bar: 'bg-red-600' },
    MEDIUM: { label: msg`MEDIUM`, badge: 'bg-amber-400 text-amber-950', bar: 'bg-amber-400' },
    LOW: { label: msg`LOW`, badge: 'bg-slate-200 text-slate-800', bar: 'bg-slate-300' },
  }

export const ISSUE_STATUS_LABEL: Record<IssueStatus, MessageDescriptor> = {
  FIXED: msg`FIXED`,
  IDENTIFIED: msg`IDENTIFIED`,
  PENDING: msg`PENDING`,
  INVESTIGATING: msg`INVESTIGATING`,
}

export const ISSUE_STATUS_BADGE: Record<IssueStatus, string> = {
  FIXED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  IDENTIFIED: 'bg-sky-50 text-sky-800 ring-sky-200',
  PENDING: 'bg-slate-100 text-slate-700 ring-slate-200',
  INVESTIGATING: 'bg-violet-50 text-violet-800 ring-violet-200',
}

/** Tile colours by complexity level; the number is always printed on the tile as well. */
export const LEVEL_META: Record<ComplexityLevel, { label: MessageDescriptor; tile: string }> = {
  green: { label: msg`Low`, tile: 'bg-emerald-500 text-emerald-950' },
  yellow: { label: msg`Moderate`, tile: 'bg-yellow-300 text-yellow-950' },
  orange: { label: msg`High`, tile: 'bg-orange-400 text-orange-950' },
  red: { label: msg`Critical`, tile: 'bg-red-600 text-white' },
}

export const SORT_LABEL: Record<SortKey, MessageDescriptor> = {
  name: msg`Test`,
  status: msg`Status`,
  complexity: msg`Complexity`,
  executionTime: msg`Time`,
  coverage: msg`Coverage`,
}
