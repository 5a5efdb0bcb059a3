import { createHash } from 'node:crypto'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import type { PricingSheet } from '../../../domain/estimator/pricing.ts'
import {
  checkSetting,
  SETTINGS,
  settingInForce,
  type SettingKey,
  type SettingValues,
} from '../../../domain/settings/settings.ts'
import type { ShippingRates } from '../../../domain/shop/shipping.ts'
import type { AppDeps } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { insertAudit } from '../admin/audit.repo.ts'
import { deleteSetting, findSetting, upsertSetting } from './settings.repo.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

/** What the estimator prices with, here and on every device: the admins' sheet, or the defaults. */
export const pricingSheetInForce = (db: Db): PricingSheet =>
  settingInForce('pricingSheet', findSetting(db, 'pricingSheet')?.value)

/** What orders are shipped with: the admins' rates, or the defaults. */
export const shippingRatesInForce = (db: Db): ShippingRates =>
  settingInForce('shipping', findSetting(db, 'shipping')?.value)

/** GET /api/pricing-sheet: the sheet in force and a digest of it (the ETag devices revalidate with). */
export function publicPricingSheet(deps: Pick<Deps, 'db'>): { version: string; sheet: PricingSheet } {
  const sheet = pricingSheetInForce(deps.db)
  return {
    version: createHash('sha256').update(JSON.stringify(sheet)).digest('base64url').slice(0, 27),
    sheet,
  }
}

/** A setting as its admin screen shows it. */
export interface AdminSetting<K extends SettingKey> {
  /** What applies now. */
  value: SettingValues[K]
  defaults: SettingValues[K]
  /** Null while the defaults apply (nothing saved, or reset). */
  updatedAt: string | null
  updatedBy: string | null
  /**
   * A saved value the schema no longer accepts as it is (a film added to the catalog since): `value`
   * shows what applies meanwhile, and saving it again makes it whole.
   */
  incomplete: boolean
}

export function adminSetting<K extends SettingKey>(deps: Pick<Deps, 'db'>, key: K): AdminSetting<K> {
  const stored = findSetting(deps.db, key)
  return {
    value: settingInForce(key, stored?.value),
    defaults: SETTINGS[key].defaults as SettingValues[K],
    updatedAt: stored?.updatedAt ?? null,
    updatedBy: stored?.updatedBy ?? null,
    incomplete: stored !== undefined && !checkSetting(key, stored.value).ok,
  }
}

/** Saves a whole setting; the change and what it replaced go to the audit log in the same transaction. */
export function saveSetting<K extends SettingKey>(
  deps: Deps,
  user: SessionUser,
  key: K,
  value: SettingValues[K],
): AdminSetting<K> {
  const at = deps.clock().toISOString()
  deps.db.transaction(() => {
    const before = settingInForce(key, findSetting(deps.db, key)?.value)
    upsertSetting(deps.db, key, value, at, user.id)
    insertAudit(deps.db, {
      at,
      actorId: user.id,
      action: `${key}.set`,
      subject: key,
      before,
      after: value,
    })
  })()
  return adminSetting(deps, key)
}

/** Back to the defaults: the saved value is removed (audited), so later default changes apply. */
export function resetSetting<K extends SettingKey>(deps: Deps, user: SessionUser, key: K): AdminSetting<K> {
  const at = deps.clock().toISOString()
  deps.db.transaction(() => {
    const stored = findSetting(deps.db, key)
    if (!stored) return
    deleteSetting(deps.db, key)
    insertAudit(deps.db, {
      at,
      actorId: user.id,
      action: `${key}.reset`,
      subject: key,
      before: stored.value,
      after: SETTINGS[key].defaults,
    })
  })()
  return adminSetting(deps, key)
}
