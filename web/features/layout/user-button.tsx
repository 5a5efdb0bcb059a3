import { useLingui } from '@lingui/react/macro'
import { ChevronDown } from 'lucide-react'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import { Button, type ButtonProps } from '../../ui/button.tsx'
import { roleLabel } from '../../app/session/role-label.ts'

/** The signed-in user's initial, name and role; the trigger of the user menu. */
export function UserButton({ user, ...props }: ButtonProps & { user: SessionUser }) {
  const { i18n, t } = useLingui()
  return (
    <Button
      variant="ghost"
      className="h-11 gap-2.5 px-2"
      aria-label={t`Account menu for ${user.username}`}
      {...props}
    >
      <UserBadge user={user} />
      <span className="hidden flex-col items-start leading-tight lg:flex">
        <span className="max-w-36 truncate text-sm font-semibold text-slate-900">{user.username}</span>
        <span className="text-xs font-medium text-slate-500">{i18n._(roleLabel(user))}</span>
      </span>
      <ChevronDown className="hidden text-slate-500 lg:block" aria-hidden />
    </Button>
  )
}

export function UserBadge({ user }: { user: SessionUser }) {
  return (
    <span
      aria-hidden
      className="grid size-8 place-items-center rounded-full bg-brand-800 text-sm font-bold text-white uppercase"
    >
      {user.username.slice(0, 1)}
    </span>
  )
}
