import { Trans, useLingui } from '@lingui/react/macro'
import { CloudOff, CloudUpload } from 'lucide-react'
import { dismissEntry, type PendingRequest } from './commands.ts'
import { formatFeet, translateInventoryCode } from './labels.ts'

/** A count or cut made on this device and not yet in the roll's ledger: waiting, sending, or refused (why). */
export function PendingLine({ request }: { request: PendingRequest }) {
  const { i18n } = useLingui()
  const { row, summary } = request
  const what =
    summary.countedFt !== undefined ? (
      <Trans>Counted {formatFeet(i18n, summary.countedFt)}</Trans>
    ) : (
      <Trans>Cut {formatFeet(i18n, summary.lengthFt ?? 0)}</Trans>
    )
  if (row.state === 'failed') {
    return (
      <span className="flex flex-wrap items-center gap-2 font-medium text-red-700" role="alert">
        {what}: {translateInventoryCode(i18n, row.refusal?.code)}
        <button
          type="button"
          className="relative z-10 min-h-11 underline"
          onClick={() => void dismissEntry(row.id)}
        >
          <Trans>Dismiss</Trans>
        </button>
      </span>
    )
  }
  return (
    <span className="flex items-center gap-2 font-medium text-amber-900" data-testid="pending-entry">
      {row.state === 'sent' ? (
        <CloudUpload className="size-4 shrink-0" aria-hidden />
      ) : (
        <CloudOff className="size-4 shrink-0" aria-hidden />
      )}
      {what} ·{' '}
      {row.state === 'sent' ? (
        <Trans>Sent — updating</Trans>
      ) : (
        <Trans>Waiting to sync — it goes as soon as there is a connection</Trans>
      )}
    </span>
  )
}
