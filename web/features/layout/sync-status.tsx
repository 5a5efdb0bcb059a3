import { lazy, Suspense, useState } from 'react'
import { SyncIndicator } from '../../app/sync/sync-indicator.tsx'

const ThisDeviceDialog = lazy(() =>
  import('./this-device-dialog.tsx').then((module) => ({ default: module.ThisDeviceDialog })),
)

/**
 * The header's sync indicator, which opens "This device" (where the requests that need the user are
 * listed, with what to do about them) when something needs attention.
 */
export function SyncStatus() {
  const [device, setDevice] = useState<boolean | null>(null)
  return (
    <>
      <SyncIndicator onShowAttention={() => setDevice(true)} />
      {device !== null && (
        <Suspense fallback={null}>
          <ThisDeviceDialog open={device} onOpenChange={setDevice} />
        </Suspense>
      )}
    </>
  )
}
