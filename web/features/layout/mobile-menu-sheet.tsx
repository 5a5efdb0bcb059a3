import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { HardDrive, LogIn, LogOut } from 'lucide-react'
import { useState, type RefObject } from 'react'
import { Button } from '../../ui/button.tsx'
import { Logo } from '../../ui/logo.tsx'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../ui/sheet.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { useSignOut } from '../../app/sync/sign-out.tsx'
import { InstallAppButton } from '../../app/install/install-app.tsx'
import { LanguageMenu } from '../../app/language/language-menu.tsx'
import { roleLabel } from '../../app/session/role-label.ts'
import { userMenuItems, type NavItem } from './navigation.ts'
import { ThisDeviceDialog } from './this-device-dialog.tsx'
import { UserBadge } from './user-button.tsx'

export function MobileMenuSheet({
  items,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  items: NavItem[]
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLButtonElement | null>
}) {
  const { i18n, t } = useLingui()
  const { user } = useAuth()
  const signOut = useSignOut()
  const close = () => onOpenChange(false)
  const [device, setDevice] = useState(false)
  const linkClass =
    'rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 data-[status=active]:bg-brand-50 data-[status=active]:text-brand-800'
  return (
    <>
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetContent
          side="left"
          className="w-[85%] gap-5 overflow-y-auto pt-5"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
        >
          <SheetTitle className="pr-16">
            <Logo size="sm" />
          </SheetTitle>
          <SheetDescription className="sr-only">
            <Trans>Site navigation</Trans>
          </SheetDescription>
          <nav aria-label={t`Main`} className="flex flex-col gap-1">
            {items.map((item) => (
              <Link
                key={item.to}
                to={item.to}
                onClick={close}
                activeOptions={{ exact: true }}
                className={linkClass}
              >
                {i18n._(item.label)}
              </Link>
            ))}
          </nav>
          {user && (
            <nav aria-label={t`Account`} className="flex flex-col gap-1 border-t border-slate-200 pt-4">
              <p className="flex items-center gap-3 px-3 pb-2">
                <UserBadge user={user} />
                <span className="flex flex-col leading-tight">
                  <span className="font-semibold text-slate-900">{user.username}</span>
                  <span className="text-sm text-slate-500">{i18n._(roleLabel(user))}</span>
                </span>
              </p>
              {/* The phone menu lists a page once: the account part leaves out what the main part has. */}
              {userMenuItems(user)
                .filter((item) => !items.some((main) => main.to === item.to))
                .map((item) => (
                  <Link key={item.to} to={item.to} onClick={close} className={linkClass}>
                    {i18n._(item.label)}
                  </Link>
                ))}
              <button
                type="button"
                onClick={() => {
                  close()
                  setDevice(true)
                }}
                className={`${linkClass} flex items-center gap-2 text-left`}
              >
                <HardDrive className="size-5" aria-hidden />
                <Trans>This device</Trans>
              </button>
              <a
                href="/"
                onClick={(event) => {
                  // Logout prevents the link's default action, closes the menu and logs out.
                  event.preventDefault()
                  close()
                  signOut()
                }}
                className="flex items-center gap-2 rounded-lg px-3 py-3 text-base font-medium text-red-700 hover:bg-red-50"
              >
                <LogOut className="size-5" aria-hidden />
                <Trans>Sign Out</Trans>
              </a>
            </nav>
          )}
          <div className="mt-auto flex flex-col gap-3 border-t border-slate-200 pt-4">
            <LanguageMenu className="justify-start" />
            <InstallAppButton className="justify-start" />
            {!user && (
              <Button asChild size="lg">
                <Link to="/sign-in" onClick={close}>
                  <LogIn aria-hidden />
                  <Trans>Sign In</Trans>
                </Link>
              </Button>
            )}
          </div>
        </SheetContent>
      </Sheet>
      <ThisDeviceDialog open={device} onOpenChange={setDevice} />
    </>
  )
}
