import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { z } from 'zod'
import type { I18n } from '@lingui/core'
import { fieldCodes, type Issue } from '../../domain/codes.ts'
import { ApiError } from './api-client.ts'
import { translateCode } from './error-messages.ts'

/**
 * Field errors are keyed by the field's path ('photos.0.mime'); a form of plain fields shows a
 * nested problem on its top-level field ('photos'), the first one found.
 */
export function onTopLevelFields<T>(fields: Readonly<Record<string, T>>): Record<string, T> {
  const top: Record<string, T> = {}
  for (const [path, value] of Object.entries(fields)) top[path.split('.')[0] ?? path] ??= value
  return top
}

/** Top-level field → translated text, from field codes keyed by path. */
const translatedFields = (i18n: I18n, codes: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(onTopLevelFields(codes)).map(([field, code]) => [field, translateCode(i18n, code)]),
  )

/** Field name → translated text, from an API answer's fieldErrors. */
const fieldErrorsOf = (i18n: I18n, error: unknown) =>
  error instanceof ApiError ? translatedFields(i18n, error.fieldErrors) : {}

/** Field name → translated text for the issues of a failed zod parse (the same schemas the API uses). */
const issuesToFieldErrors = (i18n: I18n, issues: readonly Issue[]) =>
  translatedFields(
    i18n,
    fieldCodes(issues, (issue) => issue.message),
  )

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
