import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Plus, Trash2 } from 'lucide-react'
import { useId, useState, type ComponentProps } from 'react'
import {
  ESTIMATE_LIMITS,
  FILM_TYPES,
  WINDOW_TYPES,
  WINDOW_UNITS,
  totalAreaSqFt,
  totalWindows,
  type Estimate,
  type EstimateWindow,
} from '../../../domain/estimates/estimate.ts'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { inputClass } from '../../ui/input.tsx'
import { useEstimate } from './api/use-estimate.ts'
import {
  addWindow,
  patchEstimate,
  patchWindow,
  removeWindow,
  useSaveEstimate,
  type EstimateUpdate,
} from './api/save-estimate.ts'
import { FILM_TYPE_LABELS, UNIT_LABELS, WINDOW_TYPE_LABELS } from './labels.ts'
import { WindowPhotos } from './window-photos.tsx'
import { WindowsSummary } from './windows-summary.tsx'

/**
 * Every field saves to the device when it is left (selects when changed), against the stored
 * estimate of that moment: edits synced in from elsewhere meanwhile are kept.
 */
export function EstimateEditor({ id }: { id: string }) {
  const lookup = useEstimate(id)
  if (lookup.state === 'loading')
    return (
      <Shell>
        <p className="text-slate-600">
          <Trans>Opening the estimate…</Trans>
        </p>
      </Shell>
    )
  if (lookup.state === 'missing')
    return (
      <Shell>
        <p className="text-slate-600">
          <Trans>This estimate is not on this device.</Trans>
        </p>
      </Shell>
    )
  return (
    <Shell>
      <Editor estimate={lookup.estimate} />
    </Shell>
  )
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <Link
        to="/estimator"
        className="mb-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        <Trans>All estimates</Trans>
      </Link>
      {children}
    </section>
  )
}

/** A text field that shows the stored value and saves on leaving; a remote change re-keys it. */
function SavedField({
  value,
  onSave,
  validate,
  ...props
}: Omit<ComponentProps<typeof FormField>, 'defaultValue' | 'onBlur' | 'error'> & {
  value: string
  onSave: (value: string) => void
  validate?: (value: string) => string | undefined
}) {
  const [error, setError] = useState<string>()
  return (
    <FormField
      key={value}
      defaultValue={value}
      error={error}
      onBlur={(event) => {
        const next = event.currentTarget.value
        const problem = validate?.(next)
        setError(problem)
        if (!problem && next !== value) onSave(next)
      }}
      {...props}
    />
  )
}

function Editor({ estimate }: { estimate: Estimate }) {
  const { i18n, t } = useLingui()
  const save = useSaveEstimate()
  const apply = (update: EstimateUpdate) => void save(estimate.id, update)
  const area = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(
    totalAreaSqFt(estimate.windows),
  )
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">
          <Trans>Estimate details</Trans>
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <SavedField
            label={t`Estimate name`}
            value={estimate.name}
            maxLength={ESTIMATE_LIMITS.name}
            validate={(name) => (name.trim() === '' ? t`A name is required` : undefined)}
            onSave={(name) => apply(patchEstimate({ name }))}
          />
          <SavedField
            label={t`Customer`}
            value={estimate.customer}
            maxLength={ESTIMATE_LIMITS.customer}
            onSave={(customer) => apply(patchEstimate({ customer }))}
          />
          <SavedField
            label={t`Address`}
            value={estimate.address}
            maxLength={ESTIMATE_LIMITS.address}
            className="sm:col-span-2"
            onSave={(address) => apply(patchEstimate({ address }))}
          />
          <NotesField value={estimate.notes} onSave={(notes) => apply(patchEstimate({ notes }))} />
        </div>
      </div>

      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>Windows</Trans>
          </h2>
          <p className="text-sm text-slate-700" aria-live="polite">
            <WindowsSummary count={totalWindows(estimate.windows)} area={area} />
          </p>
        </div>
        <ol className="flex flex-col gap-4">
          {estimate.windows.map((window, index) => (
            <WindowRow
              key={window.id}
              window={window}
              number={index + 1}
              onChange={(patch) => apply(patchWindow(window.id, patch))}
              onRemove={() => apply(removeWindow(window.id))}
            />
          ))}
        </ol>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => apply(addWindow())}
          disabled={estimate.windows.length >= ESTIMATE_LIMITS.windows}
        >
          <Plus aria-hidden />
          <Trans>Add window</Trans>
        </Button>
      </div>
    </div>
  )
}

