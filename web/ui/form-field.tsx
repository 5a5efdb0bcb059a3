import { useId, type ReactNode } from 'react'
import { cn } from './cn.ts'
import { Input } from './input.tsx'

type InputProps = React.ComponentProps<typeof Input>

/**
 * A labelled input with its hint and its error, wired for screen readers
 * (aria-invalid, aria-describedby).
 */
export function FormField({
  label,
  error,
  hint,
  className,
  id,
  ...input
}: InputProps & { label: ReactNode; error?: string; hint?: ReactNode }) {
  const generated = useId()
  const inputId = id ?? generated
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
