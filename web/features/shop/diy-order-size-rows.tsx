import { Trans, useLingui } from '@lingui/react/macro'
import { Plus, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { ESTIMATE_LIMITS } from '../../../domain/estimates/estimate.ts'
import { formatLength, parseLength } from '../../../domain/estimator/measure.ts'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { MEASURE_MESSAGES } from '../estimates/length-field.tsx'
import type { SizeRow } from './diy-order-draft.ts'

export function parseQuantity(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null
  const value = Number(text)
  return value >= 1 && value <= ESTIMATE_LIMITS.quantity ? value : null
}

export function SizeRows({
  rows,
  onChange,
  onAdd,
  onRemove,
}: {
  rows: SizeRow[]
  onChange: (id: string, patch: Partial<SizeRow>) => void
  onAdd: () => void
  onRemove: (id: string) => void
}) {
  const [focusLast, setFocusLast] = useState(false)
  const lastId = rows.at(-1)?.id
  // A new row takes the focus, so keyboard and screen-reader users land in it.
  useEffect(() => {
    if (!focusLast || !lastId) return
    document.getElementById(`${lastId}-label`)?.focus()
    setFocusLast(false)
  }, [focusLast, lastId])
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => (
          <SizeRowFields
            key={row.id}
            row={row}
            index={index}
            canRemove={rows.length > 1}
            onChange={(patch) => onChange(row.id, patch)}
            onRemove={() => onRemove(row.id)}
          />
        ))}
      </ol>
      <Button
        variant="outline"
        className="self-start"
        disabled={rows.length >= ESTIMATE_LIMITS.windows}
        onClick={() => {
          onAdd()
          setFocusLast(true)
        }}
      >
        <Plus aria-hidden />
        <Trans>Add a window</Trans>
      </Button>
    </div>
  )
}

function SizeRowFields({
  row,
  index,
  canRemove,
  onChange,
  onRemove,
}: {
  row: SizeRow
  index: number
  canRemove: boolean
  onChange: (patch: Partial<SizeRow>) => void
  onRemove: () => void
}) {
  const { t, i18n } = useLingui()
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const touch = (field: string) => setTouched((current) => new Set(current).add(field))
  const lengthError = (field: 'width' | 'height') => {
    const text = row[field]
    if (text.trim() === '' && !touched.has(field)) return undefined
    const parsed = parseLength(text, 'inches')
    return parsed.ok ? undefined : i18n._(MEASURE_MESSAGES[parsed.code])
  }
  const quantityError =
    parseQuantity(row.quantity) === null && (row.quantity.trim() !== '' || touched.has('quantity'))
      ? t`Enter a whole number from 1 to ${ESTIMATE_LIMITS.quantity}`
      : undefined
  const name = row.label.trim() || t`Window ${index + 1}`
  // Show the size back as the tape reads it once the field is left ("35.5" → "35 1/2″").
  const tidy = (field: 'width' | 'height') => {
    touch(field)
    const parsed = parseLength(row[field], 'inches')
    if (parsed.ok) onChange({ [field]: formatLength(parsed.value, 'inches', i18n.locale) })
  }
  return (
    <li>
      <fieldset className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_8rem_8rem_5.5rem_auto] sm:items-start">
        <legend className="px-1 text-sm font-semibold text-slate-700">{name}</legend>
        <FormField
          id={`${row.id}-label`}
          label={t`Label (optional)`}
          className="col-span-2 sm:col-span-1"
          value={row.label}
          maxLength={ESTIMATE_LIMITS.windowLabel}
          placeholder={t`e.g. Kitchen`}
          autoComplete="off"
          onChange={(event) => onChange({ label: event.currentTarget.value })}
        />
        <FormField
          id={`${row.id}-width`}
          label={t`Width (in)`}
          value={row.width}
          error={lengthError('width')}
          inputMode="text"
          autoComplete="off"
          placeholder={t`e.g. 35 1/2`}
          onChange={(event) => onChange({ width: event.currentTarget.value })}
          onBlur={() => tidy('width')}
        />
        <FormField
          id={`${row.id}-height`}
          label={t`Height (in)`}
          value={row.height}
          error={lengthError('height')}
          inputMode="text"
          autoComplete="off"
          placeholder={t`e.g. 47 3/4`}
          onChange={(event) => onChange({ height: event.currentTarget.value })}
          onBlur={() => tidy('height')}
        />
        <FormField
          id={`${row.id}-quantity`}
          label={t`Panes`}
          type="number"
          inputMode="numeric"
          min={1}
          max={ESTIMATE_LIMITS.quantity}
          value={row.quantity}
          error={quantityError}
          onChange={(event) => onChange({ quantity: event.currentTarget.value })}
          onBlur={() => touch('quantity')}
        />
        <Button
          variant="ghost"
          className="self-end text-red-700 sm:mt-7 sm:self-start"
          disabled={!canRemove}
          aria-label={t`Remove ${name}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
          <span className="sm:sr-only">
            <Trans>Remove</Trans>
          </span>
        </Button>
      </fieldset>
    </li>
  )
}
