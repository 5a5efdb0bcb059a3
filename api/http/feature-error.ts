import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import { fieldCodes, issueCode, type ErrorCodes, type Issue } from '../../domain/codes.ts'

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

/** 400 with the first issue's code and each field's first code: predictable for the forms. */
function invalidInput<Code extends string>(
  codes: ErrorCodes<Code>,
  issues: readonly Issue[],
): FeatureError<Code> {
  const codeOf = (issue: Issue) => issueCode(codes, issue)
  const first = issues[0]
  return new FeatureError(400, first ? codeOf(first) : codes.invalid, codes, fieldCodes(issues, codeOf))
}

/** `value` as `schema` reads it, or the 400 of invalidInput. */
export function parseInput<S extends z.ZodType, Code extends string>(
  codes: ErrorCodes<Code>,
  schema: S,
  value: unknown,
): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw invalidInput(codes, result.error.issues)
  return result.data
}
