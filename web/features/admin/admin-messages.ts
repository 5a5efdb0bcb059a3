import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isAdminErrorCode, type AdminErrorCode } from '../../../domain/admin/errors.ts'
import type { UserType } from '../../../domain/auth/roles.ts'
import { ApiError } from '../../app/api-client.ts'
import { describeError } from '../../app/error-messages.ts'

const ADMIN_MESSAGES = {
  adminInputInvalid: msg`Please check the highlighted fields`,
  adminUserNotFound: msg`This account was not found`,
  adminSelfDemote: msg`You cannot remove your own administrator rights`,
  adminSelfDisable: msg`You cannot disable your own account`,
  adminLastAdmin: msg`This is the last active administrator: make someone else an administrator first`,
  adminTeamNeedsTeamRole: msg`Only team leads and team members are placed in a team`,
  adminTeamOutsideHub: msg`That team belongs to another hub`,
  adminPhoneInvalid: msg`Enter a phone number of 10 digits (US)`,
  adminEmailInvalid: msg`Enter a valid email address`,
  adminNoticeTooLong: msg`The notice can be at most 200 characters`,
} satisfies Record<AdminErrorCode, MessageDescriptor>

/** A failed admin call in the reader's language. */
export function describeAdminError(i18n: I18n, error: unknown, fallback: MessageDescriptor): string {
  if (error instanceof ApiError && isAdminErrorCode(error.code)) return i18n._(ADMIN_MESSAGES[error.code])
  return describeError(i18n, error, fallback)
}

/** Field → translated text, from an admin call's fieldErrors. */
export function adminFieldErrors(i18n: I18n, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  return Object.fromEntries(
    Object.entries(error.fieldErrors).flatMap(([field, code]) =>
      isAdminErrorCode(code) ? [[field, i18n._(ADMIN_MESSAGES[code])]] : [],
    ),
  )
}

/** Account types as the admin screens name them (the plural for the dashboard's counts). */
export const USER_TYPE_LABELS: Record<UserType, MessageDescriptor> = {
  homeowner: msg`Homeowner`,
  installer: msg`Installer`,
  teamLead: msg`Team lead`,
  teamMember: msg`Team member`,
  supplier: msg`Supplier`,
  regular: msg`Member`,
}
