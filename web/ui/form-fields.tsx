import { useId, type ReactNode } from 'react'
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
  id: fieldId,
}: {
  /** The element id, for links to the field (an error summary); generated when absent. */
  id?: string
  label: string
  hint: string
  value: string
  error?: string
  maxLength: number
  onChange: (value: string) => void
  rows?: number
  className?: string
}) {
  const generated = useId()
  const id = fieldId ?? generated
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

/** A labelled native select with its error (the options are its children): on phones it opens the system picker. */
export function SelectBox({
  label,
  value,
  error,
  autoComplete,
  onChange,
  children,
  id: fieldId,
}: {
  /** The element id, for links to the field (an error summary); generated when absent. */
  id?: string
  label: string
  value: string
  error?: string
  autoComplete?: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  const generated = useId()
  const id = fieldId ?? generated
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
