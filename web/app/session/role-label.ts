import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SessionUser } from '../../../domain/auth/roles.ts'

/** What a signed-in person is called in menus and lists: their role, or Admin. */
export function roleLabel(user: Pick<SessionUser, 'userType' | 'isAdmin'>): MessageDescriptor {
  if (user.isAdmin) return msg`Admin`
  switch (user.userType) {
    case 'homeowner':
      return msg`Homeowner`
    case 'installer':
      return msg`Installer`
    case 'teamLead':
      return msg`Team Lead`
    case 'teamMember':
      return msg`Team Member`
    case 'supplier':
      return msg`Supplier`
    default:
      return msg`Member`
  }
}
