import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { ALL, TEST_STATUSES, type TestFilter } from '../../../../domain/heatmap/test-results.ts'
import { SelectField } from '../../../ui/choice-fields.tsx'
import { STATUS_META } from './labels.ts'

/** Category, status and a complexity range from 0 to the run's maximum. */
export function HeatmapFilters({
  filter,
  categories,
  max,
  onChange,
}: {
  filter: TestFilter
  categories: readonly string[]
  max: number
  onChange: (filter: TestFilter) => void
}) {
  const { i18n, t } = useLingui()
  const { min: low, max: high } = filter.complexity
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.6fr]">
      <SelectField
        label={t`Category`}
        value={filter.category}
        options={[
          { value: ALL, label: t`All categories` },
          ...categories.map((category) => ({ value: category, label: category })),
        ]}
        onChange={(category) => onChange({ ...filter, category })}
      />
      <SelectField
        label={t`Status`}
        value={filter.status}
        options={[
          { value: ALL, label: t`All statuses` },
          ...TEST_STATUSES.map((status) => ({ value: status, label: i18n._(STATUS_META[status].label) })),
        ]}
        onChange={(status) => onChange({ ...filter, status })}
      />
      <fieldset className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">
          {t`Complexity ${i18n.number(low)} to ${i18n.number(high)}`}
        </legend>
        <div className="grid grid-cols-2 gap-4">
          <RangeInput
            label={t`Minimum complexity`}
            value={low}
            max={max}
            onChange={(value) =>
              onChange({ ...filter, complexity: { min: value, max: Math.max(value, high) } })
            }
          />
          <RangeInput
            label={t`Maximum complexity`}
            value={high}
            max={max}
            onChange={(value) =>
              onChange({ ...filter, complexity: { min: Math.min(value, low), max: value } })
            }
          />
        </div>
      </fieldset>
    </div>
  )
}

function RangeInput({
  label,
  value,
  max,
  onChange,
}: {
  label: string
  value: number
  max: number
  onChange: (value: number) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className="h-11 w-full cursor-pointer accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
      />
    </div>
  )
}
