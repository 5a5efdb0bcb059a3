import { Plural, Trans } from '@lingui/react/macro'
import { CloudOff } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx'

/** Asks before a sign-out that would delete changes not yet on the server (see sign-out.tsx). */
export function UnsyncedSignOutDialog({
  pending,
  online,
  onCancel,
  onConfirm,
}: {
  pending: number
  online: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent role="alertdialog">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
            <CloudOff className="size-5" aria-hidden />
          </span>
          <div className="flex flex-col gap-2">
            <DialogTitle>
              <Plural value={pending} one="# change is not synced yet" other="# changes are not synced yet" />
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Signing out deletes this account’s data from this device, including changes the server has not
                received.
              </Trans>{' '}
              {online ? (
                <Trans>Stay signed in for a moment and they will be sent.</Trans>
              ) : (
                <Trans>Stay signed in until you are back online, and they will be sent.</Trans>
              )}
            </DialogDescription>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="destructive" onClick={onConfirm}>
            <Trans>Sign out and delete them</Trans>
          </Button>
          <Button autoFocus onClick={onCancel}>
            <Trans>Stay signed in</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
