import { Trans } from '@lingui/react/macro'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx'

/** Asks before an estimate is deleted (on every device it syncs to). */
export function DeleteEstimateDialog({
  name,
  onCancel,
  onConfirm,
}: {
  name: string
  onCancel: () => void
  onConfirm: () => void | Promise<void>
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent role="alertdialog">
        <DialogTitle>
          <Trans>Delete “{name}”?</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>The estimate is deleted on all your devices. This cannot be undone.</Trans>
        </DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" autoFocus onClick={onCancel}>
            <Trans>Keep it</Trans>
          </Button>
          <Button variant="destructive" onClick={() => void onConfirm()}>
            <Trans>Delete estimate</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
