import type { TeamTaskKind, TeamTaskView } from '../../../domain/team/tasks.ts'
import type { Db } from '../../db/client.ts'

/** Opens a task for an order (once per order and kind); called inside the order's transaction. */
export function insertTeamTask(db: Db, orderId: string, kind: TeamTaskKind, now: string): void {
  db.prepare(
    `INSERT INTO team_tasks (id, kind, order_id, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (order_id, kind) DO NOTHING`,
  ).run(crypto.randomUUID(), kind, orderId, now)
}

interface TaskRow {
  id: string
  kind: TeamTaskKind
  status: TeamTaskView['status']
  createdAt: string
  doneAt: string | null
  doneBy: string | null
  number: string
  orderStatus: TeamTaskView['order']['status']
  totalCents: number
  customerName: string
  company: string
  email: string
  phone: string
  city: string
  state: string
}

/** Open tasks first (oldest first: they have waited longest), then the most recently done. */
export function findTeamTasks(db: Db, limit = 100): TeamTaskView[] {
  const rows = db
    .prepare(
      `SELECT t.id, t.kind, t.status, t.created_at AS createdAt, t.done_at AS doneAt, u.username AS doneBy,
         o.number, o.status AS orderStatus, o.total_cents AS totalCents, o.ship_name AS customerName,
         o.ship_company AS company, o.email, o.ship_phone AS phone, o.ship_city AS city, o.ship_state AS state
       FROM team_tasks t
       JOIN orders o ON o.id = t.order_id
       LEFT JOIN users u ON u.id = t.done_by
       ORDER BY t.status = 'done', CASE t.status WHEN 'open' THEN t.created_at END ASC, t.done_at DESC
       LIMIT ?`,
    )
    .all(limit) as TaskRow[]
  return rows.map(
    ({ number, orderStatus, totalCents, customerName, company, email, phone, city, state, ...task }) => ({
      ...task,
      order: { number, status: orderStatus, totalCents, customerName, company, email, phone, city, state },
    }),
  )
}

/** Marks a task done; false when there is no such task. Done twice keeps the first time and person. */
export function completeTeamTask(db: Db, id: string, userId: string, now: string): boolean {
  const result = db
    .prepare(
      `UPDATE team_tasks SET status = 'done', done_at = coalesce(done_at, ?), done_by = coalesce(done_by, ?)
       WHERE id = ?`,
    )
    .run(now, userId, id)
  return result.changes > 0
}
