import { useLingui } from '@lingui/react/macro'
import { Eye, EyeOff } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { cn } from './cn.ts'
import { Input } from './input.tsx'
import { useHydrated } from './use-hydrated.tsx'

type InputProps = React.ComponentProps<typeof Input>

/**
 * A labelled input with its hint and its error, wired for screen readers (aria-invalid,
 * aria-describedby). Password fields get a show/hide button: typing on a phone is error-prone.
 */
export function FormField({
  label,
  error,
  hint,
  className,
  id,
  type,
  ...input
}: InputProps & { label: ReactNode; error?: string; hint?: ReactNode }) {
  const { t } = useLingui()
  const generated = useId()
  const [revealed, setRevealed] = useState(false)
  // In the rendered page, before the app takes it over, the button could not answer a tap, and what
  // was typed into a field the app controls (its value given) would be undone when it takes over.
  const hydrated = useHydrated()
  const waitsForApp = !hydrated && input.value !== undefined
  const inputId = id ?? generated
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const isPassword = type === 'password'
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Input
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={isPassword ? 'pr-11' : undefined}
          {...input}
          disabled={input.disabled || waitsForApp}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-pressed={revealed}
            aria-label={revealed ? t`Hide password` : t`Show password`}
            aria-controls={inputId}
            disabled={!hydrated}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-md text-slate-500 hover:text-slate-900"
          >
            {revealed ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
          </button>
        )}
      </div>
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
