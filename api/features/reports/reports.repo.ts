import type {
  HubSalesRow,
  MonthSalesRow,
  ProductSalesRow,
  ReportQuery,
} from '../../../domain/reports/report.ts'
import { TEAM_ROLES } from '../../../domain/auth/roles.ts'
import { WON_STATUSES } from '../../../domain/estimates/estimate.ts'
import type { OptionId } from '../../../domain/quotes/quote.ts'
import type { DepositChoice } from '../../../domain/quotes/state.ts'
import type { PipelineInstallation } from '../../../domain/reports/pipeline.ts'
import type { Db } from '../../db/client.ts'

/*
 * The report's reads (decision 014). Days are compared as the first ten characters of the ISO-8601
 * UTC timestamps every table keeps, so a period is whole UTC days, both ends included.
 */

type Params = Pick<ReportQuery, 'from' | 'to' | 'hub'>

/**
 * An order counts as a sale unless it was cancelled or refunded, or is a card order whose payment
 * never went through (still 'placed'): an invoice order is a sale from the day it is placed.
 */
const IS_SALE = `(o.status IN ('paid', 'processing', 'shipped', 'delivered')
  OR (o.status = 'placed' AND o.payment_method = 'invoice'))`
const ORDER_IN_PERIOD = `substr(o.created_at, 1, 10) BETWEEN @from AND @to AND (@hub IS NULL OR o.hub_id = @hub)`

/** Goods sold (subtotal: no shipping, no tax) and orders, per hub that shipped them. */
export function findSalesByHub(db: Db, params: Params): HubSalesRow[] {
  return db
    .prepare(
      `SELECT o.hub_id AS hubId, COUNT(*) AS orders, SUM(o.subtotal_cents) AS salesCents
       FROM orders o WHERE ${IS_SALE} AND ${ORDER_IN_PERIOD}
       GROUP BY o.hub_id ORDER BY o.hub_id`,
    )
    .all(params) as HubSalesRow[]
}

/** The same per UTC month of the order; months without sales are absent (the service fills them). */
export function findSalesByMonth(db: Db, params: Params): MonthSalesRow[] {
  return db
    .prepare(
      `SELECT substr(o.created_at, 1, 7) AS month, COUNT(*) AS orders, SUM(o.subtotal_cents) AS salesCents
       FROM orders o WHERE ${IS_SALE} AND ${ORDER_IN_PERIOD}
       GROUP BY month ORDER BY month`,
    )
    .all(params) as MonthSalesRow[]
}

/** The lines sold per product, as sold (name and SKU of the line), best-selling first. */
export function findSalesByProduct(db: Db, params: Params): ProductSalesRow[] {
  return db
    .prepare(
      `SELECT l.product_id AS productId, l.sku, MAX(l.name) AS name, COUNT(DISTINCT o.id) AS orders,
         SUM(l.quantity) AS quantity, SUM(l.line_cents) AS salesCents
       FROM orders o JOIN order_lines l ON l.order_id = o.id
       WHERE ${IS_SALE} AND ${ORDER_IN_PERIOD}
       GROUP BY l.product_id, l.sku ORDER BY salesCents DESC, l.sku`,
    )
    .all(params) as ProductSalesRow[]
}

export interface CompletedJobRow {
  /** domain/marketplace/job.ts JobDocument, as JSON. */
  doc: string
  /** The accepted bid's price, null when none was accepted (a job completed off the board). */
  bidCents: number | null
}

/** Every completed marketplace job with its accepted bid; the service picks the period and hub. */
export function findCompletedJobs(db: Db): CompletedJobRow[] {
  return db
    .prepare(
      `SELECT j.doc, json_extract(b.doc, '$.priceCents') AS bidCents
       FROM jobs j LEFT JOIN bids b ON b.job_id = j.id AND b.status = 'accepted' AND b.deleted = 0
       WHERE j.status = 'completed' AND j.deleted = 0`,
    )
    .all() as CompletedJobRow[]
}

/**
 * Estimates created in the period and how many became work: accepted (scheduled, installed), or attached to a marketplace
 * job that hired an installer. An estimate's hub is its author's (team users have one; homeowners
 * do not, so theirs count under all hubs only).
 */
