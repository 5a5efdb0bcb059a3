import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Db } from './client.ts'

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url))
const FILE_PATTERN = /^(\d{3})-[a-z0-9-]+\.sql$/

export interface Migration {
  version: number
  name: string
  sql: string
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => FILE_PATTERN.test(name))
    .sort()
    .map((name) => ({ version: Number(name.slice(0, 3)), name, sql: readFileSync(`${dir}/${name}`, 'utf8') }))
}

/** Applies, in order and each in its own transaction, the numbered migrations not yet applied. */
export function migrate(db: Db, migrations = readMigrations()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`)
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[])
  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)')
  const done: string[] = []
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue
    db.transaction(() => {
      db.exec(migration.sql)
      record.run(migration.version, migration.name)
    })()
    done.push(migration.name)
  }
  return done
}
