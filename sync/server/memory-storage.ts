import { scopeIncludes, type TableMapping, type VisibleScope } from '../collection.ts'
import type { Checkpoint, SyncDocument } from '../protocol.ts'
import type { SyncStorage } from './storage.ts'

interface Row {
  json: string
  attachments: readonly string[]
}

const byPosition = (a: SyncDocument, b: SyncDocument) =>
  a.updatedAt === b.updatedAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.updatedAt < b.updatedAt ? -1 : 1

const isAfter = (doc: SyncDocument, checkpoint: Checkpoint | null) =>
  checkpoint === null ||
  doc.updatedAt > checkpoint.updatedAt ||
  (doc.updatedAt === checkpoint.updatedAt && doc.id > checkpoint.id)

/**
 * SyncStorage in memory: the reference the protocol's unit tests run on, and a second implementation
 * that keeps sync/server honest about needing nothing SQLite-specific. Documents are kept as JSON, as a
 * database would, so no caller can mutate a stored version.
 */
export function createMemoryStorage(): SyncStorage & { count(table: TableMapping): number } {
  const tables = new Map<string, Map<string, Row>>()
  const tableOf = (table: TableMapping) => {
    const rows = tables.get(table.name) ?? new Map<string, Row>()
    tables.set(table.name, rows)
    return rows
  }
  const documents = <T extends SyncDocument>(table: TableMapping) =>
    [...tableOf(table).values()].map((row) => ({
      doc: JSON.parse(row.json) as T,
      attachments: row.attachments,
    }))

  return {
    async pull(table: TableMapping, scope: VisibleScope, after: Checkpoint | null, limit: number) {
      return [...tableOf(table).values()]
        .map((row) => ({ doc: JSON.parse(row.json) as SyncDocument, json: row.json }))
        .filter(({ doc }) => scopeIncludes(scope, doc) && isAfter(doc, after))
        .sort((a, b) => byPosition(a.doc, b.doc))
        .slice(0, limit)
        .map(({ doc, json }) => ({ id: doc.id, updatedAt: doc.updatedAt, json }))
    },

    async write(table, ids, decide) {
      const rows = tableOf(table)
      const stored = new Map(
        ids.flatMap((id) => {
          const row = rows.get(id)
          return row ? [[id, JSON.parse(row.json)] as const] : []
        }),
      )
      const latest = [...rows.values()].reduce<string | null>((max, row) => {
        const { updatedAt } = JSON.parse(row.json) as SyncDocument
        return max === null || updatedAt > max ? updatedAt : max
      }, null)
      // decide() runs to completion before anything is applied: a throw leaves every row as it was.
      const { writes, result } = decide(stored, latest)
      for (const { doc, attachments } of writes) rows.set(doc.id, { json: JSON.stringify(doc), attachments })
      return result
    },

    async referencesAttachment(table, scope, attachmentId) {
      return documents(table).some(
        (row) => scopeIncludes(scope, row.doc) && row.attachments.includes(attachmentId),
      )
    },

    count: (table) => tableOf(table).size,
  }
}
