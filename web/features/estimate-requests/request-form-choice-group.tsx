import { useId } from 'react'
import { ChoiceCard } from '../../ui/choice-card.tsx'
import { cn } from '../../ui/cn.ts'
import { FieldError } from '../../ui/form-fields.tsx'

/** Radio buttons as cards, in a labelled group that carries the error. */
export function ChoiceGroup({
  legend,
  name,
  value,
  options,
  error,
  columns,
  className,
  onChange,
}: {
  legend: string
  name: string
  value: string
  options: { value: string; title: string; text?: string }[]
  error?: string
  columns: string
  className?: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      // Focusing the group (first mistake) moves on to its chosen or first radio button.
      tabIndex={error ? -1 : undefined}
      onFocus={(event) => {
        if (event.target !== event.currentTarget) return
        event.currentTarget.querySelector<HTMLInputElement>('input:checked, input')?.focus()
      }}
      className={cn('flex flex-col gap-2 outline-none', className)}
    >
      <p id={`${id}-legend`} className="text-sm font-semibold text-slate-800">
        {legend}
      </p>
      <div className={cn('grid gap-3', columns)}>
        {options.map((option) => (
          <ChoiceCard key={option.value} checked={value === option.value}>
            <span className="flex items-center gap-2 font-semibold text-slate-900">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="accent-accent-600"
              />
              {option.title}
            </span>
            {option.text && <span className="text-slate-600">{option.text}</span>}
          </ChoiceCard>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
