import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx'
import { toast } from '../../ui/toast-store.ts'
import { describeFailure } from './labels.ts'

/**
 * A decision that needs the server's answer now (hire, cancel): a button, asked once more in a dialog,
 * then sent; success is toasted, a refusal or a missing connection is said beside the button.
 */
export function ConfirmAction({
  label,
  title,
  description,
  confirmLabel,
  success,
  run,
  variant = 'default',
}: {
  label: ReactNode
  title: string
  description: string
  confirmLabel: string
  success: string
  run: () => Promise<unknown>
  variant?: 'default' | 'outline' | 'destructive'
}) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function confirm() {
    setOpen(false)
    setBusy(true)
    setError(null)
    try {
      await run()
      toast({ title: success, variant: 'success' })
    } catch (cause) {
      setError(describeFailure(i18n, cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Button variant={variant} disabled={busy} onClick={() => setOpen(true)} className="self-start">
        {label}
      </Button>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => setOpen(false)}>
              <Trans>Not now</Trans>
            </Button>
            <Button
              variant={variant === 'destructive' ? 'destructive' : 'default'}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  )
}
