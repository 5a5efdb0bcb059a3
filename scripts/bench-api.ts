/**
 * The API's request path under load, against a bare Hono app answering the same bodies in the same run:
 *   GET /api/health; GET /api/catalog (plain, gzip, and a revalidation answered 304); GET /api/user signed in.
 *   npm run bench:api        (BENCH_API_SECONDS=5 for shorter runs; 100 connections each)
 * The real server is the production bundle (NODE_ENV=production) on a seeded temporary database.
 * A measurement: exits 0 when a goal is missed, non-zero only when the benchmark itself broke.
 */
import autocannon from 'autocannon'
import { fork } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_PASSWORD } from '../api/db/seed.ts'
import { makeWebDist } from '../api/test/test-app.ts'
import { startServer } from '../api/test/spawn-server.ts'

const SECONDS = Number(process.env['BENCH_API_SECONDS'] ?? 10)
const CONNECTIONS = 100

interface Case {
  name: string
  path: string
  headers?: Record<string, string>
  /** Goals: requests per second (absolute, or as a share of the bare app's) and p99 latency. */
  goal: { minShare?: number; minRps?: number; maxP99Ms: number }
}

interface Figures {
  rps: number
  p99: number
  errors: number
  non2xx: number
}

async function load(url: string, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers })
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ usernameOrEmail: 'installer', password: DEMO_PASSWORD }),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`)
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (!cookie) throw new Error('sign-in set no cookie')
  return cookie
}

async function startBare(answers: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'))
  const file = join(dir, 'answers.json')
  writeFileSync(file, JSON.stringify(answers))
  const child = fork(join(import.meta.dirname, 'bench-api/bare-server.ts'), [file], {
    execArgv: ['--import', 'tsx'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port))
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)))
  })
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const pad = (text: string | number, width: number) => String(text).padStart(width)

async function main() {
  const web = makeWebDist()
  const server = await startServer({ webDistDir: web })
  try {
    const cookie = await signIn(server.baseUrl)
    const catalog = await fetch(`${server.baseUrl}/api/catalog`)
    const etag = catalog.headers.get('etag') ?? ''
    const answers: Record<string, string> = {
      '/api/health': await (await fetch(`${server.baseUrl}/api/health`)).text(),
      '/api/catalog': await catalog.text(),
      '/api/user': await (await fetch(`${server.baseUrl}/api/user`, { headers: { cookie } })).text(),
    }
    const bare = await startBare(answers)
    const cases: Case[] = [
      { name: 'GET /api/health', path: '/api/health', goal: { minShare: 0.3, maxP99Ms: 25 } },
      {
        name: 'GET /api/user (signed in)',
        path: '/api/user',
        headers: { cookie },
        goal: { minShare: 0.3, maxP99Ms: 25 },
      },
      { name: 'GET /api/catalog', path: '/api/catalog', goal: { minRps: 5000, maxP99Ms: 50 } },
      {
        name: 'GET /api/catalog, gzip',
        path: '/api/catalog',
        headers: { 'accept-encoding': 'gzip' },
        goal: { minRps: 5000, maxP99Ms: 50 },
      },
      {
        name: 'GET /api/catalog, 304',
        path: '/api/catalog',
        headers: { 'if-none-match': etag },
        goal: { minRps: 5000, maxP99Ms: 50 },
      },
    ]
    console.log(
      `${CONNECTIONS} connections, ${SECONDS} s each; bare = Hono on @hono/node-server answering the same body`,
    )
    console.log(
      `${'case'.padEnd(28)} ${pad('app req/s', 10)} ${pad('p99 ms', 7)} ${pad('bare req/s', 11)} ${pad('share', 6)}  goal`,
    )
    for (const item of cases) {
      const app = await load(`${server.baseUrl}${item.path}`, item.headers ?? {})
      const yardstick = await load(`${bare.baseUrl}${item.path}`, {})
      const share = app.rps / yardstick.rps
      const { minShare, minRps, maxP99Ms } = item.goal
      const met =
        app.p99 <= maxP99Ms &&
        (minShare === undefined || share >= minShare) &&
        (minRps === undefined || app.rps >= minRps) &&
        app.errors === 0
      const goal = [
        minShare !== undefined ? `≥ ${minShare * 100} % of bare` : `≥ ${minRps} req/s`,
        `p99 ≤ ${maxP99Ms} ms`,
      ].join(', ')
      const problems =
        app.errors || (app.non2xx && !item.headers?.['if-none-match'])
          ? ` (errors ${app.errors}, non-2xx ${app.non2xx})`
          : ''
      console.log(
        `${item.name.padEnd(28)} ${pad(app.rps, 10)} ${pad(app.p99, 7)} ${pad(yardstick.rps, 11)} ${pad(`${Math.round(share * 100)} %`, 6)}  ${goal}: ${met ? 'met' : 'MISSED'}${problems}`,
      )
    }
    bare.stop()
  } finally {
    await server.stop()
    rmSync(web, { recursive: true, force: true })
  }
}

await main()
