import { Trans, useLingui } from '@lingui/react/macro'
import { Download, Share, SquarePlus, WifiOff, X } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { installDeclined, useDeviceFlag } from '../device-flags.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx'
import { promptInstall, useInstallWay, type InstallWay } from './install-offer.ts'

/** Safari on iOS installs from its Share menu: the steps, in words and with the icons the person will see. */
function IosSteps({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const step = (icon: ReactNode, text: ReactNode) => (
    <li className="flex items-start gap-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-800">
        {icon}
      </span>
      <span className="pt-1.5">{text}</span>
    </li>
  )
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>
          <Trans>Add the app to your home screen</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>It then opens full screen from its icon, and keeps working where there is no signal.</Trans>
        </DialogDescription>
        <ol className="flex flex-col gap-3 text-sm text-slate-800">
          {step(
            <Share className="size-5" aria-hidden />,
            <Trans>Tap Share in Safari’s toolbar (the square with an arrow pointing up).</Trans>,
          )}
          {step(<SquarePlus className="size-5" aria-hidden />, <Trans>Choose “Add to Home Screen”.</Trans>)}
          {step(
            <Download className="size-5" aria-hidden />,
            <Trans>Tap “Add”. The app is on your home screen.</Trans>,
          )}
        </ol>
      </DialogContent>
    </Dialog>
  )
}

/**
 * Installing the way the device does it: `way` is null where the app is installed or cannot be;
 * `dialog` is the iOS steps, to be rendered beside whatever calls `start`.
 */
export function useInstall(): { way: InstallWay; start: () => void; dialog: ReactNode } {
  const way = useInstallWay()
  const [steps, setSteps] = useState(false)
  return {
    way,
    start: () => (way === 'ios' ? setSteps(true) : void promptInstall()),
    dialog: way === 'ios' ? <IosSteps open={steps} onOpenChange={setSteps} /> : null,
  }
}

/** The install button; absent where the app is installed or cannot be. */
export function InstallAppButton({
  className,
  variant = 'outline',
}: {
  className?: string
  variant?: 'outline' | 'default'
}) {
  const { way, start, dialog } = useInstall()
  if (way === null) return null
  return (
    <>
      <Button variant={variant} className={className} onClick={start}>
        <Download aria-hidden />
        <Trans>Install the app</Trans>
      </Button>
      {dialog}
    </>
  )
}

/**
 * Offered once there is something worth having at hand (a first estimate, an order), never before,
 * and never again once declined; the menu keeps the button for later.
 */
export function InstallSuggestion({ className }: { className?: string }) {
  const { t } = useLingui()
  const way = useInstallWay()
  const declined = useDeviceFlag(installDeclined)
  if (way === null || declined) return null
  return (
    <aside
      aria-label={t`Install the app`}
      className={cn(
        'relative flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 pr-12 text-sm text-brand-950 sm:flex-row sm:items-center print:hidden',
        className,
      )}
    >
      <WifiOff className="hidden size-6 shrink-0 text-brand-700 sm:block" aria-hidden />
      <p className="flex-1">
        <Trans>
          Keep the app on this device: it opens from your home screen and works where there is no signal.
        </Trans>
      </p>
      <InstallAppButton variant="default" className="self-start sm:self-auto" />
      <button
        type="button"
        onClick={() => installDeclined.set(true)}
        className="absolute top-2 right-2 rounded-md p-2 text-brand-800 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
      >
        <X className="size-4" aria-hidden />
        <span className="sr-only">{t`Not now`}</span>
      </button>
    </aside>
  )
}
