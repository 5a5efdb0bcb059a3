import type { Locale } from '../../i18n/locales.ts'
import { EN } from './en.ts'
import { ES } from './es.ts'
import { FR } from './fr.ts'
import { RU } from './ru.ts'
import type { KnowledgeBase } from './types.ts'
import { ZH } from './zh.ts'

export * from './types.ts'

export const KNOWLEDGE: Record<Locale, KnowledgeBase> = { en: EN, es: ES, ru: RU, zh: ZH, fr: FR }
