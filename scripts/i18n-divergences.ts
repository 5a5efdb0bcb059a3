/**
 * The messages one language translates in two ways: the same msgid (and msgctxt) with another
 * msgstr in another of its catalogs. The catalogs are split per chunk (lingui.config.ts), so a
 * message used in two chunks is translated twice, and the two drift apart (tú here, usted there).
 * `node --import tsx scripts/i18n-divergences.ts` lists them; scripts/i18n-divergences.test.ts
 * fails on any.
 */
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import linguiConfig from '../lingui.config.ts'

export interface PoEntry {
  context: string
  id: string
  translation: string
}

const unquote = (quoted: string) => JSON.parse(quoted) as string

/** The live entries of a .po file (obsolete `#~` ones left out), with their context. */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = []
  for (const block of text.split(/\n\s*\n/)) {
    const fields: Record<string, string> = {}
    let field: string | undefined
    for (const line of block.split('\n')) {
      const start = /^(msgctxt|msgid|msgstr) (".*")\s*$/.exec(line)
      if (start) {
        field = start[1]!
        fields[field] = unquote(start[2]!)
      } else if (field && /^".*"\s*$/.test(line)) fields[field] += unquote(line.trim())
      else field = undefined
    }
    if (fields.msgid)
      entries.push({ context: fields.msgctxt ?? '', id: fields.msgid, translation: fields.msgstr ?? '' })
  }
  return entries
}

export interface Divergence {
  locale: string
  context: string
  id: string
  /** Each translation and the catalogs that use it. */
  translations: { translation: string; catalogs: string[] }[]
}

/** The catalogs' paths for a locale, as lingui.config.ts lists them. */
export function catalogFiles(locale: string): string[] {
  const root = fileURLToPath(new URL('..', import.meta.url))
  return (linguiConfig.catalogs ?? []).map(
    (catalog) => `${catalog.path.replace('<rootDir>/', root).replace('{locale}', locale)}.po`,
  )
}

/** Each msgid a locale translates differently in two catalogs; untranslated entries are not a translation. */
export function findDivergences(locale: string, files = catalogFiles(locale)): Divergence[] {
  const seen = new Map<string, Map<string, string[]>>()
  for (const file of files) {
    for (const entry of parsePo(readFileSync(file, 'utf8'))) {
      if (!entry.translation) continue
      const key = JSON.stringify([entry.context, entry.id])
      const translations = seen.get(key) ?? new Map<string, string[]>()
      translations.set(entry.translation, [...(translations.get(entry.translation) ?? []), basename(file)])
      seen.set(key, translations)
    }
  }
  return [...seen]
    .filter(([, translations]) => translations.size > 1)
    .map(([key, translations]) => {
      const [context, id] = JSON.parse(key) as [string, string]
      return {
        locale,
        context,
        id,
        translations: [...translations].map(([translation, catalogs]) => ({ translation, catalogs })),
      }
    })
}

export const targetLocales = () =>
  linguiConfig.locales.filter((locale) => locale !== linguiConfig.sourceLocale)

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const all = targetLocales().flatMap((locale) => findDivergences(locale))
  for (const divergence of all) {
    console.log(
      `${divergence.locale}: ${divergence.context ? `[${divergence.context}] ` : ''}${divergence.id}`,
    )
    for (const { translation, catalogs } of divergence.translations)
      console.log(`    ${catalogs.join(', ')}: ${translation}`)
  }
  console.log(`${all.length} message(s) translated two ways`)
  process.exitCode = all.length ? 1 : 0
}
