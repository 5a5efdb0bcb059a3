import { AUDIT_PAGE_SIZE, type AuditQuery, type AuditRow } from '../../../domain/admin/audit.ts'
import type { Db } from '../../db/client.ts'

export interface AuditEntry {
  at: string
  actorId: string
  /** What was done, as `thing.verb`: 'taxRate.set', 'taxRate.remove'. */
  action: string
  subject: string
  before: unknown
  after: unknown
}

/** Appends an admin's change to the audit log; call it in the change's own transaction. */
export function insertAudit(db: Db, entry: AuditEntry): void {
  db.prepare(
    `INSERT INTO admin_audit (at, actor_id, action, subject, before_json, after_json)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    entry.at,
    entry.actorId,
    entry.action,
    entry.subject,
    entry.before === undefined ? null : JSON.stringify(entry.before),
    entry.after === undefined ? null : JSON.stringify(entry.after),
  )
}

interface StoredAuditRow {
  id: number
  at: string
  actor: string | null
  action: string
  subject: string
  beforeJson: string | null
  afterJson: string | null
}

const parse = (json: string | null): unknown => (json === null ? null : (JSON.parse(json) as unknown))

/** A page of the log, newest first, filtered by exact action and actor username. */
export function findAudit(db: Db, query: AuditQuery): { entries: AuditRow[]; total: number } {
  const where: string[] = []
  const params: string[] = []
  if (query.action) {
    where.push('a.action = ?')
    params.push(query.action)
  }
  if (query.actor) {
    where.push('u.username_normalized = ?')
    params.push(query.actor.toLowerCase())
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const from = 'FROM admin_audit a LEFT JOIN users u ON u.id = a.actor_id'
  const total = db
    .prepare(`SELECT count(*) ${from} ${filter}`)
    .pluck()
    .get(...params) as number
  // Some features name an account by its id (installer.certify): the log shows its username.
  const rows = db
    .prepare(
      `SELECT a.id, a.at, u.username AS actor, a.action, coalesce(s.username, a.subject) AS subject,
         a.before_json AS beforeJson, a.after_json AS afterJson
       ${from} LEFT JOIN users s ON s.id = a.subject ${filter}
       ORDER BY a.at DESC, a.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, AUDIT_PAGE_SIZE, (query.page - 1) * AUDIT_PAGE_SIZE) as StoredAuditRow[]
  return {
    total,
    entries: rows.map(({ beforeJson, afterJson, ...row }) => ({
      ...row,
      before: parse(beforeJson),
      after: parse(afterJson),
    })),
  }
}

export function findAuditActions(db: Db): string[] {
  return db.prepare('SELECT DISTINCT action FROM admin_audit ORDER BY action').pluck().all() as string[]
}
