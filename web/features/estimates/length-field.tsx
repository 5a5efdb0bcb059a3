import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { WindowUnit } from '../../../domain/estimates/estimate.ts'
import { formatLength, parseLength, type MeasureErrorCode } from '../../../domain/estimator/measure.ts'
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

/**
 * A width or height as the installer reads it off the tape: "34 5/8", "34-5/8", "34.625" in inches,
 * decimals in the other units. Saved on leaving the field when it parses; shown back exactly.
 */
export function LengthField({
  label,
  value,
  unit,
  onSave,
  className,
}: {
  label: string
  value: number
  unit: WindowUnit
  onSave: (value: number) => void
  className?: string
}) {
  const { i18n, t } = useLingui()
  const [error, setError] = useState<string>()
  const shown = formatLength(value, unit, i18n.locale)
  return (
    <FormField
      // A change from elsewhere (sync, three-point readings, unit) shows the new value.
      key={`${value}-${unit}`}
      label={label}
      defaultValue={shown}
      error={error}
      className={className}
      // Fractions need a space and a slash, which numeric keypads lack.
      inputMode={unit === 'inches' ? 'text' : 'decimal'}
      autoComplete="off"
      placeholder={unit === 'inches' ? t`e.g. 34 5/8` : undefined}
      onBlur={(event) => {
        const text = event.currentTarget.value
        if (text === shown) return setError(undefined)
        const parsed = parseLength(text, unit)
        if (!parsed.ok) return setError(i18n._(MEASURE_MESSAGES[parsed.code]))
        setError(undefined)
        if (parsed.value !== value) onSave(parsed.value)
        else event.currentTarget.value = shown
      }}
    />
  )
}
