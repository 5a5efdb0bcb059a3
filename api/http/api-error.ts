import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { AUTH_ERRORS, type AuthErrorCode } from '../../domain/auth/errors.ts'

/** Field name → error code, as the forms expect them. */
export type FieldErrors = Record<string, AuthErrorCode>

/** The one shape every error answer has: the English text, its code, and per-field codes when a form is at fault. */
export interface ErrorBody {
  message: string
  code: AuthErrorCode
  fieldErrors?: FieldErrors
}

export function errorBody(code: AuthErrorCode, fieldErrors?: FieldErrors): ErrorBody {
  return fieldErrors
    ? { message: AUTH_ERRORS[code], code, fieldErrors }
    : { message: AUTH_ERRORS[code], code }
}

/**
 * Thrown by routes, services and middlewares; the app's error handler turns it into an ErrorBody.
 * Throwing (rather than returning a response) keeps services free of Hono's Context.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: AuthErrorCode,
    readonly fieldErrors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(AUTH_ERRORS[code])
    this.name = 'ApiError'
  }

  body(): ErrorBody {
    return errorBody(this.code, this.fieldErrors)
  }
}
