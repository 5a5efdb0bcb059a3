export const LOCALES = ['en', 'es', 'ru', 'zh', 'fr'] as const
export type Locale = (typeof LOCALES)[number]
export const FALLBACK_LOCALE: Locale = 'en'
export const LOCALE_STORAGE_KEY = 'lang'

/** Each language named in itself, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  ru: 'Русский',
  zh: '中文',
  fr: 'Français',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** "zh-CN" → "zh", "pt" → undefined. */
function matchLanguageTag(tag: string): Locale | undefined {
  const base = tag.toLowerCase().split(/[-_]/)[0]
  return isLocale(base) ? base : undefined
}

/**
 * The saved choice wins, then the first browser language we speak, then English.
 */
export function pickLocale(stored: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored
  for (const tag of browserLanguages) {
    const match = matchLanguageTag(tag)
    if (match) return match
  }
  return FALLBACK_LOCALE
}

/**
 * How each language writes numbers, money and dates for the customers, who are in the US
 * (docs/decisions/037-formats-for-us-customers.md): Spanish as US Spanish does ("$710.00"), the
 * others with their own separators and the dollar marked as the US one where the language's own
 * "$" could mean another dollar. The catalogs stay keyed by the bare language.
 */
const FORMAT_LOCALES: Record<Locale, string> = {
  en: 'en-US',
  es: 'es-US',
  fr: 'fr-US',
  ru: 'ru-US',
  zh: 'zh-Hans-US',
}

/** The Intl locale for a page in `language`; a tag that already names a region ("en-US") is kept. */
export function formatLocale(language: string): string {
  return isLocale(language) ? FORMAT_LOCALES[language] : language
}

/**
 * A date written as a heading: its first letter capital, which Spanish, French and Russian leave
 * small inside a sentence ("domingo, 6 de diciembre" heads a page as "Domingo, 6 de diciembre").
 */
export function capitalized(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(formatLocale(language)) + text.slice(1)
}
