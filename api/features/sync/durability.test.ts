import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import { makeEstimate, makeWindow } from '../../../domain/testing/estimate-factory.ts'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import {
  PULL_LIMIT_MAX,
  syncPaths,
  type Checkpoint,
  type PullResponse,
  type PushRow,
} from '../../../sync/protocol.ts'
import { DEMO_PASSWORD } from '../../db/seed.ts'
import { killServers, startServer, type SpawnedServer } from '../../test/spawn-server.ts'
import { makeWebDist } from '../../test/test-app.ts'

/*
 * "Nothing an installer enters may be lost" (docs/decisions/005-sync-protocol.md): once a push is
 * answered 200 the device forgets it ever had to send it, so what was answered must outlive a crash.
 *
 * The real server runs as its own process and is killed with SIGKILL the moment a push's answer
 * arrives: no shutdown handler, no db.close(), no WAL checkpoint. It is then restarted on the same
 * DATA_DIR and everything answered so far must be pulled back, content and all.
 *
 * Why this holds: better-sqlite3 commits synchronously, before the handler builds its answer, and
 * api/db/client.ts runs SQLite in WAL mode with synchronous=NORMAL. A commit has then been written
 * into app.db-wal (written, not fsynced): the bytes are in the OS page cache, which a dead process
 * cannot take with it, and the next open replays the WAL. synchronous=NORMAL only risks the last
 * commits on a power cut or an OS crash, which no process-level test can simulate.
 *
 * What would make this fail: answering before the commit (write-behind, a commit on a timer, a
 * queue flushed later), holding documents in memory, or a database outside DATA_DIR. Each round
 * checks everything acknowledged in all earlier rounds, so a loss at any restart shows.
 *
 * A second, larger push is in flight at each kill. It was never acknowledged, so it may be lost;
 * but a batch is one transaction, so it must be there whole or not at all.
 */

const paths = syncPaths('estimates')
const ROUNDS = 3
const ACKNOWLEDGED_PER_ROUND = 25
/** Large enough that the server is usually still reading or validating it when it is killed. */
const IN_FLIGHT_PER_ROUND = 200
const IN_FLIGHT_WINDOWS = 20

interface Session {
  server: SpawnedServer
  cookie: string
  user: SessionUser
}

async function signIn(server: SpawnedServer): Promise<Session> {
  const res = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
    body: JSON.stringify({ usernameOrEmail: 'installer', password: DEMO_PASSWORD }),
  })
  if (res.status !== 200) throw new Error(`Sign-in answered ${res.status}: ${await res.text()}`)
  const cookie = res.headers
    .getSetCookie()
    .map((header) => /^session=([^;]+)/.exec(header)?.[0])
    .find(Boolean)
  if (!cookie) throw new Error('Sign-in set no session cookie')
  return { server, cookie, user: (await res.json()) as SessionUser }
}

/** Resolves with the answer's head: the moment the server said how the push went. */
function push(session: Session, docs: readonly Estimate[]): Promise<Response> {
  const rows: PushRow<Estimate>[] = docs.map((doc) => ({ assumedMasterState: null, newDocumentState: doc }))
  return fetch(`${session.server.baseUrl}${paths.push}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: session.server.baseUrl, Cookie: session.cookie },
    body: JSON.stringify(rows),
  })
}

/** Every estimate the signed-in user can see, page by page. */
async function pullAll(session: Session): Promise<Map<string, Estimate>> {
  const docs = new Map<string, Estimate>()
  let checkpoint: Checkpoint | null = null
  for (;;) {
    const res = await fetch(`${session.server.baseUrl}${paths.pull(checkpoint, PULL_LIMIT_MAX)}`, {
      headers: { Cookie: session.cookie },
    })
    expect(res.status).toBe(200)
    const page = (await res.json()) as PullResponse<Estimate>
    for (const doc of page.documents) docs.set(doc.id, doc)
    if (page.documents.length < PULL_LIMIT_MAX) return docs
    checkpoint = page.checkpoint
  }
}

/** Distinct names and measurements per document, so a document cannot pass for another. */
function makeBatch(ownerId: string, prefix: string, count: number, windowCount: number): Estimate[] {
  return Array.from({ length: count }, (_, index) =>
    makeEstimate({
      id: `${prefix}-${index}`,
      ownerId,
      name: `Durability ${prefix} #${index}`,
      windows: Array.from({ length: windowCount }, (_, w) =>
        makeWindow({
          id: `w${w}`,
          label: `Pane ${w} of ${prefix}-${index}`,
          width: 12 + index,
          height: 24 + w,
        }),
      ),
    }),
  )
}

