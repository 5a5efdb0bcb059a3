import { useSyncExternalStore } from 'react'

/*
 * Installing the app on the device's home screen, where it opens full screen and with no signal.
 * Chromium offers it through `beforeinstallprompt`, which fires once, early, and only while the app
 * is not installed: the event is kept from the start (web/main.tsx) for a button to use later.
 * iOS Safari has no such event: the way there is the Share menu's "Add to Home Screen", which the
 * app explains in words. Elsewhere (Firefox on a desktop) nothing is offered.
 */

/** The part of Chromium's BeforeInstallPromptEvent the app uses. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** How this device installs the app: its own prompt, written steps (iOS), or not at all. */
export type InstallWay = 'prompt' | 'ios' | null

const CHANGED = 'install-offer-changed'
let deferred: InstallPromptEvent | null = null
let installed = false

const changed = () => window.dispatchEvent(new Event(CHANGED))

/** Keeps Chromium's install prompt for later and notices an installation. Call once, at start. */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-infobar would interrupt whatever the person is doing: the app offers it
    // where it helps instead.
    event.preventDefault()
    deferred = event as InstallPromptEvent
    changed()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    installed = true
    changed()
  })
}

function runsInstalled(): boolean {
  return (
    installed ||
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

/** Safari on an iPhone or iPad (an iPad reports itself as a Mac with a touch screen). */
function isIosSafari(): boolean {
  const agent = navigator.userAgent
  const ios = /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)
  // Other browsers on iOS (CriOS, FxiOS, EdgiOS) cannot add to the home screen the same way everywhere.
  return ios && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(agent)
}

function installWay(): InstallWay {
  if (runsInstalled()) return null
  if (deferred) return 'prompt'
  return isIosSafari() ? 'ios' : null
}

/** Shows Chromium's install prompt; true when the person installed. The prompt can be used once. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred
  if (!event) return false
  deferred = null
  await event.prompt()
  const { outcome } = await event.userChoice
  changed()
  return outcome === 'accepted'
}

export function useInstallWay(): InstallWay {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener(CHANGED, onChange)
      return () => window.removeEventListener(CHANGED, onChange)
    },
    installWay,
    () => null,
  )
}
