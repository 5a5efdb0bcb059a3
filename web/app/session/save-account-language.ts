import type { Locale } from '../../../domain/i18n/locales.ts'
import { api, call } from '../api-client.ts'

/**
 * Makes `language` the signed-in user's: the server writes their mails in it. Best effort: the
 * switch itself has already happened on this device, and a failure (offline) leaves the account's
 * language as it was until the next switch.
 */
export function saveAccountLanguage(language: Locale): void {
  call(api.profile.language.$put({ json: { language } })).catch((error: unknown) => {
    console.warn('The account language was not saved', error)
  })
}
