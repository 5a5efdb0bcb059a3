import { z } from 'zod'
import { adminCode as code } from './errors.ts'
import {
  DEFAULT_SYSTEM_SETTINGS,
  NOTICE_MAX_LENGTH,
  NOTICE_TONES,
  type SystemSettings,
} from './public-settings.ts'

/*
 * The supplier's system settings ("/admin": system settings), stored as one JSON value under
 * the key 'system' in the settings table: the schema an admin's change must pass. What the fields
 * mean, the defaults and everything the public pages need are in public-settings.ts.
 */

/** A US number as people type it: "(404) 555-0142", "404-555-0142", "+1 404 555 0142". */
const US_PHONE = /^(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/

export const SystemSettingsSchema = z.object({
  supportPhone: z.string(code('adminPhoneInvalid')).trim().regex(US_PHONE, code('adminPhoneInvalid')),
  supportEmail: z
    .string(code('adminEmailInvalid'))
    .trim()
    .max(254, code('adminEmailInvalid'))
    .pipe(z.email(code('adminEmailInvalid'))),
  notice: z.object({
    text: z.string().trim().max(NOTICE_MAX_LENGTH, code('adminNoticeTooLong')),
    tone: z.enum(NOTICE_TONES, code('adminInputInvalid')),
  }),
}) satisfies z.ZodType<SystemSettings>

/** What is stored, or the defaults when nothing valid is (a value from an older schema never breaks the footer). */
export function systemSettingsInForce(stored: unknown): SystemSettings {
  const parsed = SystemSettingsSchema.safeParse(stored)
  return parsed.success ? parsed.data : DEFAULT_SYSTEM_SETTINGS
}
