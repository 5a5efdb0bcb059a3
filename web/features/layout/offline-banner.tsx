import { Trans } from '@lingui/react/macro'
import { CloudOff } from 'lucide-react'
import { useOnline } from '../../app/connectivity.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'

/**
 * A quiet line under the header while a visitor is offline: the pages they opened still work, and
 * what they send (an order, an estimate request) waits on the device. Signed-in users read the same
 * in the header's sync state instead.
 */
export function OfflineBanner() {
  const online = useOnline()
  const { user, isLoading } = useAuth()
  if (online || user || isLoading) return null
  return (
    <div role="status" className="border-b border-slate-200 bg-slate-100 text-slate-800 print:hidden">
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 text-sm sm:px-6">
        <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <Trans>
            No connection: the pages you have opened still work, and what you send waits on this device until
            you are back online.
          </Trans>
        </span>
      </p>
    </div>
  )
}
