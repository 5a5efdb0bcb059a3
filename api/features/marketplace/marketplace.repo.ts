import type { Locale } from '../../../domain/i18n/locales.ts'
import type { BidDocument } from '../../../domain/marketplace/bid.ts'
import type { JobDocument } from '../../../domain/marketplace/job.ts'
import type { MessageDocument } from '../../../domain/marketplace/message.ts'
import type { NotificationDocument } from '../../../domain/marketplace/notification.ts'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import type { Db } from '../../db/client.ts'

/*
 * The marketplace's reads. Jobs, bids and messages are kept as their replicated documents (migration
 * 014): the JSON is the record, and the columns the sync scopes by serve the lookups here. Writes go
 * through sync.repo's writeServerDocuments, so every change reaches the devices.
 */

const parse = <T>(json: string | undefined): T | undefined =>
  json === undefined ? undefined : (JSON.parse(json) as T)

export function findJob(db: Db, id: string): JobDocument | undefined {
  return parse(
    db.prepare('SELECT doc FROM jobs WHERE id = ? AND deleted = 0').pluck().get(id) as string | undefined,
  )
}

export function findBid(db: Db, id: string): BidDocument | undefined {
  return parse(
    db.prepare('SELECT doc FROM bids WHERE id = ? AND deleted = 0').pluck().get(id) as string | undefined,
  )
}

export function findBidOf(db: Db, jobId: string, installerId: string): BidDocument | undefined {
  return parse(
    db
      .prepare('SELECT doc FROM bids WHERE job_id = ? AND installer_id = ? AND deleted = 0')
      .pluck()
      .get(jobId, installerId) as string | undefined,
  )
}

export function listBidsOf(db: Db, jobId: string): BidDocument[] {
  const rows = db
    .prepare('SELECT doc FROM bids WHERE job_id = ? AND deleted = 0 ORDER BY id')
    .pluck()
    .all(jobId) as string[]
  return rows.map((json) => JSON.parse(json) as BidDocument)
}

export function findMessage(db: Db, id: string): MessageDocument | undefined {
  return parse(db.prepare('SELECT doc FROM messages WHERE id = ?').pluck().get(id) as string | undefined)
}

export function hasThread(db: Db, jobId: string, installerId: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM messages WHERE job_id = ? AND installer_id = ? LIMIT 1')
      .get(jobId, installerId) !== undefined
  )
}

/** Messages of a thread that `readerId` has not read: those the other side sent. */
export function unreadMessagesOf(
  db: Db,
  jobId: string,
  installerId: string,
  readerId: string,
): MessageDocument[] {
  const rows = db
    .prepare('SELECT doc FROM messages WHERE job_id = ? AND installer_id = ? AND deleted = 0')
    .pluck()
    .all(jobId, installerId) as string[]
  return rows
    .map((json) => JSON.parse(json) as MessageDocument)
    .filter((message) => message.senderId !== readerId && message.readAt === null)
}

/** The user's own estimate, as synced (not deleted). */
export function findOwnEstimate(db: Db, id: string, ownerId: string): Estimate | undefined {
  return parse(
    db
      .prepare('SELECT doc FROM estimates WHERE id = ? AND owner_id = ? AND deleted = 0')
      .pluck()
      .get(id, ownerId) as string | undefined,
  )
}

export interface Party {
  id: string
  username: string
  email: string
  userType: string
  company: string
  phone: string
  /** The language their mails are written in. */
  language: Locale
}

export function findParty(db: Db, userId: string): Party | undefined {
  return db
    .prepare(
      `SELECT u.id, u.username, u.email, u.user_type AS userType, u.language,
              coalesce(p.company_name, '') AS company, coalesce(p.phone, '') AS phone
       FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = ?`,
    )
    .get(userId) as Party | undefined
}

/** Stars of the reviews of an installer's jobs. */
export function ratingsOf(db: Db, installerId: string): number[] {
  return db
    .prepare(
      `SELECT json_extract(doc, '$.review.rating') FROM jobs
       WHERE hired_installer_id = ? AND deleted = 0 AND json_extract(doc, '$.review') IS NOT NULL`,
    )
    .pluck()
    .all(installerId) as number[]
}

