import { Trans } from '@lingui/react/macro'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { useRef } from 'react'
import { useUnsentWorkHold } from '../../app/sync/unsent-work-hold.ts'
import { LazyToaster } from '../../ui/lazy-toaster.tsx'
import { ChatLauncher } from '../chat/chat-launcher.tsx'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { OfflineBanner } from './offline-banner.tsx'
import { SiteNotice } from './site-notice.tsx'
import { usePageFade } from './use-page-fade.ts'

export function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const mainRef = useRef<HTMLElement>(null)
  usePageFade(mainRef, pathname)
  useUnsentWorkHold()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <SiteNotice />
      <OfflineBanner />
      {/* At least a screen high: a page whose content arrives after the first paint (a product, a
          signed-in page) grows below the fold instead of pushing the footer through the screen. */}
      <main id="main" ref={mainRef} tabIndex={-1} className="flex min-h-dvh flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ChatLauncher />
      <LazyToaster />
    </div>
  )
}
