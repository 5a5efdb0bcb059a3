import { useId } from 'react'
import { cn } from './cn.ts'
import { inputClass } from './input.tsx'

/**
 * "Status" above a list (orders, support requests): all statuses, or one of them. The page keeps the
 * choice in its address, so `onChange` navigates.
 */
export function StatusFilter<S extends string>({
  label,
  value,
  statuses,
  labelOf,
  allLabel,
  onChange,
}: {
  /** "Status" and "All statuses", in the page's own catalog. */
  label: string
  value: S | null
  statuses: readonly S[]
  labelOf: (status: S) => string
  allLabel: string
  onChange: (status: S | null) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className={cn(inputClass, 'w-56')}
        value={value ?? ''}
        onChange={(event) => {
          const next = event.target.value
          onChange(statuses.find((status) => status === next) ?? null)
        }}
      >
        <option value="">{allLabel}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {labelOf(status)}
          </option>
        ))}
      </select>
    </div>
  )
}
