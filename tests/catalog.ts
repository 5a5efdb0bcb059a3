import { readFileSync } from 'node:fs'

const cache = new Map<string, Map<string, string>>()

function unquote(lines: string[]): string {
  return lines.map((line) => JSON.parse(line.trim()) as string).join('')
}

/** The translation of an English source message in one of our catalogs, as users will see it. */
export function translation(locale: string, source: string): string {
  let catalog = cache.get(locale)
  if (!catalog) {
    catalog = new Map()
    const entries = readFileSync(new URL(`../locales/${locale}/messages.po`, import.meta.url), 'utf8').split(
      /\n\s*\n/,
    )
    for (const entry of entries) {
      const match = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/m.exec(entry)
      if (!match) continue
      const id = unquote(match[1]!.trim().split('\n'))
      if (id) catalog.set(id, unquote(match[2]!.trim().split('\n')))
    }
    cache.set(locale, catalog)
  }
  const found = catalog.get(source)
  if (!found) throw new Error(`"${source}" is not translated in locales/${locale}/messages.po`)
  return found
}
