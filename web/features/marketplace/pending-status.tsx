import { Trans, useLingui } from '@lingui/react/macro'
import type { OutboxRow } from '../../app/device-db.ts'
import { OutboxRecordState } from '../../app/sync/record-state-line.tsx'
import { dismissRequest } from './api/commands.ts'
import { translateMarketplaceCode } from './labels.ts'

/**
 * How a request queued on this device stands: on this device only, sending, or refused by the server
 * (why, and a way to put it aside).
 */
export function PendingStatus({ row, className }: { row: OutboxRow; className?: string }) {
  const { i18n } = useLingui()
  return (
    <OutboxRecordState
      row={row}
      reason={translateMarketplaceCode(i18n, row.refusal?.code)}
      className={className}
    >
      {row.state === 'failed' && (
        <button type="button" className="underline" onClick={() => void dismissRequest(row.id)}>
          <Trans>Dismiss</Trans>
        </button>
      )}
    </OutboxRecordState>
  )
}
