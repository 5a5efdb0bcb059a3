import { Trans, useLingui } from '@lingui/react/macro'
import { CircleX, WifiOff } from 'lucide-react'
import { useState } from 'react'
import type { OrderView } from '../../../domain/shop/order.ts'
import { NetworkError } from '../../app/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx'
import { toast } from '../../ui/toast-store.ts'
import { useCancelOrder } from './api/cancel-order.ts'
import { describeOrderError } from './order-messages.ts'
import { useOnline } from '../../app/connectivity.ts'

/**
 * "Cancel order", asked once more, sent to the server. Cancelling needs the network (the hub must
 * put the stock back and stop the cutting): offline, it says so instead of asking.
 */
export function CancelOrder({
  number,
  onCancelled,
}: {
  number: string
  onCancelled?: (view: OrderView) => void
}) {
  const { i18n, t } = useLingui()
  const online = useOnline()
  const cancel = useCancelOrder()
  const [asking, setAsking] = useState(false)
  const [offlineTried, setOfflineTried] = useState(false)
  const offline = offlineTried || cancel.error instanceof NetworkError

  const confirm = () => {
    setAsking(false)
    cancel.mutate(number, {
      onSuccess: (view) => {
        toast({ title: t`Order ${number} is cancelled`, variant: 'success' })
        onCancelled?.(view)
      },
    })
  }

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="outline"
        className="self-start border-red-300 text-red-800 hover:bg-red-50"
        disabled={cancel.isPending}
        onClick={() => {
          cancel.reset()
          if (navigator.onLine) {
            setOfflineTried(false)
            setAsking(true)
          } else setOfflineTried(true)
        }}
      >
        <CircleX aria-hidden />
        {cancel.isPending ? <Trans>Cancelling…</Trans> : <Trans>Cancel order</Trans>}
      </Button>
      {offline && !online ? (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-amber-900">
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
          <Trans>
            You are offline. Cancelling an order needs a connection: try again once you are back online.
          </Trans>
        </p>
      ) : (
        cancel.isError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {describeOrderError(i18n, cancel.error)}
          </p>
        )
      )}
      {asking && (
        <Dialog open onOpenChange={(open) => !open && setAsking(false)}>
          <DialogContent role="alertdialog">
            <DialogTitle>
              <Trans>Cancel order {number}?</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>We stop preparing it and email you a confirmation. This cannot be undone.</Trans>
            </DialogDescription>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" autoFocus onClick={() => setAsking(false)}>
                <Trans>Keep the order</Trans>
              </Button>
              <Button variant="destructive" onClick={confirm}>
                <Trans>Cancel order</Trans>
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      )}
    </div>
  )
}
