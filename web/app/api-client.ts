import type { ClientResponse, hc } from 'hono/client'
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

/** Sends a request with the session cookie: JSON in (or a form's data as it is). */
const send = (method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
  fetch(url, {
    method,
    credentials: 'include',
    headers: {
      ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  })

/**
 * A request by method and path, for what replays stored requests (the outbox) and the few calls the
 * typed client cannot describe; JSON in, JSON out.
 */
export const apiRequest = <T>(
  method: string,
  path: string,
  body?: unknown,
  options: { headers?: Record<string, string> } = {},
): Promise<T> => call(send(method, path, body, options.headers)) as Promise<T>

/** Hono's client for our routes: `api.orders[':number'].$get({ param: { number } })`. */
export type ApiClient = ReturnType<typeof hc<ApiRoutes>>

interface RequestArgs {
  param?: Record<string, string>
  query?: Record<string, string | string[] | undefined>
  json?: unknown
}

/**
 * The API, typed by its routes through Hono's client type. The runtime is this small proxy rather
 * than Hono's `hc` (2 KB gzip on every first visit): each property is a path segment, `$get` and its
 * siblings send the request with the session cookie, JSON in. Hand the request to `call`.
 */
function segment(path: readonly string[]): unknown {
  return new Proxy(() => undefined, {
    get: (_target, key) => (typeof key === 'string' ? segment([...path, key]) : undefined),
    apply: (
      _target,
      _this,
      [args = {}, options = {}]: [RequestArgs?, { headers?: Record<string, string> }?],
    ) => {
      let url = `/api/${path.slice(0, -1).join('/')}`.replace(/\/index$/, '')
      for (const [name, value] of Object.entries(args.param ?? {}))
        url = url.replace(`/:${name}`, `/${value}`)
      const query = new URLSearchParams()
      for (const [name, value] of Object.entries(args.query ?? {}))
        for (const each of [value ?? []].flat()) query.append(name, each)
      if (query.size > 0) url += `?${query}`
      return send((path.at(-1) ?? '').slice(1).toUpperCase(), url, args.json, options.headers)
    },
  })
}

export const api = segment([]) as ApiClient

/**
 * The answer of a typed request, or the same errors apiRequest throws: NetworkError when the server
 * was not reached, ApiError (status, code, field errors) when it refused.
 */
export async function call<R extends Pick<Response, 'ok' | 'json' | 'status' | 'statusText'>>(
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

/** What a route answers when it succeeds (the types of its error answers are left out). */
type Answer<R> = R extends ClientResponse<infer T, infer S> ? IfSuccess<S, T> : never
/** T when the status can be a 2xx (distributed over a union of statuses). */
type IfSuccess<S, T> = S extends number ? (`${S}` extends `2${string}` ? T : never) : never
