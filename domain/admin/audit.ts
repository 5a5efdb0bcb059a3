import { z } from 'zod'
import { adminCode as code } from './errors.ts'

/** The admin audit log as GET /api/admin/audit pages it (table admin_audit). */

export const AUDIT_PAGE_SIZE = 30

export const AuditQuerySchema = z.object({
  /** An exact action ('user.change', 'taxRate.set'…). */
  action: z.string().trim().max(60, code('adminInputInvalid')).optional(),
  /** The actor's username, exact (any case). */
  actor: z.string().trim().max(60, code('adminInputInvalid')).optional(),
  page: z.coerce.number(code('adminInputInvalid')).int().min(1).max(10_000).default(1),
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>

export interface AuditRow {
  id: number
  at: string
  actor: string | null
  action: string
  subject: string
  before: unknown
  after: unknown
}

export interface AuditPage {
  entries: AuditRow[]
  total: number
  page: number
  pageSize: number
  /** Every action the log holds, for the filter. */
  actions: string[]
}
