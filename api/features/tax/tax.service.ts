import type { SessionUser } from '../../../domain/auth/roles.ts'
import {
  TAX_CODES,
  TaxStateSchema,
  ZipAreaSchema,
  type LocalTaxRateInput,
  type TaxErrorCode,
  type TaxRateInput,
} from '../../../domain/shop/tax.ts'
import type { AppDeps } from '../../context.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { insertAudit } from '../admin/audit.repo.ts'
import { lookupZip } from '../marketplace/geo.ts'
import {
  deleteLocalTaxRate,
  deleteTaxRate,
  findTaxRates,
  findTaxTable,
  upsertLocalTaxRate,
  upsertTaxRate,
  type TaxRateRow,
} from './tax.repo.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

/** A refusal of one field of the path or the body. */
const fieldRefusal = (field: string, code: TaxErrorCode) =>
  new FeatureError(400, code, TAX_CODES, { [field]: code })

function parseState(state: string) {
  const parsed = TaxStateSchema.safeParse(state)
  if (!parsed.success) throw fieldRefusal('state', 'taxStateInvalid')
  return parsed.data
}

export const listTaxRates = (deps: Deps): { rates: TaxRateRow[] } => ({ rates: findTaxRates(deps.db) })

/** Sets a state's rate; the change and what it replaced go to the audit log in the same transaction. */
export function setTaxRate(
  deps: Deps,
  user: SessionUser,
  state: string,
  rate: TaxRateInput,
): { rates: TaxRateRow[] } {
  const code = parseState(state)
  const at = deps.clock().toISOString()
  deps.db.transaction(() => {
    const { local: _, ...before } = findTaxTable(deps.db)[code] ?? { local: undefined }
    upsertTaxRate(deps.db, code, rate, at, user.id)
    insertAudit(deps.db, {
      at,
      actorId: user.id,
      action: 'taxRate.set',
      subject: code,
      // The state's own rate; its local rates have their own entries.
      before: 'rateBp' in before ? before : undefined,
      after: rate,
    })
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

/**
 * A ZIP or three-digit ZIP prefix of `state`: a whole ZIP must lie in the state, a prefix must hold
 * at least one of its ZIPs (the ZIP table decides; one it does not know is taken on trust).
 */
function parseZipArea(state: string, zipArea: string): string {
  const parsed = ZipAreaSchema.safeParse(zipArea)
  const inState = (zip: string) => {
    const place = lookupZip(zip)
    return place === null ? null : place.state === state
  }
  const ok =
    parsed.success &&
    (zipArea.length === 5
      ? inState(zipArea) !== false
      : Array.from({ length: 100 }, (_, n) => inState(zipArea + String(n).padStart(2, '0'))).some(
          (known) => known === true,
        ))
  if (!ok) throw fieldRefusal('zipArea', 'zipAreaInvalid')
  return zipArea
}

/** Sets the local rate of a ZIP or ZIP prefix of a state that collects tax; audited like a state's. */
export function setLocalTaxRate(
  deps: Deps,
  user: SessionUser,
  state: string,
  zipArea: string,
  rate: LocalTaxRateInput,
): { rates: TaxRateRow[] } {
  const code = parseState(state)
  const area = parseZipArea(code, zipArea)
  const at = deps.clock().toISOString()
  deps.db.transaction(() => {
    const stateRate = findTaxTable(deps.db)[code]
    if (!stateRate) throw fieldRefusal('state', 'taxStateMissing')
    upsertLocalTaxRate(deps.db, code, area, rate, at, user.id)
    insertAudit(deps.db, {
      at,
      actorId: user.id,
      action: 'taxRate.local.set',
      subject: `${code} ${area}`,
      before: stateRate.local[area],
      after: rate,
    })
  })()
  return listTaxRates(deps)
}

/** Stops collecting the local rate of a ZIP or ZIP prefix: the state's rate applies there. */
export function removeLocalTaxRate(
  deps: Deps,
  user: SessionUser,
  state: string,
  zipArea: string,
): { rates: TaxRateRow[] } {
  const code = parseState(state)
  const at = deps.clock().toISOString()
  deps.db.transaction(() => {
    const before = findTaxTable(deps.db)[code]?.local[zipArea]
    if (!before) return
    deleteLocalTaxRate(deps.db, code, zipArea)
    insertAudit(deps.db, {
      at,
      actorId: user.id,
      action: 'taxRate.local.remove',
      subject: `${code} ${zipArea}`,
      before,
      after: undefined,
    })
  })()
  return listTaxRates(deps)
}
