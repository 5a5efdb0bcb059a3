import { LOCALE_NAMES, type Locale } from '../../../domain/i18n/locales.ts'
import { api, call } from '../api-client.ts'
import { queueRequest } from '../outbox.ts'
import { readCachedUser } from './get-current-user.ts'

/**
 * Makes `language` the signed-in user's: the server writes their mails in it. The switch itself has
 * already happened on this device; the account's follows through the outbox, so that a switch made
 * without signal reaches the server when the network is back. Each switch is a request of its own,
 * sent in order: the last one chosen is the one that stays.
 */
export async function saveAccountLanguage(language: Locale): Promise<void> {
  try {
    await queueRequest({
      method: 'PUT',
      kind: 'account-language',
      id: crypto.randomUUID(),
      url: '/api/profile/language',
      body: { language },
      summary: { language: LOCALE_NAMES[language] },
      owner: readCachedUser()?.id,
      record: 'account-language',
    })
  } catch (error) {
    // A browser that can keep nothing: sent once, without the offline safety net.
    console.error('The account language could not be stored on this device', error)
    await call(api.profile.language.$put({ json: { language } }))
  }
}
