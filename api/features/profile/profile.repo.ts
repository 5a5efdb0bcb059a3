import type { ProfileInput } from '../../../domain/auth/schemas.ts'
import type { Db } from '../../db/client.ts'

/** What the profiles table holds, with the account's email; the logo is a file hash. */
export type ProfileRow = ProfileInput & { email: string; logoFile: string | null }

/** A user without a saved profile yet reads as empty fields. */
export function findProfile(db: Db, userId: string): ProfileRow | undefined {
  return db
    .prepare(
      `SELECT u.email, coalesce(p.company_name, '') AS companyName, coalesce(p.address, '') AS address,
              coalesce(p.phone, '') AS phone, coalesce(p.website, '') AS website,
              coalesce(p.tax_number, '') AS taxNumber, p.logo_file AS logoFile
       FROM users u LEFT JOIN profiles p ON p.user_id = u.id
       WHERE u.id = ?`,
    )
    .get(userId) as ProfileRow | undefined
}

export function upsertProfile(db: Db, userId: string, input: ProfileInput, now: string): void {
  db.prepare(
    `INSERT INTO profiles (user_id, company_name, address, phone, website, tax_number, updated_at)
     VALUES (@userId, @companyName, @address, @phone, @website, @taxNumber, @now)
     ON CONFLICT (user_id) DO UPDATE SET company_name = excluded.company_name, address = excluded.address,
       phone = excluded.phone, website = excluded.website, tax_number = excluded.tax_number,
       updated_at = excluded.updated_at`,
  ).run({ userId, ...input, now })
}

export function setProfileLogo(db: Db, userId: string, logoFile: string | null, now: string): void {
  db.prepare(
    `INSERT INTO profiles (user_id, logo_file, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET logo_file = excluded.logo_file, updated_at = excluded.updated_at`,
  ).run(userId, logoFile, now)
}
