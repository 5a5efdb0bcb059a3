import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { z } from 'zod'
import { fieldErrorsOf, issuesToFieldErrors } from './error-messages.ts'

/**
 * Validates a form with the same zod schema the API uses, and keeps the translated field errors,
 * whether they come from the schema here or from the server's answer.
 */
export function useFormErrors<S extends z.ZodType>(schema: S) {
  const { i18n } = useLingui()
  const [errors, setErrors] = useState<Record<string, string>>({})
  return {
    errors,
    /** The parsed values, or null after showing what is wrong. */
    validate(values: unknown): z.infer<S> | null {
      const result = schema.safeParse(values)
      if (result.success) {
        setErrors({})
        return result.data
      }
      setErrors(issuesToFieldErrors(i18n, result.error.issues))
      return null
    },
    fromServer(error: unknown) {
      setErrors(fieldErrorsOf(i18n, error))
    },
    clear: () => setErrors({}),
  }
}

/** Reads a form's named fields as strings. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value)]))
}
