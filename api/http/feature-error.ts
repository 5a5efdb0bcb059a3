import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * A feature's refusal with its own code table (domain/shop/errors.ts, domain/estimate-requests/
 * errors.ts…): the English text as `message` beside the code, which the web translates. The app's
 * error handler answers it in the ErrorBody shape every API answer has: {message, code, fieldErrors}.
 */
export class FeatureError<Code extends string = string> extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: Code,
    messages: Readonly<Record<Code, string>>,
    readonly fieldErrors?: Readonly<Record<string, Code>>,
  ) {
    super(messages[code])
  }

  body() {
    return this.fieldErrors
      ? { message: this.message, code: this.code, fieldErrors: this.fieldErrors }
      : { message: this.message, code: this.code }
  }
}

/** The request's JSON body when it is an object; null when it is anything else or no JSON at all. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = JSON.parse(await c.req.text())
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}
