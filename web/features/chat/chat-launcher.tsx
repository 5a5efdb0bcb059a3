import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { Loader2, MessageCircle } from 'lucide-react'
import { useRef, useState } from 'react'
import { ensureCatalog } from '../../app/i18n.ts'
import { cn } from '../../ui/cn.ts'
import { useScrollingDown } from '../../ui/use-scrolling-down.ts'
import { useHydrated } from '../../ui/use-hydrated.tsx'
import { useTyping } from '../../ui/use-typing.ts'
import type { ChatPanel } from './panel/chat-panel.tsx'

type Panel = typeof ChatPanel

// The panel, its catalog and Dexie come with the first opening: a page's first download holds only this
// button. Not React.lazy: a download that fails (offline before the app was cached) must leave the page
// working and let the next click try again, not reach the error screen.
const loadPanel = (): Promise<Panel> =>
  Promise.all([import('./panel/chat-panel.tsx'), ensureCatalog('chat')]).then(([module]) => module.ChatPanel)

/** The team's sign-in page is the one page without the assistant. */
const hasChat = (pathname: string) => !pathname.startsWith('/team-login')

/**
 * The floating chat button of every page. On a phone it sits above the bottom bars pages keep in
 * sight (the estimator's total) and steps aside while a field is typed into or the page is read
 * downwards (a scroll up brings it back); on a wide screen it sits in the corner.
 */
export function ChatLauncher() {
  const { t } = useLingui()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [open, setOpen] = useState(false)
  const [panel, setPanel] = useState<{ Panel: Panel } | 'loading' | null>(null)
  const launcherRef = useRef<HTMLButtonElement>(null)
  const typing = useTyping()
  const readingDown = useScrollingDown()
  const hydrated = useHydrated()
  if (!hasChat(pathname)) return null
  const openPanel = () => {
    setOpen(true)
    if (panel !== null) return
    setPanel('loading')
    loadPanel().then(
      (Panel) => setPanel({ Panel }),
      (error: unknown) => {
        console.error('The chat assistant could not be loaded', error)
        setPanel(null)
        setOpen(false)
      },
    )
  }
  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={panel === 'loading'}
        disabled={!hydrated}
        onClick={openPanel}
        className={cn(
          'fixed right-3 bottom-20 z-40 grid size-12 place-items-center rounded-full bg-brand-800 text-white shadow-lg ring-2 ring-white transition-colors hover:bg-brand-700 focus-visible:ring-4 focus-visible:ring-accent-500 focus-visible:outline-none lg:right-6 lg:bottom-6 print:hidden',
          // Behind the open panel's corner otherwise.
          open && panel !== 'loading' && 'invisible',
          // On a phone never on the field being typed into, nor on the lines being read.
          (typing || readingDown) && !open && 'max-lg:hidden',
        )}
      >
        {panel === 'loading' ? (
          <Loader2 className="size-6 animate-spin" aria-hidden />
        ) : (
          <MessageCircle className="size-6" aria-hidden />
        )}
        <span className="sr-only">{t`Chat with our assistant`}</span>
      </button>
      {panel !== null && panel !== 'loading' && (
        <panel.Panel open={open} onOpenChange={setOpen} launcherRef={launcherRef} />
      )}
    </>
  )
}
