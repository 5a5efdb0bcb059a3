import { useLingui } from '@lingui/react/macro'
import type { BidStatus } from '../../../domain/marketplace/bid.ts'
import type { JobStatus } from '../../../domain/marketplace/job.ts'
import { cn } from '../../ui/cn.ts'
import { BID_STATUS_LABELS, JOB_STATUS_LABELS } from './labels.ts'

const JOB_STYLES: Record<JobStatus, string> = {
  open: 'bg-accent-100 text-accent-700',
  reviewing: 'bg-amber-100 text-amber-900',
  hired: 'bg-brand-100 text-brand-800',
  scheduled: 'bg-brand-100 text-brand-800',
  inProgress: 'bg-violet-100 text-violet-800',
  completed: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-slate-200 text-slate-700',
}

const BID_STYLES: Record<BidStatus, string> = {
  active: 'bg-accent-100 text-accent-700',
  withdrawn: 'bg-slate-200 text-slate-700',
  accepted: 'bg-emerald-100 text-emerald-800',
  declined: 'bg-slate-200 text-slate-700',
}

const BADGE =
  'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap'

/** A job's status as a coloured label (the text says it; the colour only helps). */
export function JobStatusBadge({ status, className }: { status: JobStatus; className?: string }) {
  const { i18n } = useLingui()
  return <span className={cn(BADGE, JOB_STYLES[status], className)}>{i18n._(JOB_STATUS_LABELS[status])}</span>
}

export function BidStatusBadge({ status, className }: { status: BidStatus; className?: string }) {
  const { i18n } = useLingui()
  return <span className={cn(BADGE, BID_STYLES[status], className)}>{i18n._(BID_STATUS_LABELS[status])}</span>
}
