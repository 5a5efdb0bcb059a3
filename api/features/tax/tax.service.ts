import type { SessionUser } from '../../../domain/auth/roles.ts'
import {
  TAX_ERRORS,
  TaxRateInputSchema,
  TaxStateSchema,
  type TaxErrorCode,
  type TaxRate,
} from '../../../domain/shop/tax.ts'
import type { AppDeps } from '../../app.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { insertAudit } from '../admin/audit.repo.ts'
import { deleteTaxRate, findTaxRates, findTaxTable, upsertTaxRate, type TaxRateRow } from './tax.repo.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

export class TaxError extends FeatureError<TaxErrorCode> {
  constructor(code: TaxErrorCode, fieldErrors?: Record<string, TaxErrorCode>) {
    super(400, code, TAX_ERRORS, fieldErrors)
    this.name = 'TaxError'
  }
}

function parseState(state: string) {
  const parsed = TaxStateSchema.safeParse(state)
  if (!parsed.success) throw new TaxError('taxStateInvalid', { state: 'taxStateInvalid' })
  return parsed.data
}

export const listTaxRates = (deps: Deps): { rates: TaxRateRow[] } => ({ rates: findTaxRates(deps.db) })

/** Sets a state's rate; the change and what it replaced go to the audit log in the same transaction. */
export function setTaxRate(
  deps: Deps,
  user: SessionUser,
  state: string,
  body: unknown,
): { rates: TaxRateRow[] } {
  const code = parseState(state)
  const parsed = TaxRateInputSchema.safeParse(body)
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'rateBp'), issue.message as TaxErrorCode]),
    )
    throw new TaxError('taxInputInvalid', fieldErrors)
  }
  const rate: TaxRate = parsed.data
  const at = deps.clock().toISOString()
  deps.db.transaction(() => {
    const before = findTaxTable(deps.db)[code]
    upsertTaxRate(deps.db, code, rate, at, user.id)
    insertAudit(deps.db, { at, actorId: user.id, action: 'taxRate.set', subject: code, before, after: rate })
  })()
  return listTaxRates(deps)
}

/** Stops collecting tax in a state. */
export function removeTaxRate(deps: Deps, user: SessionUser, state: string): { rates: TaxRateRow[] } {
  const code = parseState(state)
  const at = deps.clock().toISOString()
  deps.db.transaction(() => {
    const before = findTaxTable(deps.db)[code]
    if (!before) return
    deleteTaxRate(deps.db, code)
    insertAudit(deps.db, {
      at,
      actorId: user.id,
      action: 'taxRate.remove',
      subject: code,
      before,
      after: undefined,
    })
  })()
  return listTaxRates(deps)
}
