import { hc, type ClientResponse } from 'hono/client'
import type { ApiRoutes } from './api-routes.ts'

/** A failed answer from our API: its `message`, else its `error`, else the status text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The request never reached the server (offline, DNS, refused). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause })
    this.name = 'NetworkError'
  }
}

interface ErrorBody {
  message?: unknown
  error?: unknown
  code?: unknown
  fieldErrors?: unknown
}

async function readError(response: Pick<Response, 'json' | 'status' | 'statusText'>): Promise<ApiError> {
  let body: ErrorBody = {}
  try {
    body = (await response.json()) as ErrorBody
  } catch {
    // not JSON: fall back to the status text
  }
  const text = [body.message, body.error].find(
    (value): value is string => typeof value === 'string' && value !== '',
  )
  return new ApiError(
    response.status,
    text ?? response.statusText,
    typeof body.code === 'string' ? body.code : undefined,
    typeof body.fieldErrors === 'object' && body.fieldErrors !== null
      ? (body.fieldErrors as Record<string, string>)
      : {},
  )
}

/** Sends a request with the session cookie; JSON in, JSON out. */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: { headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    })
  } catch (error) {
    throw new NetworkError(error)
  }
  if (!response.ok) throw await readError(response)
  return (await response.json()) as T
}

/**
 * The API, typed by its routes: `api.orders[':number'].$get({ param: { number } })`. Requests carry
 * the session cookie; hand them to `call` for the answer.
 */
export const api = hc<ApiRoutes>('/api', { init: { credentials: 'include' } })

/**
 * The answer of a typed request, or the same errors apiRequest throws: NetworkError when the server
 * was not reached, ApiError (status, code, field errors) when it refused.
 */
export async function call<R extends ClientResponse<unknown, number>>(
  request: Promise<R>,
): Promise<Answer<R>> {
  let response: R
  try {
    response = await request
  } catch (error) {
    throw new NetworkError(error)
  }
  if (!response.ok) throw await readError(response)
  return (await response.json()) as Answer<R>
}

/**
 * What a route answers when it succeeds (the types of its error answers are left out). Read from the
 * status, not `ok`: a plain `c.json(x)` may answer any status, so its `ok` is `boolean`, yet it is
 * the success answer.
 */
type Answer<R> = R extends { status: infer S; json(): Promise<infer T> }
  ? [Extract<S, SuccessStatus>] extends [never]
    ? never
    : T
  : never

/** Hono's SuccessStatusCode, which its package does not export. */
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206 | 207 | 208 | 226
