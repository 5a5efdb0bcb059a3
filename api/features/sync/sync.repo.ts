import type { Statement } from 'better-sqlite3'
import type { SyncCollection, TableMapping, VisibleScope } from '../../../sync/collection.ts'
import type { Checkpoint, SyncDocument } from '../../../sync/protocol.ts'
import { nextWriteTime } from '../../../sync/server/push.ts'
import type { DocumentWrite, SyncStorage, WriteDecision } from '../../../sync/server/storage.ts'
import type { Db } from '../../db/client.ts'
import { publishWhenCommitted } from './sync.changes.ts'

/*
 * sync/server's storage on SQLite. Table and column names come from the collection definitions in
 * code, never from a request, and are still checked before they reach SQL. The SQL is kept to what
 * PostgreSQL also runs (row values, ON CONFLICT) except json_each, which a port would swap for ANY($1).
 */

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`sync: ${JSON.stringify(name)} is not a plain SQL identifier`)
  return name
}

/** A WHERE fragment for a read scope, its columns qualified by `alias`. */
function scopeCondition(table: TableMapping, scope: VisibleScope, alias: string): string | null {
  if (scope.kind === 'all') return null
  const column = table.columns[scope.field]
  if (!column) throw new Error(`sync: ${table.name} has no column for the scope field ${scope.field}`)
  return `${alias}.${identifier(column)} = @scopeValue`
}

const scopeParams = (scope: VisibleScope) => (scope.kind === 'equals' ? { scopeValue: scope.value } : {})

/** Values a copied column can hold; documents only copy scalar fields. */
function columnValue(doc: SyncDocument, field: string): string | number | null {
  const value = (doc as unknown as Record<string, unknown>)[field]
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value === undefined || value === null) return null
  if (typeof value === 'string' || typeof value === 'number') return value
  throw new Error(`sync: field ${field} is not a scalar and cannot have a column of its own`)
}

/** Statements prepared once per database and distinct SQL text: the tables and scopes are few. */
const statementCache = new WeakMap<Db, Map<string, Statement>>()

function prepared(db: Db, sql: string): Statement {
  let statements = statementCache.get(db)
  if (!statements) {
    statements = new Map()
    statementCache.set(db, statements)
  }
  let statement = statements.get(sql)
  if (!statement) {
    statement = db.prepare(sql)
    statements.set(sql, statement)
  }
  return statement
}

/** Stores one document version with its copied columns and the attachments it refers to. */
function upsert(db: Db, table: TableMapping, { doc, attachments }: DocumentWrite<SyncDocument>) {
  const name = identifier(table.name)
  const fields = Object.keys(table.columns)
  const columns = fields.map((field) => identifier(table.columns[field]!))
  const names = ['id', 'doc', 'updated_at', 'deleted', ...columns]
  const values = [
    doc.id,
    JSON.stringify(doc),
    doc.updatedAt,
    doc._deleted ? 1 : 0,
    ...fields.map((f) => columnValue(doc, f)),
  ]
  prepared(
    db,
    `INSERT INTO ${name} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${names
       .slice(1)
       .map((column) => `${column} = excluded.${column}`)
       .join(', ')}`,
  ).run(...values)

  prepared(db, 'DELETE FROM sync_attachment_refs WHERE collection = ? AND doc_id = ?').run(table.name, doc.id)
  const refer = prepared(
    db,
    'INSERT OR IGNORE INTO sync_attachment_refs (collection, doc_id, attachment_id) VALUES (?, ?, ?)',
  )
  for (const attachment of attachments) refer.run(table.name, doc.id, attachment)
}

/**
 * For a feature that keeps a pull-only collection's documents itself (the marketplace): stores
 * `docs` stamped later than every document of the collection before them (a device that pulled up
 * to the previous one must not skip these), with their columns and attachment references, and tells
 * the sync streams once the caller's transaction commits. Call it inside that transaction.
 */
export function writeServerDocuments<T extends SyncDocument>(
  db: Db,
  collection: SyncCollection<T>,
  docs: readonly Omit<T, 'updatedAt'>[],
  now: Date,
): T[] {
  const latest = prepared(db, `SELECT max(updated_at) FROM ${identifier(collection.table.name)}`)
    .pluck()
    .get() as string | null
  const updatedAt = nextWriteTime(now, latest)
  const written = docs.map((doc) => ({ ...doc, updatedAt }) as T)
  for (const doc of written)
    upsert(db, collection.table, { doc, attachments: collection.attachments?.references(doc) ?? [] })
  publishWhenCommitted(db, collection as unknown as SyncCollection<SyncDocument>, written)
  return written
}

/** The stored document of `collection` with this id, as written (not presented to anyone). */
export function readServerDocument<T extends SyncDocument>(
  db: Db,
  collection: SyncCollection<T>,
  id: string,
): T | undefined {
  const json = prepared(db, `SELECT doc FROM ${identifier(collection.table.name)} WHERE id = ?`)
    .pluck()
    .get(id) as string | undefined
  return json === undefined ? undefined : (JSON.parse(json) as T)
}

export function createSqliteSyncStorage(db: Db): SyncStorage {
  const prepare = (sql: string) => prepared(db, sql)

  return {
    async pull(table: TableMapping, scope: VisibleScope, after: Checkpoint | null, limit: number) {
      const conditions = [
        scopeCondition(table, scope, 'd'),
        // A row value compares (updated_at, id) as a pair and can walk the (…, updated_at, id) indexes.
        after ? '(d.updated_at, d.id) > (@updatedAt, @id)' : null,
      ].filter((condition) => condition !== null)
      const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
      const rows = prepare(
        `SELECT d.id, d.updated_at, d.doc FROM ${identifier(table.name)} d ${where}
         ORDER BY d.updated_at, d.id LIMIT @limit`,
      )
        .raw()
        .all({ ...scopeParams(scope), ...(after ?? {}), limit }) as [string, string, string][]
      // upsert() stores doc.id and doc.updatedAt in these columns.
      return rows.map(([id, updatedAt, json]) => ({ id, updatedAt, json }))
    },

    async write<T extends SyncDocument, R>(
      table: TableMapping,
      ids: readonly string[],
      decide: WriteDecision<T, R>,
    ) {
      const name = identifier(table.name)
      // IMMEDIATE takes the write lock up front: the stored versions read here cannot change before the writes land.
      return db
        .transaction(() => {
          const docs = prepare(`SELECT doc FROM ${name} WHERE id IN (SELECT value FROM json_each(?))`)
            .pluck()
            .all(JSON.stringify(ids)) as string[]
          const stored = new Map(docs.map((json) => JSON.parse(json) as T).map((doc) => [doc.id, doc]))
          const latest = prepare(`SELECT max(updated_at) FROM ${name}`).pluck().get() as string | null
          const { writes, result } = decide(stored, latest)
          for (const write of writes) upsert(db, table, write)
          return result
        })
        .immediate()
    },

    async referencesAttachment(table, scope, attachmentId) {
      const condition = scopeCondition(table, scope, 'd')
      const row = prepare(
        `SELECT 1 FROM sync_attachment_refs r JOIN ${identifier(table.name)} d ON d.id = r.doc_id
         WHERE r.collection = @collection AND r.attachment_id = @attachmentId ${condition ? `AND ${condition}` : ''}
         LIMIT 1`,
      ).get({ collection: table.name, attachmentId, ...scopeParams(scope) })
      return row !== undefined
    },
  }
}
