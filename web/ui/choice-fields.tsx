import { useId } from 'react'
import { cn } from './cn.ts'
import { inputClass } from './input.tsx'

/** A labelled native select: on phones it opens the system picker. */
export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
  className?: string
}) {
  const id = useId()
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={String(value)}
        className={inputClass}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.currentTarget.value)
          if (chosen) onChange(chosen.value)
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

export function CheckboxField({
  label,
  checked,
  onChange,
  className,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  className?: string
}) {
  return (
    <label
      className={cn('flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800', className)}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="size-5 rounded border-slate-400 accent-brand-700 focus-visible:ring-2 focus-visible:ring-accent-500"
      />
      {label}
    </label>
  )
}
