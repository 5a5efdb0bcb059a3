/**
 * The load phase of bench-sync.ts, in a process of its own so that it does not share an event loop
 * with the server: every client signs in as its own account, then loops "push one of my estimates,
 * pull from my checkpoint" with no pause, until the time is up. Answers the parent with LoadResult.
 *   args: <baseUrl> <clients> <seconds>
 */
import { DEMO_PASSWORD } from '../../api/db/seed.ts'
import type { Estimate } from '../../domain/estimates/estimate.ts'
import { syncPaths, type Checkpoint, type PullResponse } from '../../sync/protocol.ts'
import { benchEstimate, loadUsername } from './fixtures.ts'

export interface LoadResult {
  requests: number
  seconds: number
  p50Ms: number
  p99Ms: number
  errors: number
  /** The first few, to tell what broke. */
  errorSamples: string[]
}

const ESTIMATES_PER_CLIENT = 5
const paths = syncPaths('estimates')
const [baseUrl = '', clients = '100', seconds = '60'] = process.argv.slice(2)
const latencies: number[] = []
const errorSamples: string[] = []
let errors = 0

function fail(message: string) {
  errors++
  if (errorSamples.length < 5) errorSamples.push(message)
}

/** One timed request; the parsed body of a 2xx answer, null (and an error counted) otherwise. */
async function call(path: string, headers: Record<string, string>, body?: unknown): Promise<unknown> {
  const started = performance.now()
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const answer: unknown = await res.json()
    latencies.push(performance.now() - started)
    if (res.ok) return answer
    fail(`${res.status} ${path.split('?')[0]} ${JSON.stringify(answer)}`)
  } catch (error) {
    latencies.push(performance.now() - started)
    fail(`${path.split('?')[0]}: ${String(error)}`)
  }
  return null
}

async function signIn(n: number): Promise<{ userId: string; cookie: string }> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({ usernameOrEmail: loadUsername(n), password: DEMO_PASSWORD }),
  })
  const session = res.headers.getSetCookie().find((cookie) => cookie.startsWith('session='))
  if (!res.ok || !session) throw new Error(`sign-in of ${loadUsername(n)} failed: ${res.status}`)
  const user = (await res.json()) as { id: string }
  return { userId: user.id, cookie: session.split(';')[0]! }
}

async function run(n: number, session: { userId: string; cookie: string }, until: number) {
  const headers = { Origin: baseUrl, Cookie: session.cookie }
  const masters = new Map<string, Estimate>()
  let checkpoint: Checkpoint | null = null
  for (let i = 0; performance.now() < until; i++) {
    const id = `load-${n}-${i % ESTIMATES_PER_CLIENT}`
    const master = masters.get(id) ?? null
    const now = new Date().toISOString()
    const next = master
      ? { ...master, notes: `edit ${i}`, editedAt: now, updatedAt: now }
      : benchEstimate(id, session.userId, i)
    const conflicts = await call(paths.push, headers, [
      { assumedMasterState: master, newDocumentState: next },
    ])
    if (Array.isArray(conflicts) && conflicts.length > 0) fail(`unexpected conflict on ${id}`)
    const page = (await call(paths.pull(checkpoint, 100), headers)) as PullResponse<Estimate> | null
    if (!page) continue
    for (const doc of page.documents) masters.set(doc.id, doc)
    checkpoint = page.checkpoint
  }
}

const sessions = await Promise.all(Array.from({ length: Number(clients) }, (_, n) => signIn(n)))
const started = performance.now()
const until = started + Number(seconds) * 1000
await Promise.all(sessions.map((session, n) => run(n, session, until)))
const elapsed = (performance.now() - started) / 1000

latencies.sort((a, b) => a - b)
const percentile = (p: number) => latencies[Math.floor((p / 100) * (latencies.length - 1))] ?? 0
const result: LoadResult = {
  requests: latencies.length,
  seconds: elapsed,
  p50Ms: percentile(50),
  p99Ms: percentile(99),
  errors,
  errorSamples,
}
// Keep-alive sockets would hold the process open for a while: leave once the parent has the result.
process.send?.(result, () => process.exit(0))
