import { z } from 'zod'
import { LOCALES } from './locales.ts'

/**
 * The language of the page a visitor sends a form from (sign-up, an order, an estimate request): the
 * mails that answer it are written in it. A value outside LOCALES is dropped rather than refused —
 * the form itself was fine — and the server falls back to the browser's Accept-Language, then English.
 */
export const PageLanguageSchema = z.enum(LOCALES).optional().catch(undefined)
