import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronDown, Copy, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  ACCESS_KINDS,
  ESTIMATE_LIMITS,
  FILM_TYPES,
  GLASS_KINDS,
  GLASS_THICKNESSES,
  ORIENTATIONS,
  PANES,
  type EstimateWindow,
} from '../../../domain/estimates/estimate.ts'
import { WINDOW_TYPES, WINDOW_UNITS } from '../../../domain/estimates/units.ts'
import { gradesOf } from '../../../domain/estimator/films.ts'
import { formatLength } from '../../../domain/estimator/measure.ts'
import type { SeamedPane } from '../../../domain/estimator/roll-plan.ts'
import { withUnit } from '../../../domain/estimates/estimate.ts'
import { PhotoStrip } from '../../app/photos/photo-strip.tsx'
import { Button } from '../../ui/button.tsx'
import { CheckboxField, SelectField } from '../../ui/choice-fields.tsx'
import { SavedField } from './fields.tsx'
import {
  ACCESS_LABELS,
  FILM_TYPE_LABELS,
  GLASS_LABELS,
  ORIENTATION_LABELS,
  PANES_LABELS,
  UNIT_LABELS,
  WINDOW_TYPE_LABELS,
} from './labels.ts'
import { LengthField } from './length-field.tsx'
import { withReading, type WindowPatch } from './api/save-estimate.ts'
import { SeamNote } from './cut-list.tsx'

/** Buttons that carry the window's name wrap on a phone rather than run off the screen. */
const LONG_NAME = 'h-auto min-h-9 py-1.5 text-left whitespace-normal'

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-4">
      <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
    </div>
  )
}

