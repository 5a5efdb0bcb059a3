import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { setupI18n, type I18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import PO from 'pofile'
import { formatLocale, LOCALES, type Locale } from '../../domain/i18n/locales.ts'
import type { QuoteOption } from '../../domain/quotes/quote.ts'

/*
 * What the server writes for someone (quote mails and PDFs, and every feature's mails in
 * api/features/<feature>/<feature>.mails.ts) is in their language, from the `documents` catalogs.
 * The server has no macro step, so its messages are written with the English text as their id —
 * `i18n._('Your quote {number}', { number })` — which `lingui extract` collects like any other;
 * the .po files are read and compiled here once per language, on first use.
 */

/** The product's name as mails write it, in every language. */
export const PRODUCT = 'Southern Shield'

const catalogPath = (locale: Locale) =>
  fileURLToPath(new URL(`../../locales/${locale}/documents.po`, import.meta.url))

function readCatalog(locale: Locale): Record<string, string> {
  const po = PO.parse(readFileSync(catalogPath(locale), 'utf8'))
  // An untranslated message falls back to its English id, as the web's catalogs do.
  return Object.fromEntries(po.items.map((item) => [item.msgid, item.msgstr[0] || item.msgid]))
}

const loaded = new Map<Locale, I18n>()

/** The document catalogs in `locale`, ready to translate. */
export function documentI18n(locale: Locale): I18n {
  let i18n = loaded.get(locale)
  if (!i18n) {
    i18n = setupI18n()
    i18n.setMessagesCompiler(compileMessage)
    i18n.loadAndActivate({ locale, locales: formatLocale(locale), messages: readCatalog(locale) })
    loaded.set(locale, i18n)
  }
  return i18n
}

/** An option's name: the installer's words, else its usual one in the customer's language. */
export function optionName(i18n: I18n, option: Pick<QuoteOption, 'id' | 'label'>): string {
  if (option.label) return option.label
  switch (option.id) {
    case 'good':
      return i18n._('Good')
    case 'better':
      return i18n._('Better')
    case 'best':
      return i18n._('Best')
  }
}

/**
 * The consent a customer ticks, as the quote page showed it in `locale`: what the audit trail and
 * the signed PDF keep. The same English as domain/quotes/state.ts CONSENT_TEXT.
 */
export function consentText(locale: Locale): string {
  const i18n = documentI18n(locale)
  return i18n._(
    'I accept this quote and its terms, and I agree that typing my name and drawing my signature here signs it electronically.',
  )
}

/** Every language's catalog read once: a broken .po file stops the server at boot, not at a customer's mail. */
export function loadDocumentCatalogs(): void {
  for (const locale of LOCALES) documentI18n(locale)
}
