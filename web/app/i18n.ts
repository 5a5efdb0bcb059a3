import { i18n, type Messages } from '@lingui/core'
import {
  formatLocale,
  isLocale,
  LOCALE_STORAGE_KEY,
  pickLocale,
  type Locale,
} from '../../domain/i18n/locales.ts'

/**
 * Catalogs are split so a first visit downloads only what it shows: `messages` (the shell, home
 * and page frames) always, `content` (long-form public pages) with the first page that needs it,
 * `app` (the signed-in tools: estimates, the sync indicator) with the first of them, `shop` (catalog,
 * cart, checkout, orders) with the first shop page, `team` (portal home, dashboards, calendar, inventory,
 * reports, admin) with the first of those, `chat` (the assistant's panel) when it first opens.
 */
export type CatalogName = 'messages' | 'content' | 'app' | 'shop' | 'team' | 'chat'

const catalogFiles = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po')
const wanted = new Set<CatalogName>(['messages'])
const loaded = new Map<string, Promise<Messages>>()

function loadCatalog(name: CatalogName, locale: Locale): Promise<Messages> {
  const key = `${locale}/${name}`
  let pending = loaded.get(key)
  if (!pending) {
    const importer = catalogFiles[`../../locales/${key}.po`]
    if (!importer) throw new Error(`No catalog ${key}`)
    pending = importer().then((module) => module.messages)
    pending.catch(() => loaded.delete(key)) // a failed download may be retried
    loaded.set(key, pending)
  }
  return pending
}

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY)
  } catch {
    return null // storage blocked (private mode): fall through to the browser language
  }
}

/** Whether the visitor chose a language on this device (the switcher remembers it). */
export const hasChosenLocale = (): boolean => isLocale(readStoredLocale())

export function detectLocale(): Locale {
  return pickLocale(readStoredLocale(), navigator.languages ?? [navigator.language])
}

/** Loads the catalogs in use and switches the messages to `locale`; no page needed (the build renders with it). */
export async function loadLocale(locale: Locale): Promise<void> {
  const catalogs = await Promise.all([...wanted].map((name) => loadCatalog(name, locale)))
  i18n.loadAndActivate({
    locale,
    locales: formatLocale(locale),
    messages: Object.assign({}, ...catalogs) as Messages,
  })
}

/** Loads the catalogs in use, switches the interface and `<html lang>`, and can remember the choice. */
export async function activateLocale(locale: Locale, { remember }: { remember: boolean }): Promise<void> {
  await loadLocale(locale)
  document.documentElement.lang = locale
  if (remember) {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale)
    } catch {
      // not fatal: the choice lasts for this visit
    }
  }
}

/** Makes a catalog available in the current language (and in any language chosen later). */
export async function ensureCatalog(name: CatalogName): Promise<void> {
  wanted.add(name)
  const locale = i18n.locale as Locale
  const messages = await loadCatalog(name, locale)
  if (i18n.locale === locale) i18n.load(locale, messages)
}

export { i18n }
