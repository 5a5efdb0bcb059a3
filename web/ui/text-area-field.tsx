import { useId } from 'react'
import { cn } from './cn.ts'
import { inputClass } from './input.tsx'

/** A field's error, announced when it appears. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {error}
    </p>
  )
}

/** A labelled multi-line field with its hint and error, wired for screen readers. */
export function TextAreaField({
  label,
  hint,
  value,
  error,
  maxLength,
  onChange,
  rows = 4,
  className,
}: {
  label: string
  hint: string
  value: string
  error?: string
  maxLength: number
  onChange: (value: string) => void
  rows?: number
  className?: string
}) {
  const id = useId()
  return (
    <div className={cn('flex flex-col gap-1.5 sm:col-span-2', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        className={cn(inputClass, 'h-auto min-h-24 py-2')}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