export function WindowRow({
  window,
  number,
  warnings,
  seamed,
  photosAllowed,
  onChange,
  onRestorePhoto,
  onDuplicate,
  onRemove,
}: {
  window: EstimateWindow
  number: number
  /** Glass-safety warnings of this window, already translated. */
  warnings: readonly string[]
  /** How the pane is seamed when it is wider than every roll. */
  seamed?: SeamedPane
  /** Photos need the signed-in user's device store. */
  photosAllowed: boolean
  onChange: (patch: WindowPatch) => void
  onRestorePhoto: (photo: string, index: number) => void
  onDuplicate: () => void
  onRemove: () => void
}) {
  const { i18n, t } = useLingui()
  const name = window.label || t`Window ${number}`
  const maxQuantity = ESTIMATE_LIMITS.quantity
  const size = `${formatLength(window.width, window.unit, i18n.locale)} × ${formatLength(window.height, window.unit, i18n.locale)}`
  const quantity = (text: string) => {
    const value = Number(text)
    return Number.isInteger(value) && value >= 1 && value <= ESTIMATE_LIMITS.quantity
      ? undefined
      : t`Enter a whole number from 1 to ${maxQuantity}`
  }
  const { readings } = window
  const widthLabels = [t`Width at the top`, t`Width in the middle`, t`Width at the bottom`]
  const heightLabels = [t`Height on the left`, t`Height in the center`, t`Height on the right`]
  return (
    <li>
      <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{name}</legend>
        <p className="-mt-1 mb-3 text-sm text-slate-600">
          {window.quantity > 1 ? t`${window.quantity} × ${size}` : size}
        </p>

        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <SavedField
            className="col-span-2 lg:col-span-1"
            label={t`Label`}
            value={window.label}
            maxLength={ESTIMATE_LIMITS.windowLabel}
            placeholder={t`e.g. Kitchen left`}
            onSave={(label) => onChange({ label })}
          />
          <SavedField
            label={t`Quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={ESTIMATE_LIMITS.quantity}
            step={1}
            value={String(window.quantity)}
            validate={quantity}
            onSave={(value) => onChange({ quantity: Number(value) })}
          />
          <SelectField
            label={t`Unit`}
            value={window.unit}
            options={WINDOW_UNITS.map((unit) => ({ value: unit, label: i18n._(UNIT_LABELS[unit]) }))}
            // The sizes are converted, not relabelled: 36″ becomes 91.4 cm.
            onChange={(unit) => onChange((current) => withUnit(current, unit))}
          />
          <CheckboxField
            label={t`Measure at three points`}
            checked={readings !== null}
            className="col-span-2 lg:col-span-1 lg:self-end"
            onChange={(on) =>
              onChange(({ width, height }) => ({
                readings: on ? { widths: Array(3).fill(width), heights: Array(3).fill(height) } : null,
              }))
            }
          />
        </div>

        {readings ? (
          <div className="mt-3 grid grid-cols-1 gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-3">
            {readings.widths.map((value, index) => (
              <LengthField
                key={`w${index}`}
                label={widthLabels[index]!}
                value={value}
                unit={window.unit}
                windowType={window.windowType}
                onSave={(next) => onChange(withReading('widths', index, next))}
              />
            ))}
            {readings.heights.map((value, index) => (
              <LengthField
                key={`h${index}`}
                label={heightLabels[index]!}
                value={value}
                unit={window.unit}
                windowType={window.windowType}
                onSave={(next) => onChange(withReading('heights', index, next))}
              />
            ))}
            <p className="text-sm text-slate-700 sm:col-span-3">
              <Trans>The smallest readings count: {size}.</Trans>
            </p>
          </div>
        ) : (
          <div className="mt-3 grid grid-cols-2 gap-3">
            <LengthField
              label={t`Width`}
              value={window.width}
              unit={window.unit}
              windowType={window.windowType}
              onSave={(width) => onChange({ width })}
            />
            <LengthField
              label={t`Height`}
              value={window.height}
              unit={window.unit}
              windowType={window.windowType}
              onSave={(height) => onChange({ height })}
            />
          </div>
        )}

        <Section title={<Trans>Film</Trans>}>
          <SelectField
            label={t`Film type`}
            value={window.filmType}
            options={FILM_TYPES.map((type) => ({ value: type, label: i18n._(FILM_TYPE_LABELS[type]) }))}
            onChange={(filmType) => onChange({ filmType, filmGrade: '' })}
          />
          <SelectField
            label={t`Film grade`}
            className="lg:col-span-2"
            value={
              gradesOf(window.filmType).some((line) => line.sku === window.filmGrade) ? window.filmGrade : ''
            }
            options={[
              { value: '', label: t`Recommended: ${gradesOf(window.filmType)[0]!.name}` },
              ...gradesOf(window.filmType).map((line) => ({
                value: line.sku,
                label: t`${line.name} · ${line.vlt}% light`,
              })),
            ]}
            onChange={(filmGrade) => onChange({ filmGrade })}
          />
          <SelectField
            label={t`Window type`}
            value={window.windowType}
            options={WINDOW_TYPES.map((type) => ({ value: type, label: i18n._(WINDOW_TYPE_LABELS[type]) }))}
            onChange={(windowType) => onChange({ windowType })}
          />
        </Section>

        <details className="group mt-4 rounded-lg border border-slate-200 open:bg-slate-50/60">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 text-sm font-semibold text-slate-800 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none">
            <span>
              <Trans>Glass and site</Trans>
              <span className="ml-2 font-normal text-slate-600">
                {i18n._(ORIENTATION_LABELS[window.orientation])} · {i18n._(PANES_LABELS[window.panes])} ·{' '}
                {i18n._(GLASS_LABELS[window.glass])}
              </span>
            </span>
            <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <div className="grid grid-cols-1 gap-3 p-3 sm:grid-cols-2 lg:grid-cols-4">
            <SelectField
              label={t`Facing`}
              value={window.orientation}
              options={ORIENTATIONS.map((value) => ({ value, label: i18n._(ORIENTATION_LABELS[value]) }))}
              onChange={(orientation) => onChange({ orientation })}
            />
            <SelectField
              label={t`Glazing`}
              value={window.panes}
              options={PANES.map((value) => ({ value, label: i18n._(PANES_LABELS[value]) }))}
              onChange={(panes) =>
                onChange((current) => ({
                  panes,
                  unitAgeYears: panes === 'single' ? null : current.unitAgeYears,
                }))
              }
            />
            <SelectField
              label={t`Glass`}
              value={window.glass}
              options={GLASS_KINDS.map((value) => ({ value, label: i18n._(GLASS_LABELS[value]) }))}
              onChange={(glass) => onChange({ glass })}
            />
            <SelectField
              label={t`Glass thickness`}
              value={window.glassThickness}
              options={GLASS_THICKNESSES.map((value) => ({
                value,
                label: formatLength(value, 'inches', i18n.locale),
              }))}
              onChange={(glassThickness) => onChange({ glassThickness })}
            />
            {window.panes === 'double' && (
              <SavedField
                label={t`Age of the unit (years)`}
                type="number"
                inputMode="numeric"
                min={0}
                max={ESTIMATE_LIMITS.unitAgeYears}
                value={window.unitAgeYears === null ? '' : String(window.unitAgeYears)}
                placeholder={t`Unknown`}
                validate={(text) =>
                  text === '' ||
                  (Number.isInteger(Number(text)) &&
                    Number(text) >= 0 &&
                    Number(text) <= ESTIMATE_LIMITS.unitAgeYears)
                    ? undefined
                    : t`Enter whole years, or leave it empty`
                }
                onSave={(text) => onChange({ unitAgeYears: text === '' ? null : Number(text) })}
              />
            )}
            <SelectField
              label={t`Access`}
              value={window.access}
              options={ACCESS_KINDS.map((value) => ({ value, label: i18n._(ACCESS_LABELS[value]) }))}
              onChange={(access) => onChange({ access })}
            />
            <CheckboxField
              label={t`Old film to remove`}
              checked={window.removeOldFilm}
              className="sm:self-end"
              onChange={(removeOldFilm) => onChange({ removeOldFilm })}
            />
          </div>
        </details>

        {seamed && (
          <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <strong className="block font-semibold">
              <SeamNote seamed={seamed} />
            </strong>
            <Trans>Wider than every roll: the film of every drop is in the price.</Trans>
          </p>
        )}
        {warnings.length > 0 && (
          <ul className="mt-3 flex flex-col gap-1.5" aria-label={t`Glass warnings for ${name}`}>
            {warnings.map((warning) => (
              <li
                key={warning}
                className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
              >
                {warning}
              </li>
            ))}
          </ul>
        )}

        {photosAllowed && (
          <PhotoStrip
            photos={window.photos}
            limit={ESTIMATE_LIMITS.photos}
            heading={t`Photos`}
            subject={name}
            onChange={(photos) => onChange({ photos })}
            onRestore={onRestorePhoto}
          />
        )}

        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" className={LONG_NAME} onClick={onDuplicate}>
            <Copy aria-hidden />
            <Trans>Duplicate {name}</Trans>
          </Button>
          <Button variant="ghost" size="sm" className={`${LONG_NAME} text-red-700`} onClick={onRemove}>
            <Trash2 aria-hidden />
            <Trans>Remove {name}</Trans>
          </Button>
        </div>
      </fieldset>
    </li>
  )
}
