import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from '../../../domain/admin/audit.ts'
import { ADMIN_CODES, type AdminErrorCode } from '../../../domain/admin/errors.ts'
import { DEFAULT_SYSTEM_SETTINGS, type SystemSettings } from '../../../domain/admin/public-settings.ts'
import { systemSettingsInForce } from '../../../domain/admin/system-settings.ts'
import {
  USERS_PAGE_SIZE,
  placementAfter,
  refuseUserChange,
  type AdminUserPage,
  type AdminUserRow,
  type UserChange,
  type UserListQuery,
} from '../../../domain/admin/users.ts'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import type { AppDeps } from '../../context.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { requestPasswordReset } from '../auth/auth.service.ts'
import { invalidateUserSessions } from '../auth/session.service.ts'
import { findAudit, findAuditActions, insertAudit } from './audit.repo.ts'
import { countOpenRequests, countOrdersToHandle } from './overview.repo.ts'
import { readSetting, writeSetting } from './settings.repo.ts'
import {
  countAccounts,
  countActiveAdmins,
  countUsersByType,
  findAdminUser,
  findUsers,
  updateUser,
} from './users.repo.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

const STATUS: Record<AdminErrorCode, 400 | 404 | 409> = {
  adminInputInvalid: 400,
  adminUserNotFound: 404,
  adminSelfDemote: 409,
  adminSelfDisable: 409,
  adminLastAdmin: 409,
  adminTeamNeedsTeamRole: 409,
  adminTeamOutsideHub: 400,
  adminPhoneInvalid: 400,
  adminEmailInvalid: 400,
  adminNoticeTooLong: 400,
}

/** An admin rule's refusal, with the status its code always has. */
const refusal = (code: AdminErrorCode) => new FeatureError(STATUS[code], code, ADMIN_CODES)

// ── the dashboard ──

export function getOverview(deps: Deps) {
  return {
    accounts: countAccounts(deps.db),
    usersByType: countUsersByType(deps.db),
    ordersToHandle: countOrdersToHandle(deps.db),
    openRequests: countOpenRequests(deps.db),
  }
}

// ── users ──

export function listUsers(deps: Deps, query: UserListQuery): AdminUserPage {
  return { ...findUsers(deps.db, query), page: query.page, pageSize: USERS_PAGE_SIZE }
}

function userOrRefuse(deps: Deps, id: string): AdminUserRow {
  const user = findAdminUser(deps.db, id)
  if (!user) throw refusal('adminUserNotFound')
  return user
}

/**
 * Changes an account's type, admin right, hub and team, or disabled state. Each field that changes is
 * one audit entry, in the same transaction. Disabling ends every session of the account at once.
 */
export function changeUser(deps: Deps, actor: SessionUser, id: string, change: UserChange): AdminUserRow {
  const at = deps.clock().toISOString()
  deps.db.transaction(() => {
    const before = userOrRefuse(deps, id)
    const target = { ...before, disabled: before.disabledAt !== null }
    const refused = refuseUserChange(actor.id, target, change, countActiveAdmins(deps.db))
    if (refused) throw refusal(refused)

    const userType = change.userType ?? before.userType
    const isAdmin = change.isAdmin ?? before.isAdmin
    const placement = placementAfter({ hubId: before.hubId, teamId: before.teamId }, change, userType)
    const disabled = change.disabled ?? target.disabled
    const disabledAt = disabled ? (before.disabledAt ?? at) : null
    updateUser(deps.db, id, { userType, isAdmin, placement, disabledAt })
    if (disabled && !target.disabled) invalidateUserSessions(deps.db, id)

    const audit = (action: string, from: unknown, to: unknown) =>
      insertAudit(deps.db, {
        at,
        actorId: actor.id,
        action,
        subject: before.username,
        before: from,
        after: to,
      })
    if (userType !== before.userType) audit('user.type', before.userType, userType)
    if (isAdmin !== before.isAdmin) audit('user.admin', before.isAdmin, isAdmin)
    if (placement.hubId !== before.hubId || placement.teamId !== before.teamId) {
      audit('user.placement', { hubId: before.hubId, teamId: before.teamId }, placement)
    }
    if (disabled !== target.disabled)
      audit(disabled ? 'user.disable' : 'user.enable', target.disabled, disabled)
  })()
  return userOrRefuse(deps, id)
}

/** Mails the account the same single-use reset link /forgot-password sends; audited. */
export function sendPasswordReset(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer'>,
  actor: SessionUser,
  id: string,
  origin: string,
): void {
  deps.db.transaction(() => {
    const user = userOrRefuse(deps, id)
    requestPasswordReset(deps, user.email, origin)
    insertAudit(deps.db, {
      at: deps.clock().toISOString(),
      actorId: actor.id,
      action: 'user.passwordResetSent',
      subject: user.username,
      before: undefined,
      after: { email: user.email },
    })
  })()
}

// ── system settings ──

const SYSTEM_KEY = 'system'

/** What the footer, /contact and the site notice show: public. */
export function getSystemSettings(deps: Deps): SystemSettings {
  return systemSettingsInForce(readSetting(deps.db, SYSTEM_KEY)?.value ?? DEFAULT_SYSTEM_SETTINGS)
}

/** The admin's view: the settings, and who last saved them. */
export function getSystemSettingsForAdmin(deps: Deps) {
  const stored = readSetting(deps.db, SYSTEM_KEY)
  return {
    settings: getSystemSettings(deps),
    updatedAt: stored?.updatedAt ?? null,
    updatedBy: stored?.updatedBy ?? null,
  }
}

export function saveSystemSettings(deps: Deps, actor: SessionUser, settings: SystemSettings) {
  const at = deps.clock().toISOString()
  deps.db.transaction(() => {
    const before = getSystemSettings(deps)
    writeSetting(deps.db, SYSTEM_KEY, settings, at, actor.id)
    insertAudit(deps.db, {
      at,
      actorId: actor.id,
      action: 'settings.system',
      subject: SYSTEM_KEY,
      before,
      after: settings,
    })
  })()
  return getSystemSettingsForAdmin(deps)
}

// ── audit log ──

export function listAudit(deps: Deps, query: AuditQuery): AuditPage {
  return {
    ...findAudit(deps.db, query),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    actions: findAuditActions(deps.db),
  }
}
