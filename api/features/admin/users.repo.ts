import type { AdminUserRow, Placement, UserListQuery } from '../../../domain/admin/users.ts'
import { USERS_PAGE_SIZE } from '../../../domain/admin/users.ts'
import type { UserType } from '../../../domain/auth/roles.ts'
import type { Db } from '../../db/client.ts'

interface StoredRow extends Omit<AdminUserRow, 'isAdmin' | 'certified' | 'emailVerified'> {
  isAdmin: 0 | 1
  certified: 0 | 1
  emailVerified: 0 | 1
}

const SELECT_USER = `SELECT u.id, u.username, u.email, u.user_type AS userType, u.is_admin AS isAdmin,
    u.hub_id AS hubId, u.team_id AS teamId, (p.certified_at IS NOT NULL) AS certified,
    (u.email_verified_at IS NOT NULL) AS emailVerified, u.created_at AS createdAt, u.disabled_at AS disabledAt
  FROM users u LEFT JOIN installer_profiles p ON p.user_id = u.id`

const toRow = (row: StoredRow): AdminUserRow => ({
  ...row,
  isAdmin: row.isAdmin === 1,
  certified: row.certified === 1,
  emailVerified: row.emailVerified === 1,
})

/** LIKE with the search text taken literally ("_" and "%" are ordinary characters in a username). */
const likeLiteral = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function findUsers(db: Db, query: UserListQuery): { users: AdminUserRow[]; total: number } {
  const where: string[] = []
  const params: (string | number)[] = []
  if (query.q) {
    where.push(`(u.username_normalized LIKE ? ESCAPE '\\' OR u.email_normalized LIKE ? ESCAPE '\\')`)
    params.push(likeLiteral(query.q), likeLiteral(query.q))
  }
  if (query.userType) {
    where.push('u.user_type = ?')
    params.push(query.userType)
  }
  if (query.admin) where.push(query.admin === 'yes' ? 'u.is_admin = 1' : 'u.is_admin = 0')
  if (query.status)
    where.push(query.status === 'disabled' ? 'u.disabled_at IS NOT NULL' : 'u.disabled_at IS NULL')
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const total = db
    .prepare(`SELECT count(*) FROM users u ${filter}`)
    .pluck()
    .get(...params) as number
  const rows = db
    .prepare(`${SELECT_USER} ${filter} ORDER BY u.username_normalized LIMIT ? OFFSET ?`)
    .all(...params, USERS_PAGE_SIZE, (query.page - 1) * USERS_PAGE_SIZE) as StoredRow[]
  return { users: rows.map(toRow), total }
}

export function findAdminUser(db: Db, id: string): AdminUserRow | undefined {
  const row = db.prepare(`${SELECT_USER} WHERE u.id = ?`).get(id) as StoredRow | undefined
  return row && toRow(row)
}

/** Admins whose accounts are not disabled. */
export function countActiveAdmins(db: Db): number {
  return db
    .prepare('SELECT count(*) FROM users WHERE is_admin = 1 AND disabled_at IS NULL')
    .pluck()
    .get() as number
}

export interface UserUpdate {
  userType: UserType
  isAdmin: boolean
  placement: Placement
  disabledAt: string | null
}

export function updateUser(db: Db, id: string, update: UserUpdate): void {
  db.prepare(
    `UPDATE users SET user_type = ?, is_admin = ?, hub_id = ?, team_id = ?, disabled_at = ? WHERE id = ?`,
  ).run(
    update.userType,
    update.isAdmin ? 1 : 0,
    update.placement.hubId,
    update.placement.teamId,
    update.disabledAt,
    id,
  )
}

/** The dashboard's counts. */
export function countUsersByType(db: Db): { userType: UserType; count: number }[] {
  return db
    .prepare(
      `SELECT user_type AS userType, count(*) AS count FROM users WHERE disabled_at IS NULL
       GROUP BY user_type ORDER BY count DESC`,
    )
    .all() as { userType: UserType; count: number }[]
}

export function countAccounts(db: Db): { admins: number; disabled: number; total: number } {
  return db
    .prepare(
      `SELECT count(*) AS total, coalesce(sum(is_admin = 1 AND disabled_at IS NULL), 0) AS admins,
         coalesce(sum(disabled_at IS NOT NULL), 0) AS disabled FROM users`,
    )
    .get() as { admins: number; disabled: number; total: number }
}
