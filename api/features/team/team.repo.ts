import type { Db } from '../../db/client.ts'

export function markOnboardingComplete(db: Db, userId: string, hubId: string): void {
  db.prepare('UPDATE users SET hub_id = ?, has_completed_onboarding = 1 WHERE id = ?').run(hubId, userId)
}

/** Onboarding asks for a work phone; it lands in the profile so the members dashboard shows it. */
export function savePhone(db: Db, userId: string, phone: string, now: string): void {
  db.prepare(
    `INSERT INTO profiles (user_id, phone, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET phone = excluded.phone, updated_at = excluded.updated_at`,
  ).run(userId, phone, now)
}
