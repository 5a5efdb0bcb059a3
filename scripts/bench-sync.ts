/**
 * Sync under load, against the real server on a temporary database:
 *   1. first pull of 10 000 estimates into a fresh Chromium (RxDB on IndexedDB), on /estimator
 *   2. push of 1 000 estimates changed in that browser, until the server has them all
 *   3. 100 clients (own accounts, another process) looping push + pull for 60 s
 *   npm run bench:sync       (BENCH_SYNC_SECONDS=10 for a shorter phase 3; builds if dist/web is missing)
 * A measurement: exits 0 when a goal is missed, non-zero only when the benchmark itself broke.
 */
import { chromium } from '@playwright/test'
import Database from 'better-sqlite3'
import { execSync, fork } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { DEMO_PASSWORD } from '../api/db/seed.ts'
import { startServer, type SpawnedServer } from '../api/test/spawn-server.ts'
import { CHROMIUM_LAUNCH } from '../tests/chromium.ts'
import type { LoadResult } from './bench-sync/load-clients.ts'
import { exposeEstimates, type BenchWindow } from './bench-sync/page.ts'
import { prepareDatabase } from './bench-sync/seed.ts'

const OWNER = 'installer'
const PULL_COUNT = 10_000
const PUSH_COUNT = 1_000
const CLIENTS = 100
const LOAD_SECONDS = Number(process.env['BENCH_SYNC_SECONDS'] ?? 60)
/** Past this a phase is not slow but broken. */
const PHASE_TIMEOUT_MS = 180_000

/** Polls `check` until it holds; the seconds since `since`. */
async function secondsUntil(check: () => Promise<boolean> | boolean, since = performance.now()) {
  while (!(await check())) {
    if (performance.now() - since > PHASE_TIMEOUT_MS) throw new Error('gave up waiting')
    await sleep(100)
  }
  return (performance.now() - since) / 1000
}

/** Phases 1 and 2 in Chromium; `serverFile` is the server's database, read to see the push arrive. */
async function measureBrowser(baseURL: string, serverFile: string) {
  const db = new Database(serverFile, { readonly: true, fileMustExist: true })
  const countWithNotes = db
    .prepare("SELECT count(*) FROM estimates WHERE json_extract(doc, '$.notes') = ?")
    .pluck()
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    // No service worker: it would precache the app during the pull and blur what is measured.
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' })
    await context.addInitScript(exposeEstimates)
    const login = await context.request.post('/api/login', {
      data: { usernameOrEmail: OWNER, password: DEMO_PASSWORD },
      headers: { Origin: baseURL },
    })
    if (!login.ok()) throw new Error(`sign-in as ${OWNER} failed: ${login.status()}`)
    const page = await context.newPage()
    const countInPage = () =>
      page.evaluate(() => (window as unknown as BenchWindow).benchEstimates()?.count().exec() ?? 0)
    const syncTone = () => page.getByRole('banner').getByRole('status').getAttribute('data-tone')

    const navigated = performance.now()
    await page.goto('/estimator')
    const pull = await secondsUntil(async () => (await countInPage()) >= PULL_COUNT, navigated)
    // The page keeps working after the last document is stored; phase 2 starts once it has settled.
    const settled = await secondsUntil(async () => (await syncTone()) === 'synced', navigated)

    const notes = `bench push ${Date.now()}`
    const changed = performance.now()
    await page.evaluate(
      async ({ count, notes }) => {
        const estimates = (window as unknown as BenchWindow).benchEstimates()!
        const docs = await estimates.find({ limit: count }).exec()
        const now = new Date().toISOString()
        await estimates.bulkUpsert(
          docs.map((doc) => ({ ...doc.toMutableJSON(), notes, editedAt: now, updatedAt: now })),
        )
      },
      { count: PUSH_COUNT, notes },
    )
    const push = await secondsUntil(() => countWithNotes.get(notes) === PUSH_COUNT, changed)
    return { pull, settled, push }
  } finally {
    await browser.close()
    db.close()
  }
}

/** Phase 3 in a child process of its own; resolves with what it measured. */
function measureLoad(baseURL: string): Promise<LoadResult> {
  const args = [baseURL, String(CLIENTS), String(LOAD_SECONDS)]
  const child = fork('scripts/bench-sync/load-clients.ts', args, { execArgv: ['--import', 'tsx'] })
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as LoadResult))
    child.once('exit', (code) => reject(new Error(`the load clients exited with ${code} before answering`)))
  })
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-sync-'))
let server: SpawnedServer | null = null
const cleanUp = async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)))

try {
  if (!existsSync('dist/web/index.html')) execSync('npm run build', { stdio: 'inherit' })
  console.log(`Seeding ${PULL_COUNT} estimates and ${CLIENTS} accounts…`)
  await prepareDatabase(dataDir, OWNER, PULL_COUNT, CLIENTS)
  server = await startServer({ dataDir, webDistDir: 'dist/web' })
  console.log('Phases 1 and 2 in Chromium…')
  const browser = await measureBrowser(server.baseUrl, join(dataDir, 'app.db'))
  console.log(`Phase 3: ${CLIENTS} clients for ${LOAD_SECONDS} s…`)
  const load = await measureLoad(server.baseUrl)

  const rows: [what: string, result: string, goal?: string, met?: boolean][] = [
    [`First pull, ${PULL_COUNT} estimates`, `${browser.pull.toFixed(2)} s`, '< 5 s', browser.pull < 5],
    ['  … until the indicator says Synced', `${browser.settled.toFixed(2)} s`],
    [`Push, ${PUSH_COUNT} changed estimates`, `${browser.push.toFixed(2)} s`, '< 3 s', browser.push < 3],
    [`${CLIENTS} clients: throughput`, `${(load.requests / load.seconds).toFixed(0)} req/s`],
    [`${CLIENTS} clients: p50 latency`, `${load.p50Ms.toFixed(1)} ms`],
    [`${CLIENTS} clients: p99 latency`, `${load.p99Ms.toFixed(1)} ms`, '< 250 ms', load.p99Ms < 250],
    [`${CLIENTS} clients: errors`, `${load.errors} of ${load.requests}`, '0', load.errors === 0],
  ]
  console.log(`\nSync benchmark (phase 3: ${load.seconds.toFixed(0)} s of push + pull per client, no pause)`)
  for (const [what, result, goal = '', met] of rows) {
    const verdict = met === undefined ? '' : met ? 'ok' : 'MISSED'
    console.log(`${what.padEnd(36)} ${result.padStart(14)}   ${goal.padEnd(9)} ${verdict}`)
  }
  for (const sample of load.errorSamples) console.log(`  error: ${sample}`)
} finally {
  await cleanUp()
}
