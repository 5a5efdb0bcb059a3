import { z } from 'zod'
import { adminCode as code } from './errors.ts'

/*
 * The supplier's system settings (issue 8, "/admin": system settings), stored as one JSON value under
 * the key 'system' in the settings table. Everything here is public: the footer, /contact and the site
 * notice show it to every visitor.
 */

export const NOTICE_TONES = ['info', 'warning'] as const
export type NoticeTone = (typeof NOTICE_TONES)[number]
export const NOTICE_MAX_LENGTH = 200

/** A US number as people type it: "(404) 555-0142", "404-555-0142", "+1 404 555 0142". */
const US_PHONE = /^(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/

export const SystemSettingsSchema = z.object({
  /** The main support line, shown as typed in the footer and on /contact. */
  supportPhone: z.string(code('adminPhoneInvalid')).trim().regex(US_PHONE, code('adminPhoneInvalid')),
  /** Where customers write; shown on /contact, /help and the legal pages. */
  supportEmail: z
    .string(code('adminEmailInvalid'))
    .trim()
    .max(254, code('adminEmailInvalid'))
    .pipe(z.email(code('adminEmailInvalid'))),
  /** A site-wide banner under the header ("Hurricane season: installations may move"); empty: none. */
  notice: z.object({
    text: z.string().trim().max(NOTICE_MAX_LENGTH, code('adminNoticeTooLong')),
    tone: z.enum(NOTICE_TONES, code('adminInputInvalid')),
  }),
})
export type SystemSettings = z.infer<typeof SystemSettingsSchema>

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

/** What is stored, or the defaults when nothing valid is (a value from an older schema never breaks the footer). */
export function systemSettingsInForce(stored: unknown): SystemSettings {
  const parsed = SystemSettingsSchema.safeParse(stored)
  return parsed.success ? parsed.data : DEFAULT_SYSTEM_SETTINGS
}
