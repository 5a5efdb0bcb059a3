import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { WindowType, WindowUnit } from '../../../domain/estimates/units.ts'
import { checkPaneSide, paneSizeBounds } from '../../../domain/estimates/pane-size.ts'
import {
  formatLength,
  fromInches,
  parseLength,
  type MeasureErrorCode,
} from '../../../domain/estimator/measure.ts'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'

/** A measurement refused by parseLength, in words. */
export const MEASURE_MESSAGES: Record<MeasureErrorCode, MessageDescriptor> = {
  dimensionRequired: msg`Enter a size`,
  dimensionInvalid: msg`A size must be greater than 0`,
  dimensionTooLarge: msg`That is larger than any window: at most 10,000`,
  dimensionUnreadable: msg`Enter a number, like 34 5/8 or 34.625`,
  fractionInvalid: msg`That fraction is not valid: try 5/8`,
  fractionTooFine: msg`Measure to the nearest 1/16 inch`,
}

/** A size no pane of this kind has, or one to confirm. */
const PANE_SIZE_MESSAGES = {
  paneTooSmall: msg`A side of a pane must be at least 2″ (5 cm)`,
  paneTooLarge: msg`No pane of glass is that large: at most 20 ft (6 m) for building glass, 10 ft (3 m) for vehicle glass`,
} as const

/**
 * A width or height as the installer reads it off the tape: "34 5/8", "34-5/8", "34.625" in inches,
 * feet and inches ("3' 4"), decimals in the other units. Saved on leaving the field when it parses
 * and is a size a pane of `windowType` can have; a size beyond the usual largest pane is saved only
 * once the user confirms it (a unit mix-up or an extra digit is likelier). Shown back exactly.
 */
export function LengthField({
  label,
  value,
  unit,
  windowType,
  onSave,
  className,
}: {
  label: string
  value: number
  unit: WindowUnit
  windowType: WindowType
  onSave: (value: number) => void
  className?: string
}) {
  const { i18n, t } = useLingui()
  const [error, setError] = useState<string>()
  /** A size beyond the usual largest pane, waiting for the user to keep it. */
  const [unusual, setUnusual] = useState<number | null>(null)
  const shown = formatLength(value, unit, i18n.locale)
  const confirmId = useId()
  const usual = formatLength(fromInches(paneSizeBounds(windowType).usualMaxIn, unit), unit, i18n.locale)
  return (
    <div className={className}>
      <FormField
        // A change from elsewhere (sync, three-point readings, unit) shows the new value.
        key={`${value}-${unit}`}
        label={label}
        defaultValue={shown}
        error={error}
        // Only while a size waits for confirmation: FormField describes the field by its error otherwise.
        {...(unusual === null ? {} : { 'aria-describedby': confirmId })}
        // Fractions need a space and a slash, which numeric keypads lack.
        inputMode={unit === 'inches' || unit === 'feet' ? 'text' : 'decimal'}
        autoComplete="off"
        placeholder={unit === 'inches' ? t`e.g. 34 5/8` : unit === 'feet' ? t`e.g. 3' 4"` : undefined}
        onBlur={(event) => {
          const text = event.currentTarget.value
          setUnusual(null)
          if (text === shown) return setError(undefined)
          const parsed = parseLength(text, unit)
          if (!parsed.ok) return setError(i18n._(MEASURE_MESSAGES[parsed.code]))
          const verdict = checkPaneSide(parsed.value, unit, windowType)
          if (verdict === 'paneTooSmall' || verdict === 'paneTooLarge')
            return setError(i18n._(PANE_SIZE_MESSAGES[verdict]))
          setError(undefined)
          if (verdict === 'paneUnusuallyLarge' && parsed.value !== value) return setUnusual(parsed.value)
          if (parsed.value !== value) onSave(parsed.value)
          else event.currentTarget.value = shown
        }}
      />
      {unusual !== null && (
        <div
          id={confirmId}
          role="alert"
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p>
            {t`${formatLength(unusual, unit, i18n.locale)} is larger than the usual largest pane (${usual}). Is the size and the unit right?`}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => {
                onSave(unusual)
                setUnusual(null)
              }}
            >
              {t`Keep ${formatLength(unusual, unit, i18n.locale)}`}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setUnusual(null)}>
              {t`Correct it`}
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
