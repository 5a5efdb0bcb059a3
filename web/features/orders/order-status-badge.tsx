import { useLingui } from '@lingui/react/macro'
import type { OrderStatus } from '../../../domain/shop/status.ts'
import { cn } from '../../ui/cn.ts'
import { ORDER_STATUS_LABELS } from './labels.ts'

const STYLES: Record<OrderStatus, string> = {
  placed: 'bg-slate-100 text-slate-800',
  paid: 'bg-brand-100 text-brand-800',
  processing: 'bg-amber-100 text-amber-900',
  shipped: 'bg-accent-100 text-accent-700',
  delivered: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-red-100 text-red-800',
  refunded: 'bg-violet-100 text-violet-800',
}

/** An order's status as a coloured label (the text says it; the colour only helps). */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { i18n } = useLingui()
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        STYLES[status],
        className,
      )}
    >
      {i18n._(ORDER_STATUS_LABELS[status])}
    </span>
  )
}
