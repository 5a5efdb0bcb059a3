import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, type FormEvent } from 'react'
import { HUBS, type HubId } from '../../../domain/hubs/hubs.ts'
import { INVENTORY_LIMITS } from '../../../domain/inventory/roll.ts'
import { ApiError } from '../../app/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { SelectBox } from '../../ui/form-fields.tsx'
import { toast } from '../../ui/toast-store.ts'
import { fetchRollProducts, receiveRoll, type RollProduct } from './commands.ts'
import { describeInventoryFailure, translateInventoryCode } from './labels.ts'
import { hubNameIn } from '../../ui/hub-names.ts'

/** A delivery into a hub: one roll at a time, with its lot; needs a connection (the product list). */
export function ReceiveDialog({
  open,
  onOpenChange,
  defaultHub,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  defaultHub: HubId
}) {
  const { t, i18n } = useLingui()
  const [products, setProducts] = useState<RollProduct[] | null>(null)
  const [loadError, setLoadError] = useState<string>()
  const [hubId, setHubId] = useState<HubId>(defaultHub)
  const [productId, setProductId] = useState('')
  const [lot, setLot] = useState('')
  const [length, setLength] = useState('100')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!open) return
    setHubId(defaultHub)
    setLoadError(undefined)
    fetchRollProducts().then(setProducts, (error: unknown) =>
      setLoadError(describeInventoryFailure(i18n, error)),
    )
  }, [open, defaultHub, i18n])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      await receiveRoll({
        id: crypto.randomUUID(),
        hubId,
        productId,
        lot,
        lengthFt: Number(length),
        reason: '',
      })
      toast({ title: t`Roll received`, variant: 'success' })
      setLot('')
      setErrors({})
      onOpenChange(false)
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, code]) => [
              field,
              translateInventoryCode(i18n, code),
            ]),
          ),
        )
      } else toast({ title: describeInventoryFailure(i18n, error), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="text-xl font-bold text-slate-900">
          <Trans>Receive a roll</Trans>
        </DialogTitle>
        <DialogDescription className="text-sm text-slate-600">
          <Trans>Each roll gets its own line in the ledger, with you as the one who received it.</Trans>
        </DialogDescription>
        {loadError ? (
          <p role="alert" className="font-medium text-red-700">
            {loadError}
          </p>
        ) : (
          <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
            <SelectBox
              label={t`Hub`}
              value={hubId}
              onChange={(value) => setHubId(value as HubId)}
              error={errors.hubId}
            >
              {HUBS.map((hub) => (
                <option key={hub.id} value={hub.id}>
                  {hubNameIn(i18n, hub.id)}
                </option>
              ))}
            </SelectBox>
            <SelectBox label={t`Product`} value={productId} onChange={setProductId} error={errors.productId}>
              <option value="">{t`Choose a film roll`}</option>
              {(products ?? []).map((product) => (
                <option key={product.id} value={product.id}>
                  {product.sku} · {product.name}
                </option>
              ))}
            </SelectBox>
            <FormField
              label={t`Lot number`}
              value={lot}
              maxLength={INVENTORY_LIMITS.lot}
              onChange={(event) => setLot(event.currentTarget.value)}
              error={errors.lot}
            />
            <FormField
              label={t`Length (ft)`}
              type="number"
              inputMode="decimal"
              step="0.1"
              value={length}
              onChange={(event) => setLength(event.currentTarget.value)}
              error={errors.lengthFt}
            />
            <Button type="submit" size="lg" disabled={busy || products === null}>
              <Trans>Receive roll</Trans>
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}
