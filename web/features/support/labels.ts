import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SupportStatus } from '../../../domain/support/request.ts'
import { ApiError } from '../../app/api-client.ts'
import { describeError } from '../../app/error-messages.ts'

/**
 * Where the list is: in the admin area for admins, among the team tools for team leads and members
 * (who answer customers too). The pages link within the one they were opened from.
 */
export type SupportBase = '/admin/support' | '/support'

export const SUPPORT_STATUS_LABELS: Record<SupportStatus, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'support request status' }),
  inProgress: msg`In progress`,
  answered: msg`Answered`,
  closed: msg({ message: 'Closed', context: 'support request status' }),
}

export const SUPPORT_STATUS_TONES: Record<SupportStatus, string> = {
  open: 'bg-accent-100 text-brand-900',
  inProgress: 'bg-sky-100 text-sky-900',
  answered: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-slate-200 text-slate-700',
}

const NOT_FOUND = msg`No such support request. It may have been removed.`
const STATUS_INVALID = msg`Choose open, in progress, answered or closed`

/** What the team is told when a read or a change fails: this feature's codes, then the shared ones. */
export function describeSupportError(i18n: I18n, error: unknown, fallback: MessageDescriptor): string {
  if (error instanceof ApiError && error.code === 'supportNotFound') return i18n._(NOT_FOUND)
  if (error instanceof ApiError && error.code === 'statusInvalid') return i18n._(STATUS_INVALID)
  return describeError(i18n, error, fallback)
}
