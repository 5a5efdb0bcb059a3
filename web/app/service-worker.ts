import { msg } from '@lingui/core/macro'
import { toast } from '../ui/toast-store.ts'
import { i18n } from './i18n.ts'

const UPDATE_TITLE = msg`App Update Available`
const UPDATE_BODY = msg`A new version of the app is available. Refresh to update.`
const REFRESH = msg`Refresh`

/**
 * Registers /sw.js. When a new worker has installed while an old one still controls the page,
 * the user is offered a refresh that activates it. Failures are only logged.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const { Workbox } = await import('workbox-window')
  const wb = new Workbox('/sw.js')

  wb.addEventListener('waiting', () => {
    if (!navigator.serviceWorker.controller) return
    const title = i18n._(UPDATE_TITLE)
    const body = i18n._(UPDATE_BODY)
    toast({
      title,
      description: body,
      duration: Infinity,
      action: {
        label: i18n._(REFRESH),
        onClick: () => {
          wb.addEventListener('controlling', () => window.location.reload())
          wb.messageSkipWaiting()
        },
      },
    })
    if ('Notification' in window && Notification.permission === 'granted') {
      new Notification(title, { body, icon: '/icons/icon-192.png', tag: 'app-update' })
    } else {
      console.info(`${title}: ${body}`)
    }
  })

  await wb.register()
}
