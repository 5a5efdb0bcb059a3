import type { Context, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import type { ErrorCodes } from '../../domain/codes.ts'
import { FeatureError, parseInput } from './feature-error.ts'

/**
 * The request's JSON body when it is an object. Any content type is read as JSON (a client that
 * forgets the header is not refused for it); unparseable JSON, an array or a scalar is refused with
 * the table's `invalid` code before a schema sees it.
 */
export async function readJsonObject<Code extends string>(
  c: Context,
  codes: ErrorCodes<Code>,
): Promise<object> {
  let body = parsedBodies.get(c.req.raw)
  if (body === undefined) {
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      throw new FeatureError(400, codes.invalid, codes)
    }
    parsedBodies.set(c.req.raw, body)
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new FeatureError(400, codes.invalid, codes)
  return body
}

/**
 * Bodies already parsed, by request: a route that looks at its body before validating it (a retry's
 * key) does not parse a request's photos twice.
 */
const parsedBodies = new WeakMap<Request, unknown>()

type Target = 'json' | 'query'

/**
 * Validates the JSON body or the query string with a domain schema before the handler runs; the
 * handler reads the typed result with `c.req.valid(target)`. A refusal is a FeatureError of the
 * feature's own codes: 400, the first issue's code, and each field's first code by its path.
 * `codes.invalid` is what a problem no schema message names reports (pass a narrower one with
 * `{ ...CODES, invalid: 'statusInvalid' }`).
 */
export function validate<T extends Target, S extends z.ZodType, Code extends string>(
  target: T,
  schema: S,
  codes: ErrorCodes<Code>,
): MiddlewareHandler<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Env, as Hono's own validator
  any,
  string,
  { in: { [K in T]: z.input<S> }; out: { [K in T]: z.output<S> } }
> {
  return async (c, next) => {
    const value = target === 'json' ? await readJsonObject(c, codes) : c.req.query()
    c.req.addValidatedData(target, parseInput(codes, schema, value) as object)
    await next()
  }
}
