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