export interface InstallerSettingsRow {
  userId: string
  serviceZip: string
  serviceRadiusMi: number
  bio: string
  films: string
  certifiedAt: string | null
}

export function findInstallerSettings(db: Db, userId: string): InstallerSettingsRow | undefined {
  return db
    .prepare(
      `SELECT user_id AS userId, service_zip AS serviceZip, service_radius_mi AS serviceRadiusMi, bio, films,
              certified_at AS certifiedAt
       FROM installer_profiles WHERE user_id = ?`,
    )
    .get(userId) as InstallerSettingsRow | undefined
}

export function upsertInstallerSettings(
  db: Db,
  row: {
    userId: string
    serviceZip: string
    serviceRadiusMi: number
    bio: string
    films: string
    updatedAt: string
  },
): void {
  db.prepare(
    `INSERT INTO installer_profiles (user_id, service_zip, service_radius_mi, bio, films, updated_at)
     VALUES (@userId, @serviceZip, @serviceRadiusMi, @bio, @films, @updatedAt)
     ON CONFLICT (user_id) DO UPDATE SET service_zip = excluded.service_zip, service_radius_mi = excluded.service_radius_mi,
       bio = excluded.bio, films = excluded.films, updated_at = excluded.updated_at`,
  ).run(row)
}

export function setCertified(db: Db, userId: string, by: string | null, at: string): void {
  db.prepare(
    `INSERT INTO installer_profiles (user_id, certified_at, certified_by, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET certified_at = excluded.certified_at, certified_by = excluded.certified_by,
       updated_at = excluded.updated_at`,
  ).run(userId, by ? at : null, by, at)
}

export interface InstallerRow {
  id: string
  username: string
  createdAt: string
  company: string
  website: string
  address: string
  logoFile: string | null
  serviceZip: string | null
  serviceRadiusMi: number | null
  bio: string | null
  films: string | null
  certifiedAt: string | null
}

const INSTALLER_SELECT = `
  SELECT u.id, u.username, u.created_at AS createdAt,
         coalesce(p.company_name, '') AS company, coalesce(p.website, '') AS website, coalesce(p.address, '') AS address,
         p.logo_file AS logoFile, i.service_zip AS serviceZip, i.service_radius_mi AS serviceRadiusMi, i.bio, i.films,
         i.certified_at AS certifiedAt
  FROM users u LEFT JOIN profiles p ON p.user_id = u.id LEFT JOIN installer_profiles i ON i.user_id = u.id
  WHERE u.user_type = 'installer'`

export function listInstallerRows(db: Db): InstallerRow[] {
  return db.prepare(`${INSTALLER_SELECT} ORDER BY u.username`).all() as InstallerRow[]
}

export function findInstallerRow(db: Db, id: string): InstallerRow | undefined {
  return db.prepare(`${INSTALLER_SELECT} AND u.id = ?`).get(id) as InstallerRow | undefined
}

/** The installer's completed jobs, newest first. */
export function completedJobsOf(db: Db, installerId: string): JobDocument[] {
  const rows = db
    .prepare(
      `SELECT doc FROM jobs WHERE hired_installer_id = ? AND status = 'completed' AND deleted = 0
       ORDER BY json_extract(doc, '$.updates[#-1].at') DESC`,
    )
    .pluck()
    .all(installerId) as string[]
  return rows.map((json) => JSON.parse(json) as JobDocument)
}

/** Whether `userId` has an unread notice of a message from `actor` about the job. */
export function hasUnreadMessageNotice(db: Db, userId: string, jobId: string, actor: string): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM notifications WHERE user_id = ? AND json_extract(doc, '$.kind') = 'message'
           AND json_extract(doc, '$.jobId') = ? AND json_extract(doc, '$.actor') = ?
           AND json_extract(doc, '$.readAt') IS NULL LIMIT 1`,
      )
      .get(userId, jobId, actor) !== undefined
  )
}

export function unreadNotificationsOf(db: Db, userId: string): NotificationDocument[] {
  return (
    db
      .prepare(`SELECT doc FROM notifications WHERE user_id = ? AND json_extract(doc, '$.readAt') IS NULL`)
      .pluck()
      .all(userId) as string[]
  ).map((json) => JSON.parse(json) as NotificationDocument)
}
