import { Trans, useLingui } from '@lingui/react/macro'
import { Clock } from 'lucide-react'
import type { ReactNode } from 'react'
import type { OutboxRow } from '../../app/device-db.ts'
import { cn } from '../../ui/cn.ts'
import { dismissRequest } from './api/commands.ts'
import { translateMarketplaceCode } from './labels.ts'

/**
 * How a request queued on this device stands: waiting for a connection, or refused by the server
 * (why, and a way to put it aside). `waiting` says what it waits to do; sending unless said.
 */
export function PendingStatus({
  row,
  waiting,
  className,
}: {
  row: OutboxRow
  waiting?: ReactNode
  className?: string
}) {
  const { i18n } = useLingui()
  if (row.state === 'failed') {
    return (
      <span
        className={cn('flex flex-wrap items-center gap-2 font-medium text-red-700', className)}
        role="alert"
      >
        {translateMarketplaceCode(i18n, row.refusal?.code)}
        <button type="button" className="underline" onClick={() => void dismissRequest(row.id)}>
          <Trans>Dismiss</Trans>
        </button>
      </span>
    )
  }
  return (
    <span className={cn('flex items-center gap-1 text-slate-600', className)}>
      <Clock className="size-4 shrink-0" aria-hidden />
      {waiting ?? <Trans>Waiting to send — it goes as soon as there is a connection</Trans>}
    </span>
  )
}
