import { ESTIMATE_STATUSES, type Estimate, type EstimateStatus } from '../../../domain/estimates/estimate.ts'
import { estimatesCollection } from '../../../sync/collections/estimates.ts'
import type { AppDeps } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import type { QuoteSender } from '../../documents/quote-mails.ts'
import type { Letterhead } from '../../documents/quote-pdf.ts'
import { getSystemSettings } from '../admin/admin.service.ts'
import { findProfile } from '../profile/profile.repo.ts'
import { readServerDocument, writeServerDocuments } from '../sync/sync.repo.ts'

/*
 * What a quote touches outside its own tables: the letterhead it is printed on, and the status of
 * its estimate, which devices replicate.
 */

/** The supplier's own name and site, for installers whose profile names no company. */
const SUPPLIER = { companyName: 'Southern Shield', website: 'southernshieldfilm.com', address: 'Atlanta, GA' }

/** The installer's company as their profile has it; the supplier's when the profile names none. */
export function letterheadOf(deps: Pick<AppDeps, 'db' | 'clock'>, ownerId: string): Letterhead {
  const profile = findProfile(deps.db, ownerId)
  if (profile && profile.companyName.trim() !== '')
    return {
      companyName: profile.companyName,
      address: profile.address,
      phone: profile.phone,
      email: profile.email,
      website: profile.website,
    }
  const { supportPhone, supportEmail } = getSystemSettings(deps)
  return { ...SUPPLIER, phone: supportPhone, email: supportEmail }
}

export const senderOf = (letterhead: Letterhead): QuoteSender => ({ companyName: letterhead.companyName })

/** Whose the estimate is, when it has reached the server. */
export function findEstimateOwner(db: Db, estimateId: string): string | undefined {
  return db.prepare('SELECT owner_id FROM estimates WHERE id = ?').pluck().get(estimateId) as
    string | undefined
}

/**
 * Moves the estimate's hand-set status on to `status` (never back: a new version sent after one was
 * accepted leaves it accepted) as a server write: a fresh updatedAt, so devices pull it and the
 * streams hear of it. Only `status` changes: the rest is the devices' (a device editing meanwhile
 * merges field by field). Nothing happens when the estimate has not reached the server. Call it in
 * the change's transaction.
 */
export function advanceEstimateStatus(db: Db, estimateId: string, status: EstimateStatus, now: Date): void {
  const estimate = readServerDocument(db, estimatesCollection, estimateId)
  if (!estimate || estimate._deleted) return
  if (ESTIMATE_STATUSES.indexOf(estimate.status) >= ESTIMATE_STATUSES.indexOf(status)) return
  const { updatedAt: _, ...doc } = estimate
  writeServerDocuments<Estimate>(db, estimatesCollection, [{ ...doc, status }], now)
}
