import { Trans, useLingui } from '@lingui/react/macro'
import { OutboxRecordState } from '../../app/sync/record-state-line.tsx'
import { dismissEntry, type PendingRequest } from './commands.ts'
import { formatFeet, translateInventoryCode } from './labels.ts'

/** A count or cut made on this device and not yet in the roll's ledger: on this device, sending, sent, or refused (why). */
export function PendingLine({ request }: { request: PendingRequest }) {
  const { i18n } = useLingui()
  const { row, summary } = request
  const what =
    summary.countedFt !== undefined ? (
      <Trans>Counted {formatFeet(i18n, summary.countedFt)}</Trans>
    ) : (
      <Trans>Cut {formatFeet(i18n, summary.lengthFt ?? 0)}</Trans>
    )
  return (
    <span
      className="flex flex-wrap items-center gap-x-2 font-medium text-slate-900"
      data-testid="pending-entry"
    >
      {what}
      <OutboxRecordState
        row={row}
        reason={translateInventoryCode(i18n, row.refusal?.code)}
        className="font-normal"
      >
        {row.state === 'failed' && (
          <button
            type="button"
            className="relative z-10 min-h-11 underline"
            onClick={() => void dismissEntry(row.id)}
          >
            <Trans>Dismiss</Trans>
          </button>
        )}
      </OutboxRecordState>
    </span>
  )
}
