import { Trans, useLingui } from '@lingui/react/macro'
import { ClipboardCheck } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useUpdateHold } from '../../app/update-holds.ts'
import { INVENTORY_LIMITS, type RollDocument } from '../../../domain/inventory/roll.ts'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { queueCount } from './commands.ts'
import { formatFeet, translateInventoryCode } from './labels.ts'

/**
 * The length found on a roll: queued in the outbox (works without signal); the server turns it into
 * an adjustment against its ledger when it arrives. `onDone` after it is queued (count mode moves on).
 */
export function CountForm({
  roll,
  onDone,
  submitLabel,
}: {
  roll: RollDocument
  onDone?: () => void
  submitLabel?: string
}) {
  const { t, i18n } = useLingui()
  const [counted, setCounted] = useState('')
  const [error, setError] = useState<string>()
  useUpdateHold('form', counted.trim() !== '')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const countedFt = Number(counted)
    if (
      counted.trim() === '' ||
      !Number.isFinite(countedFt) ||
      countedFt < 0 ||
      countedFt > INVENTORY_LIMITS.maxLengthFt
    )
      return setError(translateInventoryCode(i18n, 'countInvalid'))
    setError(undefined)
    await queueCount(roll.id, {
      id: crypto.randomUUID(),
      countedFt,
      countedAt: new Date().toISOString(),
      reason: 'Cycle count',
    })
    setCounted('')
    onDone?.()
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
      <FormField
        label={t`Length on the roll (ft)`}
        hint={t`The system says ${formatFeet(i18n, roll.remainingFt)}. Enter what you measure.`}
        type="number"
        inputMode="decimal"
        step="0.1"
        min="0"
        value={counted}
        onChange={(event) => setCounted(event.currentTarget.value)}
        error={error}
        className="[&_input]:h-14 [&_input]:text-2xl"
      />
      <Button type="submit" size="lg" className="h-14 text-base">
        <ClipboardCheck aria-hidden />
        {submitLabel ?? <Trans>Save count</Trans>}
      </Button>
    </form>
  )
}
