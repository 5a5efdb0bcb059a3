import type { Db } from '../../db/client.ts'

/** A value of the settings table (migration 015), parsed; undefined when nothing was saved. */
export function readSetting(
  db: Db,
  key: string,
): { value: unknown; updatedAt: string; updatedBy: string | null } | undefined {
  const row = db
    .prepare(
      `SELECT s.value_json AS valueJson, s.updated_at AS updatedAt, u.username AS updatedBy
       FROM settings s LEFT JOIN users u ON u.id = s.updated_by WHERE s.key = ?`,
    )
    .get(key) as { valueJson: string; updatedAt: string; updatedBy: string | null } | undefined
  return (
    row && { value: JSON.parse(row.valueJson) as unknown, updatedAt: row.updatedAt, updatedBy: row.updatedBy }
  )
}

export function writeSetting(db: Db, key: string, value: unknown, at: string, userId: string | null): void {
  db.prepare(
    `INSERT INTO settings (key, value_json, updated_at, updated_by) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json, updated_at = excluded.updated_at,
       updated_by = excluded.updated_by`,
  ).run(key, JSON.stringify(value), at, userId)
}
