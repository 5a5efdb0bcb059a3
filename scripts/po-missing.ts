/**
 * Lists untranslated or suspicious entries of a catalog: `node --import tsx scripts/po-missing.ts es`.
 * Checks every msgstr is filled and keeps the same {placeholders} and <0>tags</0> as its msgid.
 */
import { readFileSync } from 'node:fs'

const locale = process.argv[2]
if (!locale) throw new Error('usage: po-missing.ts <locale>')

const unquote = (lines: string[]) => lines.map((line) => JSON.parse(line.trim()) as string).join('')
const tokens = (text: string) =>
  [...text.matchAll(/\{(\w+)[,}]|<\/?(\d+)\/?>/g)]
    .map((m) => m[0])
    .sort()
    .join(' ')

let problems = 0
for (const name of ['messages', 'content', 'app', 'shop', 'team', 'chat']) {
  const file = `locales/${locale}/${name}.po`
  for (const entry of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
    const match = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/m.exec(entry)
    if (!match) continue
    const id = unquote(match[1]!.trim().split('\n'))
    const str = unquote(match[2]!.trim().split('\n'))
    if (!id) continue
    if (!str) {
      problems++
      console.log(`${file}: missing: ${id}`)
    } else if (tokens(id) !== tokens(str)) {
      problems++
      console.log(`${file}: placeholders differ: ${id}\n    -> ${str}`)
    }
  }
}
console.log(problems ? `${problems} problem(s)` : `${locale}: complete`)
process.exitCode = problems ? 1 : 0
