import { codeGuard, errorCodes } from '../codes.ts'

/** Error codes of the admin area's users, system settings and audit log (api/features/admin). */
const ADMIN_ERRORS = {
  adminInputInvalid: 'Please check the highlighted fields',
  adminUserNotFound: 'This account was not found',
  adminSelfDemote: 'You cannot remove your own administrator rights',
  adminSelfDisable: 'You cannot disable your own account',
  adminLastAdmin: 'This is the last active administrator: make someone else an administrator first',
  adminTeamNeedsTeamRole: 'Only team leads and team members are placed in a team',
  adminTeamOutsideHub: 'That team belongs to another hub',
  adminPhoneInvalid: 'Enter a phone number of 10 digits (US)',
  adminEmailInvalid: 'Enter a valid email address',
  adminNoticeTooLong: 'The notice can be at most 200 characters',
} as const

export type AdminErrorCode = keyof typeof ADMIN_ERRORS
export const isAdminErrorCode = codeGuard(ADMIN_ERRORS)

/** A zod issue whose message is the code, as every domain schema reports its refusals. */
export const adminCode = (value: AdminErrorCode) => ({ message: value })

/** What validation against this table reports when no schema message names the problem. */
export const ADMIN_CODES = errorCodes(ADMIN_ERRORS, 'adminInputInvalid')
