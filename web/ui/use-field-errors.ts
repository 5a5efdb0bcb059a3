import { useCallback, useState } from 'react'

/**
 * A form's refusals by field. A field the person changes after a refusal is no longer marked (the
 * refusal was about what it held); the others stay until the next try, so the summary above the form
 * lists only what is still to put right.
 */
export function useFieldErrors<Message = string>() {
  const [errors, setErrors] = useState<Record<string, Message>>({})
  const settle = useCallback(
    (...fields: string[]) =>
      setErrors((current) => {
        if (!fields.some((field) => field in current)) return current
        return Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field)))
      }),
    [],
  )
  return [errors, setErrors, settle] as const
}
