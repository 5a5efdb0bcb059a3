import { brotliCompressSync } from 'node:zlib'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../app.ts'
import type { AppDeps } from '../context.ts'
import type { PaymentProviders } from '../features/orders/payments.ts'
import { openDatabase } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'
import { createMemoryMailer } from '../mail/memory-mailer.ts'

/** A tiny built web app on disk, enough to exercise static serving. */
export function makeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>')
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  const script = `console.log(${JSON.stringify('x'.repeat(4000))})`
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script)
  // The build writes a Brotli copy beside each text file (scripts/precompress.ts).
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script))
  return dir
}

/** A clock tests move by hand: sessions, tokens and rate limits all read time from it. */
export function createTestClock(start = new Date('2025-06-02T09:00:00.000Z')) {
  let now = start.getTime()
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms
    },
  }
}

export interface TestAppOptions {
  nodeEnv?: 'development' | 'production' | 'test'
  appUrl?: string
  trustProxy?: boolean
  /** Card payment with a fake Stripe (api/features/orders/payments.test.ts); invoice only when absent. */
  payments?: PaymentProviders
  /** The team's inbox (TEAM_EMAIL), for the mails about visitors' requests. */
  teamEmail?: string
}

/** A fresh, migrated in-memory database, an in-memory mailer, a hand-moved clock and the app around them. */
export function createTestApp(options: TestAppOptions = {}) {
  const db = openDatabase(':memory:')
  migrate(db)
  const mailer = createMemoryMailer()
  const clock = createTestClock()
  const env: AppDeps['env'] = {
    NODE_ENV: options.nodeEnv ?? 'test',
    WEB_DIST_DIR: makeWebDist(),
    APP_URL: options.appUrl,
    TRUST_PROXY: options.trustProxy ?? false,
    ...(options.teamEmail ? { TEAM_EMAIL: options.teamEmail } : {}),
  }
  const app = createApp({ db, env, mailer, clock: clock.now, payments: options.payments })
  return { app, db, mailer, clock }
}

export type TestApp = ReturnType<typeof createTestApp>
