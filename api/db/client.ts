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
  return countingScripts(reusingStatements(db))
}

/** The tables a signed-in request's session and user are read from. */
const ACCOUNT_TABLES = /\b(users|sessions)\b/i

const accountWrites = new WeakMap<Db, number>()

/**
 * How many times this connection has written to the accounts tables: a copy of a session or a user
 * read at one count is what the database holds for as long as the count has not moved. Counted
 * where every statement is compiled (below), so that no code path that signs out, disables an
 * account, changes a role or a password can forget to say so.
 */
export function accountWriteCount(db: Db): number {
  return accountWrites.get(db) ?? 0
}

const countAccountWrite = (db: Db) => accountWrites.set(db, accountWriteCount(db) + 1)

/** Makes a statement that writes to the accounts tables count each run (see accountWriteCount). */
function countingAccountWrites(db: Db, statement: Database.Statement, sql: string): Database.Statement {
  if (statement.readonly || !ACCOUNT_TABLES.test(sql)) return statement
  for (const method of ['run', 'get', 'all'] as const) {
    const original = statement[method].bind(statement) as (...args: unknown[]) => unknown
    Object.assign(statement, {
      [method]: (...args: unknown[]) => {
        try {
          return original(...args)
        } finally {
          countAccountWrite(db)
        }
      },
    })
  }
  const iterate = statement.iterate.bind(statement) as (...args: unknown[]) => Iterable<unknown>
  Object.assign(statement, {
    iterate: function* (...args: unknown[]) {
      try {
        yield* iterate(...args)
      } finally {
        countAccountWrite(db)
      }
    },
  })
  return statement
}

/** Scripts of several statements (migrations, seeds) are not looked into: any of them counts. */
function countingScripts(db: Db): Db {
  const exec = db.exec.bind(db)
  db.exec = ((sql: string) => {
    try {
      return exec(sql)
    } finally {
      countAccountWrite(db)
    }
  }) as Db['exec']
  return db
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
      statement = countingAccountWrites(db, compile(sql), sql)
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
