import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../app.ts'
import { openDatabase } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'

/** A tiny built web app on disk, enough to exercise static serving. */
export function makeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>')
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`)
  return dir
}

/** A fresh, migrated in-memory database and the app around it. */
export function createTestApp(options: { nodeEnv?: 'development' | 'production' | 'test' } = {}) {
  const db = openDatabase(':memory:')
  migrate(db)
  const app = createApp({ db, env: { NODE_ENV: options.nodeEnv ?? 'test', WEB_DIST_DIR: makeWebDist() } })
  return { app, db }
}
