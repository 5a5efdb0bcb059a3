/*
 * What every visitor sees of the supplier's system settings (the footer's support line, /contact, the
 * site notice), without their schema: the footer is in every page's first download, and zod is not.
 * The schema that checks an admin's change is domain/admin/system-settings.ts.
 */

export const NOTICE_TONES = ['info', 'warning'] as const
export type NoticeTone = (typeof NOTICE_TONES)[number]
export const NOTICE_MAX_LENGTH = 200

export interface SystemSettings {
  /** The main support line, shown as typed in the footer and on /contact. */
  supportPhone: string
  /** Where customers write; shown on /contact, /help and the legal pages. */
  supportEmail: string
  /** A site-wide banner under the header ("Hurricane season: installations may move"); empty: none. */
  notice: { text: string; tone: NoticeTone }
}

export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = {
  supportPhone: '(404) 555-0142',
  supportEmail: 'hello@southernshieldfilm.com',
  notice: { text: '', tone: 'info' },
}

/** The dialable form of a support number: "(404) 555-0142" → "+14045550142". */
export function telOf(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `+1${digits.slice(-10)}`
}
