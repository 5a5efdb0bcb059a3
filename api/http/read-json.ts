import type { Context } from 'hono'
import type { z } from 'zod'
import { isAuthErrorCode, type AuthErrorCode } from '../../domain/auth/errors.ts'
import { ApiError, type FieldErrors } from './api-error.ts'

/** Domain schemas put an error code in each issue's message; anything else is plain "invalid input". */
function issueCode(issue: z.core.$ZodIssue): AuthErrorCode {
  return isAuthErrorCode(issue.message) ? issue.message : 'invalidInput'
}

/** The first code reported for each top-level field. */
function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fieldErrors: FieldErrors = {}
  for (const issue of issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && !(field in fieldErrors)) fieldErrors[field] = issueCode(issue)
  }
  return fieldErrors
}

/** 400 with the first issue's code and every field's code: predictable for the forms. */
export function validationError(issues: readonly z.core.$ZodIssue[]): ApiError {
  const first = issues[0]
  return new ApiError(400, first ? issueCode(first) : 'invalidInput', fieldErrorsOf(issues))
}

/**
 * Reads the body as a JSON object and validates it. Unparseable JSON, an array or a scalar is
 * refused with `invalidInput` before the schema sees it, so nothing downstream runs on bad input.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown
  try {
    body = JSON.parse(await c.req.text())
  } catch {
    throw new ApiError(400, 'invalidInput')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, 'invalidInput')
  const result = schema.safeParse(body)
  if (!result.success) throw validationError(result.error.issues)
  return result.data
}
