import { msg } from '@lingui/core/macro'
import { dismissToast, toast } from '../ui/toast-store.ts'
import { i18n } from './i18n.ts'
import { endWorkBeforeUpdate, onUpdateHoldsChange, updateHolds } from './update-holds.ts'

const UPDATE_TITLE = msg`App Update Available`
const UPDATE_BODY = msg`A new version of the app is available. Refresh to update.`
const REFRESH = msg`Refresh`
const WAITING_TITLE = msg`The update waits for your work`
const WAITING_UNSENT = msg`Changes made on this device have not reached the server yet. The app updates as soon as they have; keep working meanwhile.`
const WAITING_FORM = msg`A form on this page has not been saved. Save or clear it, and the app updates then.`

/**
 * Registers /sw.js. When a new worker has installed while an old one still controls the page,
 * the user is offered a refresh that activates it — once nothing made on this device is still on
 * its way to the server and no form is half filled in, so that reloading into the new version never
 * costs work. Failures are only logged.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const { Workbox } = await import('workbox-window')
  const wb = new Workbox('/sw.js')

  const activate = () => {
    wb.addEventListener('controlling', () => window.location.reload())
    void endWorkBeforeUpdate().finally(() => wb.messageSkipWaiting())
  }

  /** Activates now, or says what it waits for and activates when that is done. */
  const refreshWhenFree = () => {
    let shown: { id: number; says: string } | null = null
    const check = () => {
      const holds = updateHolds()
      if (holds.size === 0) {
        stop()
        if (shown) dismissToast(shown.id)
        activate()
        return
      }
      const says = i18n._(holds.has('form') ? WAITING_FORM : WAITING_UNSENT)
      if (shown?.says !== says)
        shown = { says, id: toast({ title: i18n._(WAITING_TITLE), description: says, duration: Infinity }) }
    }
    const stop = onUpdateHoldsChange(check)
    check()
  }

  wb.addEventListener('waiting', () => {
    if (!navigator.serviceWorker.controller) return
    const title = i18n._(UPDATE_TITLE)
    const body = i18n._(UPDATE_BODY)
    toast({
      title,
      description: body,
      duration: Infinity,
      action: { label: i18n._(REFRESH), onClick: refreshWhenFree },
    })
    if ('Notification' in window && Notification.permission === 'granted') {
      new Notification(title, { body, icon: '/icons/icon-192.png', tag: 'app-update' })
    } else {
      console.info(`${title}: ${body}`)
    }
  })

  await wb.register()
}