function NotesField({ value, onSave }: { value: string; onSave: (value: string) => void }) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        <Trans>Notes</Trans>
      </label>
      <textarea
        key={value}
        id={id}
        defaultValue={value}
        maxLength={ESTIMATE_LIMITS.notes}
        rows={3}
        className={`${inputClass} h-auto py-2`}
        onBlur={(event) => {
          if (event.currentTarget.value !== value) onSave(event.currentTarget.value)
        }}
      />
    </div>
  )
}

function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        className={inputClass}
        onChange={(event) => onChange(event.currentTarget.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

function WindowRow({
  window,
  number,
  onChange,
  onRemove,
}: {
  window: EstimateWindow
  number: number
  onChange: (patch: Partial<Omit<EstimateWindow, 'id'>>) => void
  onRemove: () => void
}) {
  const { i18n, t } = useLingui()
  const name = window.label || t`Window ${number}`
  const maxSize = ESTIMATE_LIMITS.dimension
  const maxQuantity = ESTIMATE_LIMITS.quantity
  const dimension = (text: string) => {
    const value = Number(text)
    return text.trim() !== '' && Number.isFinite(value) && value > 0 && value <= ESTIMATE_LIMITS.dimension
      ? undefined
      : t`Enter a size above 0 and up to ${maxSize}`
  }
  const quantity = (text: string) => {
    const value = Number(text)
    return Number.isInteger(value) && value >= 1 && value <= ESTIMATE_LIMITS.quantity
      ? undefined
      : t`Enter a whole number from 1 to ${maxQuantity}`
  }
  return (
    <li>
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{name}</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SavedField
            label={t`Label`}
            value={window.label}
            maxLength={ESTIMATE_LIMITS.windowLabel}
            onSave={(label) => onChange({ label })}
          />
          <SavedField
            label={t`Width`}
            type="number"
            inputMode="decimal"
            step="any"
            value={String(window.width)}
            validate={dimension}
            onSave={(width) => onChange({ width: Number(width) })}
          />
          <SavedField
            label={t`Height`}
            type="number"
            inputMode="decimal"
            step="any"
            value={String(window.height)}
            validate={dimension}
            onSave={(height) => onChange({ height: Number(height) })}
          />
          <SelectField
            label={t`Unit`}
            value={window.unit}
            options={WINDOW_UNITS.map((unit) => ({ value: unit, label: i18n._(UNIT_LABELS[unit]) }))}
            onChange={(unit) => onChange({ unit })}
          />
          <SavedField
            label={t`Quantity`}
            type="number"
            inputMode="numeric"
            step={1}
            value={String(window.quantity)}
            validate={quantity}
            onSave={(value) => onChange({ quantity: Number(value) })}
          />
          <SelectField
            label={t`Window type`}
            value={window.windowType}
            options={WINDOW_TYPES.map((type) => ({ value: type, label: i18n._(WINDOW_TYPE_LABELS[type]) }))}
            onChange={(windowType) => onChange({ windowType })}
          />
          <SelectField
            label={t`Film type`}
            value={window.filmType}
            options={FILM_TYPES.map((type) => ({ value: type, label: i18n._(FILM_TYPE_LABELS[type]) }))}
            onChange={(filmType) => onChange({ filmType })}
          />
          <SavedField
            label={t`Film grade`}
            value={window.filmGrade}
            maxLength={ESTIMATE_LIMITS.filmGrade}
            onSave={(filmGrade) => onChange({ filmGrade })}
          />
        </div>
        <WindowPhotos photos={window.photos} windowName={name} onChange={(photos) => onChange({ photos })} />
        <Button variant="ghost" size="sm" className="mt-3 text-red-700" onClick={onRemove}>
          <Trash2 aria-hidden />
          <Trans>Remove {name}</Trans>
        </Button>
      </fieldset>
    </li>
  )
}
