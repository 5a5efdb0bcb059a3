import { readdirSync, readFileSync } from 'node:fs'

const cache = new Map<string, Map<string, string>>()

function unquote(lines: string[]): string {
  return lines.map((line) => JSON.parse(line.trim()) as string).join('')
}

/** The translation of an English source message in one of our catalogs, as users will see it. */
export function translation(locale: string, source: string): string {
  let catalog = cache.get(locale)
  if (!catalog) {
    catalog = new Map()
    // The catalog is split by part of the app (lingui.config.ts): every part of the language.
    const folder = new URL(`../locales/${locale}/`, import.meta.url)
    const entries = readdirSync(folder)
      .filter((file) => file.endsWith('.po'))
      .flatMap((file) => readFileSync(new URL(file, folder), 'utf8').split(/\n\s*\n/))
    for (const entry of entries) {
      const match = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/m.exec(entry)
      if (!match) continue
      const id = unquote(match[1]!.trim().split('\n'))
      if (id) catalog.set(id, unquote(match[2]!.trim().split('\n')))
    }
    cache.set(locale, catalog)
  }
  const found = catalog.get(source)
  if (!found) throw new Error(`"${source}" is not translated in locales/${locale}/`)
  return found
}
