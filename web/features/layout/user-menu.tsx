import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Download, HardDrive, LogOut } from 'lucide-react'
import { useState } from 'react'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu.tsx'
import { useInstall } from '../../app/install/install-app.tsx'
import { useSignOut } from '../../app/sync/sign-out.tsx'
import { roleLabel } from '../../app/session/role-label.ts'
import { userMenuItems } from './navigation.ts'
import { ThisDeviceDialog } from './this-device-dialog.tsx'
import { UserButton } from './user-button.tsx'

/** User menu: username and role, the role's items, this device's storage, Sign Out. */
export function UserMenu({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const { i18n } = useLingui()
  const signOut = useSignOut()
  const install = useInstall()
  const [device, setDevice] = useState(false)
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <UserButton user={user} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuLabel className="flex flex-col gap-0.5 text-sm">
            <span className="truncate font-semibold text-slate-900">{user.username}</span>
            <span className="font-medium text-slate-500">{i18n._(roleLabel(user))}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {userMenuItems(user).map((item) => (
            <DropdownMenuItem key={item.to} asChild>
              <Link to={item.to}>{i18n._(item.label)}</Link>
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem onSelect={() => setDevice(true)}>
            <HardDrive className="size-4" aria-hidden />
            <Trans>This device</Trans>
          </DropdownMenuItem>
          {install.way && (
            <DropdownMenuItem onSelect={install.start}>
              <Download className="size-4" aria-hidden />
              <Trans>Install the app</Trans>
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={signOut}
            className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800"
          >
            <LogOut className="size-4" aria-hidden />
            <Trans>Sign Out</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {install.dialog}
      <ThisDeviceDialog open={device} onOpenChange={setDevice} />
    </>
  )
}
