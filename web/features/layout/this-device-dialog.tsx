import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { AlertTriangle, CheckCircle2, HardDrive, ShieldAlert } from 'lucide-react'
import { lazy, Suspense, type ReactNode } from 'react'
import { useOutboxCounts } from '../../app/connectivity.ts'
import { ensureCatalog } from '../../app/i18n.ts'
import { useDeviceStorage } from '../../app/device-storage.ts'
import { useInstall } from '../../app/install/install-app.tsx'
import { useSyncStatus } from '../../app/sync/sync-provider.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx'

/*
 * "This device", from the account menu (and from the header's sync indicator when something needs
 * attention): what the app keeps on this phone or computer, how much room it takes and has left,
 * whether the browser promised to keep it, what still waits to reach the server, and the requests
 * that need the user (the server kept failing, or refused them) with what can be done about them. It
 * says in words what to do when room runs low, and on Safari in a tab (which clears a site's data
 * after seven days without a visit) it offers to install the app.
 */

// Loaded only when something needs attention: the list reads the outbox (Dexie) and speaks the app's catalog.
const OutboxAttention = lazy(async () => {
  const [module] = await Promise.all([import('../../app/sync/outbox-attention.tsx'), ensureCatalog('app')])
  return { default: module.OutboxAttention }
})

function useBytes() {
  const { i18n } = useLingui()
  return (bytes: number) => {
    const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const
    let value = bytes
    let unit = 0
    while (value >= 1000 && unit < units.length - 1) {
      value /= 1000
      unit++
    }
    return i18n.number(value, {
      style: 'unit',
      unit: units[unit],
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    })
  }
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-100 py-2.5 last:border-0">
      <dt className="text-sm font-semibold text-slate-800">{label}</dt>
      <dd className="text-sm text-slate-700">{children}</dd>
    </div>
  )
}

export function ThisDeviceDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useLingui()
  const bytes = useBytes()
  const storage = useDeviceStorage(open)
  const sync = useSyncStatus()
  const outbox = useOutboxCounts()
  const install = useInstall()
  const waiting = (sync?.pendingChanges ?? 0) + outbox.waiting

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-md overflow-y-auto">
          <DialogTitle className="flex items-center gap-2">
            <HardDrive className="size-5" aria-hidden />
            <Trans>This device</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              What the app keeps here to work without signal, and what still waits to reach the server.
            </Trans>
          </DialogDescription>
          {storage?.low && (
            <p role="alert" className="flex gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <Trans>
                Space is running low on this device. Connect so that your changes reach the server, then free
                some room (photos, videos or other apps). What is already saved here stays.
              </Trans>
            </p>
          )}
          {outbox.attention > 0 && (
            <Suspense fallback={null}>
              <OutboxAttention />
            </Suspense>
          )}
          <dl>
            <Row label={t`Waiting to sync`}>
              {waiting === 0 ? (
                <Trans>Nothing: everything is on the server.</Trans>
              ) : (
                <Plural
                  value={waiting}
                  one="# change is saved on this device and not on the server yet."
                  other="# changes are saved on this device and not on the server yet."
                />
              )}
            </Row>
            <Row label={t`Space`}>
              {storage === null ? (
                <Trans>Reading…</Trans>
              ) : storage.usageBytes === null || storage.quotaBytes === null ? (
                <Trans>This browser does not say how much room the app has.</Trans>
              ) : (
                <Trans>
                  {bytes(storage.usageBytes)} used ·{' '}
                  {bytes(Math.max(0, storage.quotaBytes - storage.usageBytes))} left
                </Trans>
              )}
            </Row>
            <Row label={t`Kept by the browser`}>
              {storage?.persisted ? (
                <span className="flex items-start gap-1.5 text-emerald-800">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <Trans>Yes: the browser will not clear the app’s data to make room.</Trans>
                </span>
              ) : (
                <span className="flex items-start gap-1.5">
                  <ShieldAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
                  <Trans>
                    Not promised: the browser may clear the app’s data when the device runs out of room. Sync
                    before that happens; installing the app makes it keep the data.
                  </Trans>
                </span>
              )}
            </Row>
          </dl>
          {install.way === 'ios' && (
            <div className="flex flex-col gap-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
              <p>
                <Trans>
                  Safari clears a website’s data after seven days without a visit. Add the app to your home
                  screen to keep your work on this device.
                </Trans>
              </p>
              <Button variant="outline" className="self-start" onClick={install.start}>
                <Trans>Add to home screen</Trans>
              </Button>
            </div>
          )}
        </DialogContent>
      </Dialog>
      {install.dialog}
    </>
  )
}
