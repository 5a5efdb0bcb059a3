import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

export type Db = Database.Database

/** Opens SQLite in WAL mode with foreign keys enforced. ':memory:' for tests. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  db.pragma('synchronous = NORMAL')
  return reusingStatements(db)
}

/** Statements kept per connection: a server runs the same few hundred SQL texts over and over. */
const KEPT_STATEMENTS_MAX = 2000

/**
 * Compiles each SQL text once per connection instead of at every call: `db.prepare(sql)` is written
 * at the place that runs it, and compiling it there cost about as much as running it. A statement
 * comes back in its default mode (not plucked, raw or expanded), whatever its last user asked for.
 */
function reusingStatements(db: Db): Db {
  const compile = db.prepare.bind(db)
  const kept = new Map<string, Database.Statement>()
  db.prepare = ((sql: string) => {
    let statement = kept.get(sql)
    if (!statement) {
      statement = compile(sql)
      // A rare query built from varying text must not grow the map without end.
      if (kept.size >= KEPT_STATEMENTS_MAX) kept.clear()
      kept.set(sql, statement)
    } else if (statement.reader) {
      statement.pluck(false).expand(false).raw(false)
    }
    return statement
  }) as Db['prepare']
  return db
}

/** Whether the database answers a query: what the health check reports (a closed one throws). */
export function databaseAnswers(db: Db): boolean {
  return db.prepare('SELECT 1').pluck().get() === 1
}
