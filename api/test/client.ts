import { DEMO_PASSWORD } from '../db/seed.ts'
import type { TestApp } from './test-app.ts'

/** What a same-site browser page sends: the Origin check compares these two. */
export const SAME_ORIGIN = { Host: 'localhost', Origin: 'http://localhost' } as const

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * A browser stand-in for app.request(): keeps the session cookie the server sets (and clears),
 * sends it back, and sends a same-site Origin on every request.
 */
export function createClient(app: TestApp['app'], token?: string) {
  let session = token

  function remember(res: Response) {
    for (const cookie of res.headers.getSetCookie()) {
      const match = /^session=([^;]*)/.exec(cookie)
      if (!match) continue
      session = match[1] && !/Max-Age=0/i.test(cookie) ? match[1] : undefined
    }
  }

  async function send(method: Method, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit & { headers: Record<string, string> } = {
      method,
      headers: { ...SAME_ORIGIN, ...(session ? { Cookie: `session=${session}` } : {}), ...headers },
    }
    if (body instanceof FormData) init.body = body
    else if (typeof body === 'string') init.body = body
    else if (body !== undefined) {
      init.body = JSON.stringify(body)
      init.headers['Content-Type'] = 'application/json'
    }
    const res = await app.request(path, init)
    remember(res)
    return res
  }

  return {
    get token() {
      return session
    },
    get: (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      send('POST', path, body, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) => send('PUT', path, body, headers),
    patch: (path: string, body?: unknown, headers?: Record<string, string>) =>
      send('PATCH', path, body, headers),
    delete: (path: string, headers?: Record<string, string>) => send('DELETE', path, undefined, headers),
  }
}

export type TestClient = ReturnType<typeof createClient>

/** A client signed in as `usernameOrEmail`; fails the test loudly if sign-in does not work. */
export async function signIn(app: TestApp['app'], usernameOrEmail: string, password = DEMO_PASSWORD) {
  const client = createClient(app)
  const res = await client.post('/api/login', { usernameOrEmail, password })
  if (res.status !== 200)
    throw new Error(`Sign-in as ${usernameOrEmail} answered ${res.status}: ${await res.text()}`)
  return client
}

/** The token in the last link of the last message sent to `to`. */
export function tokenFromMail(
  sent: readonly { to: string; text: string }[],
  to: string,
  page: string,
): string {
  const message = sent.filter((m) => m.to === to).at(-1)
  const match = message && new RegExp(`${page}\\?token=([a-z2-7]+)`).exec(message.text)
  if (!match?.[1]) throw new Error(`No ${page} link mailed to ${to}`)
  return match[1]
}

/** Row counts of every account table: bad input must leave all of them as they were. */
export function countAccountRows(db: TestApp['db']) {
  const tables = ['users', 'sessions', 'one_time_tokens', 'profiles', 'files'] as const
  return Object.fromEntries(
    tables.map((table) => [table, db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number]),
  )
}