export function findEstimateConversion(db: Db, params: Params): { estimates: number; converted: number } {
  return db
    .prepare(
      `SELECT COUNT(*) AS estimates, COALESCE(SUM(
           json_extract(e.doc, '$.status') IN (${WON_STATUSES.map((status) => `'${status}'`).join(', ')})
           OR EXISTS (SELECT 1 FROM jobs j WHERE j.deleted = 0
                        AND j.status IN ('hired', 'scheduled', 'inProgress', 'completed')
                        AND json_extract(j.doc, '$.estimate.id') = e.id)
         ), 0) AS converted
       FROM estimates e LEFT JOIN users u ON u.id = e.owner_id
       WHERE e.deleted = 0 AND substr(json_extract(e.doc, '$.createdAt'), 1, 10) BETWEEN @from AND @to
         AND (@hub IS NULL OR u.hub_id = @hub)`,
    )
    .get(params) as { estimates: number; converted: number }
}

/** A quote version of the supplier's team as the pipeline reads it (domain/reports/pipeline.ts). */
export interface PipelineVersionRow {
  id: string
  estimateId: string
  version: number
  ownerId: string
  ownerName: string
  snapshotJson: string
  createdAt: string
  sentAt: string | null
  viewedAt: string | null
  revokedAt: string | null
  changeAt: string | null
  optionId: OptionId | null
  depositChoice: DepositChoice | null
  paidCents: number
  /** The installed job's record (JSON of quote_jobs); null until the customer signed it off. */
  changeOrdersJson: string | null
  filmJson: string | null
  crewHours: number | null
}

const TEAM_USER_TYPES = TEAM_ROLES.map((role) => `'${role}'`).join(', ')

/**
 * Every version of the estimates that have one made in the period (the pipeline picks which counts),
 * of sellers on the supplier's team (team leads and members: an independent installer's quotes are
 * their own business) in the hub, when one is named, of their account.
 */
export function findPipelineVersions(db: Db, params: Params): PipelineVersionRow[] {
  return db
    .prepare(
      `SELECT v.id, v.estimate_id AS estimateId, v.version, v.owner_id AS ownerId, u.username AS ownerName,
         v.snapshot_json AS snapshotJson, v.created_at AS createdAt, v.sent_at AS sentAt, v.viewed_at AS viewedAt,
         v.revoked_at AS revokedAt, v.change_at AS changeAt, a.option_id AS optionId,
         a.deposit_choice AS depositChoice,
         (SELECT coalesce(sum(p.amount_cents), 0) FROM quote_payments p
           WHERE p.quote_id = v.id AND p.state = 'paid') AS paidCents,
         j.change_orders_json AS changeOrdersJson, j.film_json AS filmJson, j.crew_hours AS crewHours
       FROM quote_versions v JOIN users u ON u.id = v.owner_id
         LEFT JOIN quote_acceptances a ON a.quote_id = v.id
         LEFT JOIN quote_jobs j ON j.quote_id = v.id
       WHERE u.user_type IN (${TEAM_USER_TYPES}) AND (@hub IS NULL OR u.hub_id = @hub)
         AND v.estimate_id IN (SELECT estimate_id FROM quote_versions
                               WHERE substr(created_at, 1, 10) BETWEEN @from AND @to)
       ORDER BY v.estimate_id, v.version`,
    )
    .all(params) as PipelineVersionRow[]
}

/** The calendar's events linked to these quote versions (link kind 'quote'), deleted ones left out. */
export function findQuoteInstallations(
  db: Db,
  quoteIds: readonly string[],
): (PipelineInstallation & { quoteId: string })[] {
  if (quoteIds.length === 0) return []
  return db
    .prepare(
      `SELECT json_extract(doc, '$.link.id') AS quoteId, status, starts_at AS start, ends_at AS "end"
       FROM events
       WHERE deleted = 0 AND json_extract(doc, '$.link.kind') = 'quote'
         AND json_extract(doc, '$.link.id') IN (SELECT value FROM json_each(?))
       ORDER BY starts_at, id`,
    )
    .all(JSON.stringify(quoteIds)) as (PipelineInstallation & { quoteId: string })[]
}
