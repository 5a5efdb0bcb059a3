import type { SettingKey } from '../../../domain/settings/settings.ts'
import type { Db } from '../../db/client.ts'

/** A setting as stored (migration 015's `settings` table): its JSON value, when and by whom. */
export interface StoredSetting {
  value: unknown
  updatedAt: string
  /** The admin's username; null when no account wrote it. */
  updatedBy: string | null
}

interface Row {
  valueJson: string
  updatedAt: string
  updatedBy: string | null
}

export function findSetting(db: Db, key: SettingKey): StoredSetting | undefined {
  const row = db
    .prepare(
      `SELECT s.value_json AS valueJson, s.updated_at AS updatedAt, u.username AS updatedBy
       FROM settings s LEFT JOIN users u ON u.id = s.updated_by WHERE s.key = ?`,
    )
    .get(key) as Row | undefined
  if (!row) return undefined
  return { value: JSON.parse(row.valueJson) as unknown, updatedAt: row.updatedAt, updatedBy: row.updatedBy }
}

export function upsertSetting(db: Db, key: SettingKey, value: unknown, at: string, userId: string): void {
  db.prepare(
    `INSERT INTO settings (key, value_json, updated_at, updated_by) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json, updated_at = excluded.updated_at,
       updated_by = excluded.updated_by`,
  ).run(key, JSON.stringify(value), at, userId)
}

export function deleteSetting(db: Db, key: SettingKey): void {
  db.prepare('DELETE FROM settings WHERE key = ?').run(key)
}
