import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import { refusalOf, type ErrorCodes } from '../../domain/codes.ts'

/** The one shape every error answer has: the English text, its code, and per-field codes when a form is at fault. */
export interface ErrorBody {
  message: string
  code: string
  fieldErrors?: Readonly<Record<string, string>>
}

/**
 * A refusal with a code of a feature's table (domain/shop/errors.ts, domain/auth/errors.ts…).
 * Routes, services and middlewares throw it; the app's error handler answers its body with its
 * status. Throwing, rather than returning a response, keeps services free of Hono's Context.
 */
export class FeatureError<Code extends string = string> extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: NoInfer<Code>,
    codes: Pick<ErrorCodes<Code>, 'messages'>,
    readonly fieldErrors?: Readonly<Record<string, NoInfer<Code>>>,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(codes.messages[code])
    this.name = 'FeatureError'
  }

  body(): ErrorBody {
    return this.fieldErrors
      ? { message: this.message, code: this.code, fieldErrors: this.fieldErrors }
      : { message: this.message, code: this.code }
  }
}

/** `value` as `schema` reads it, or 400 with the first issue's code and each field's first code. */
export function parseInput<S extends z.ZodType, Code extends string>(
  codes: ErrorCodes<Code>,
  schema: S,
  value: unknown,
): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) {
    const { code, fieldErrors } = refusalOf(codes, result.error.issues)
    throw new FeatureError(400, code, codes, fieldErrors)
  }
  return result.data
}
