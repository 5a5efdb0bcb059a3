import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { LogIn } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { ensureCatalog } from '../../app/i18n.ts'
import { Button } from '../../ui/button.tsx'
import { Logo } from '../../ui/logo.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { CartButton } from './cart-button.tsx'
import { LanguageSwitcher } from '../../app/language/language-switcher.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { logoTarget, navigationFor } from './navigation.ts'
import { useFitsInline } from './use-fits-inline.ts'
import { UserButton } from './user-button.tsx'

const loadUserMenu = () => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu }))
const UserMenu = lazy(loadUserMenu)
// Signed-in users only: visitors never download it.
const SyncStatus = lazy(async () => {
  const [module] = await Promise.all([import('./sync-status.tsx'), ensureCatalog('app')])
  return { default: module.SyncStatus }
})
const NotificationsButton = lazy(async () => {
  const [module] = await Promise.all([
    import('../marketplace/notifications-button.tsx'),
    ensureCatalog('app'),
  ])
  return { default: module.NotificationsButton }
})

export function Header() {
  const { i18n, t } = useLingui()
  const { user } = useAuth()
  const [menuRequested, setMenuRequested] = useState(false)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const items = navigationFor(user, pathname)
  const barRef = useRef<HTMLDivElement>(null)
  const logoRef = useRef<HTMLAnchorElement>(null)
  const controlsRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const inline = useFitsInline(barRef, listRef, [logoRef, controlsRef])
  const links = (
    <div ref={listRef} className="flex w-max items-center gap-1">
      {items.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          activeOptions={{ exact: true }}
          className="rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-950 data-[status=active]:text-brand-800 data-[status=active]:underline data-[status=active]:decoration-accent-500 data-[status=active]:decoration-2 data-[status=active]:underline-offset-8 lg:px-3"
        >
          {i18n._(item.label)}
        </Link>
      ))}
    </div>
  )
  // The user menu's dropdown loads on first use; until then its button stands in for it.
  const userButton = user && (
    <UserButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => void loadUserMenu()}
      onClick={() => setMenuRequested(true)}
    />
  )
  return (
    <header className="sticky top-0 print:hidden z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div ref={barRef} className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-4 sm:px-6">
        <Link
          ref={logoRef}
          to={logoTarget(user, pathname)}
          aria-label={t`Southern Shield home`}
          className="min-w-0 rounded-md md:shrink-0"
        >
          <Logo size="sm" />
        </Link>
        {inline && (
          <nav aria-label={t`Main`} className="ml-4 hidden min-w-0 flex-1 md:block">
            {links}
          </nav>
        )}
        <div ref={controlsRef} className="ml-auto flex shrink-0 items-center gap-1">
          {user && (
            <Suspense fallback={null}>
              <SyncStatus />
              <NotificationsButton />
            </Suspense>
          )}
          <LanguageSwitcher className="hidden md:inline-flex" />
          <CartButton />
          {user ? (
            <div className="hidden md:block">
              {menuRequested ? (
                <Suspense fallback={userButton}>
                  <UserMenu user={user} defaultOpen />
                </Suspense>
              ) : (
                userButton
              )}
            </div>
          ) : (
            <Button asChild size="sm" className="hidden md:inline-flex">
              <Link to="/sign-in">
                <LogIn aria-hidden />
                <Trans>Sign In</Trans>
              </Link>
            </Button>
          )}
          <MobileMenu items={items} />
        </div>
      </div>
      {!inline && (
        <nav aria-label={t`Main`} className="hidden border-t border-slate-100 md:block">
          <div className="mx-auto max-w-7xl overflow-x-auto px-4 py-1 sm:px-6">{links}</div>
        </nav>
      )}
    </header>
  )
}