/** Size of the database's write-ahead log; 0 when there is none. */
function walBytes(dataDir: string): number {
  const wal = join(dataDir, 'app.db-wal')
  return existsSync(wal) ? statSync(wal).size : 0
}

/** What the person typed; the server's own values (updatedAt, totals, …) are other tests' business. */
function typed(doc: Estimate | undefined) {
  if (!doc) return undefined
  const { id, ownerId, name, customer, address, windows, notes, status, _deleted } = doc
  return { id, ownerId, name, customer, address, windows, notes, status, _deleted }
}

function expectAllStored(stored: Map<string, Estimate>, expected: readonly Estimate[]) {
  const missing = expected.filter((doc) => !stored.has(doc.id)).map((doc) => doc.id)
  expect(missing, 'acknowledged documents lost across the crash').toEqual([])
  expect(expected.map((doc) => typed(stored.get(doc.id)))).toEqual(expected.map(typed))
}

describe('sync push durability across a crash', () => {
  let dataDir: string
  let webDistDir: string

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'durability-data-'))
    webDistDir = makeWebDist()
  })

  // Whatever failed, no server outlives its test.
  afterEach(() => killServers())

  afterAll(async () => {
    await killServers()
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(webDistDir, { recursive: true, force: true })
  })

  it('keeps every acknowledged push when the server is killed the moment it answers', async () => {
    const acknowledged: Estimate[] = []
    /** Batches killed in flight, never answered: all or nothing. */
    const unanswered: Estimate[][] = []

    let server = await startServer({ dataDir, webDistDir })
    for (let round = 1; round <= ROUNDS; round++) {
      const session = await signIn(server)
      expectAllStored(await pullAll(session), acknowledged)

      const owner = session.user.id
      const batch = makeBatch(owner, `r${round}-acked`, ACKNOWLEDGED_PER_ROUND, 2)
      const inFlight = makeBatch(owner, `r${round}-in-flight`, IN_FLIGHT_PER_ROUND, IN_FLIGHT_WINDOWS)

      const answer = push(session, batch)
      // null: the connection died with the server before an answer came.
      const inFlightAnswer = push(session, inFlight).then(
        (res) => res.status,
        () => null,
      )
      const res = await answer
      await server.crash()
      expect(res.status, server.output()).toBe(200)
      acknowledged.push(...batch)

      // Answered before the kill after all: then it was acknowledged like the first.
      if ((await inFlightAnswer) === 200) acknowledged.push(...inFlight)
      else unanswered.push(inFlight)

      // A clean close checkpoints the WAL into app.db and deletes it; that it is still here shows the
      // kill skipped all of that, and the restart has to recover the last commits from it.
      expect(walBytes(dataDir), 'app.db-wal after the kill').toBeGreaterThan(0)

      server = await startServer({ dataDir, webDistDir })
    }

    const stored = await pullAll(await signIn(server))
    expectAllStored(stored, acknowledged)
    for (const batch of unanswered) {
      const present = batch.filter((doc) => stored.has(doc.id))
      expect([0, batch.length], `${batch[0]?.id}… was written in part`).toContain(present.length)
      expect(present.map((doc) => typed(stored.get(doc.id)))).toEqual(present.map(typed))
    }
  }, 60_000)
})
