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

/**
 * A migration that rebuilds a table (SQLite's 12-step procedure, https://www.sqlite.org/lang_altertable.html#otheralter)
 * starts with this line. Foreign keys are then off while it runs: dropping the old table must neither
 * cascade to the rows that reference it nor fail on them. PRAGMA foreign_keys is a no-op inside a
 * transaction, so it is switched here, around the migration's transaction, and every reference is
 * checked (PRAGMA foreign_key_check) before that transaction commits.
 */
const FOREIGN_KEYS_OFF = /^-- migrate: foreign keys off\b/

/** Applies the migration in a transaction and records it; see FOREIGN_KEYS_OFF. */
function apply(db: Db, migration: Migration, record: (version: number, name: string) => void): void {
  const keysOff = FOREIGN_KEYS_OFF.test(migration.sql) && db.pragma('foreign_keys', { simple: true }) === 1
  if (keysOff) {
    db.pragma('foreign_keys = OFF')
    // Inside a caller's transaction the pragma does nothing, and the rebuild would cascade.
    if (db.pragma('foreign_keys', { simple: true }) !== 0)
      throw new Error(`${migration.name} must run outside a transaction (it needs foreign keys off)`)
  }
  try {
    db.transaction(() => {
      db.exec(migration.sql)
      if (keysOff) {
        const broken = db.pragma('foreign_key_check') as unknown[]
        if (broken.length)
          throw new Error(
            `${migration.name} leaves broken foreign keys: ${JSON.stringify(broken.slice(0, 5))}`,
          )
      }
      record(migration.version, migration.name)
    })()
  } finally {
    if (keysOff) db.pragma('foreign_keys = ON')
  }
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
    apply(db, migration, (version, name) => record.run(version, name))
    done.push(migration.name)
  }
  return done
}
