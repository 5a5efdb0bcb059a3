import { useLingui } from '@lingui/react/macro'
import type { SupportStatus } from '../../../domain/support/request.ts'
import { cn } from '../../ui/cn.ts'
import { SUPPORT_STATUS_LABELS, SUPPORT_STATUS_TONES } from './labels.ts'

export function SupportStatusBadge({ status, className }: { status: SupportStatus; className?: string }) {
  const { i18n } = useLingui()
  return (
    <span
      className={cn('rounded-full px-3 py-1 text-xs font-semibold', SUPPORT_STATUS_TONES[status], className)}
    >
      {i18n._(SUPPORT_STATUS_LABELS[status])}
    </span>
  )
}
