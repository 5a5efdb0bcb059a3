/**
 * One voice per language: the catalogs address the customer one way only (usted, vous, вы, 您),
 * as docs/translation-glossary.md says. A translation slips into the familiar form one message at a
 * time (a new string translated on its own, a phrase copied from elsewhere), and the page then
 * speaks two ways at once. `node --import tsx scripts/i18n-voice.ts` lists the slips;
 * scripts/i18n-voice.test.ts fails on any.
 */
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { catalogFiles, parsePo, targetLocales } from './i18n-divergences.ts'

/** A whole word, case aside; \b does not know accented letters or Cyrillic. */
const words = (list: string[]) => new RegExp(`(?<!\\p{L})(?:${list.join('|')})(?!\\p{L})`, 'iu')
/** A word that opens the message or a sentence: an imperative there speaks to the reader. */
const opening = (list: string[]) => new RegExp(`(?:^|[.:;!?¿¡—(]\\s*)(?:${list.join('|')})(?!\\p{L})`, 'u')

interface Rule {
  /** What the reader is told, e.g. "tú-form". */
  name: string
  pattern: RegExp
  /** Catalogs where the form is the right one (letters, for Russian's capital Вы). */
  exceptIn?: string[]
}

const RULES: Record<string, Rule[]> = {
  es: [
    {
      name: 'tú-form',
      // Forms that exist only in tú; "revisa", "usa", "elige" and the like also read as
      // third person mid-sentence ("un especialista revisa"), so those count only where they open.
      pattern: words([
        'tú',
        'tu',
        'tus',
        'te',
        'ti',
        'contigo',
        'tuy[oa]s?',
        'puedes',
        'tienes',
        'quieres',
        'necesitas',
        'deseas',
        'estás',
        'eres',
        'vuelvas',
        'prefieras',
        'abras',
        '(?:contact|llam|escrib|ayud|envi|avis|pregunt|mostr|record)(?:ar|ir)te',
        '(?:empez|envi|guard|pag|firm|acept|olvid)aste',
        '(?:hic|eleg|ped|recib|escrib)iste',
        'inténtalo',
        'confírmalo',
        'déjalo',
        'mídela',
        'envíala',
        'cuéntanos',
        'escríbenos',
        'llámanos',
        'avísanos',
        'dinos',
      ]),
    },
    {
      name: 'tú imperative',
      pattern: opening([
        'Ingresa',
        'Introduce',
        'Elige',
        'Revisa',
        'Haz',
        'Añade',
        'Agrega',
        'Mide',
        'Pulsa',
        'Toca',
        'Usa',
        'Inicia',
        'Quita',
        'Vuelve',
        'Mantén',
        'Indica',
        'Escribe',
        'Busca',
        'Selecciona',
        'Recarga',
        'Libera',
        'Obtén',
        'Elimina',
        'Comprueba',
        'Asegúrate',
        'Conéctate',
        'Contacta',
        'Guarda',
        'Espera',
      ]),
    },
  ],
  fr: [
    {
      name: 'tu-form',
      // "Ton" alone is also the noun (Ton : positif); the possessive always has its noun after it.
      pattern: /(?<!\p{L})(?:(?:tu|toi|te|ta|tes|ton(?=\s\p{L}))(?!\p{L})|t[’'](?=\p{L}))/iu,
    },
  ],
  ru: [
    {
      name: 'ты-form',
      pattern: words(['ты', 'тебя', 'тебе', 'тобой', 'тво(?:й|я|ё|е|и|его|ей|ему|им|их|ю|ими)']),
    },
    {
      name: 'capital Вы inside a sentence (the interface writes вы)',
      pattern: /(?<![.!?:]\s*|^|[«"(])(?<!\p{L})(?:Вы|Вас|Вам|Вами|Ваш\p{L}*)(?!\p{L})/u,
      // A letter to one customer capitalises Вы, as Russian correspondence does.
      exceptIn: ['documents.po'],
    },
  ],
  zh: [
    {
      name: '你 for the user (the catalogs use 您)',
      // 你们 is the customer speaking to the supplier (a question the chat offers to ask).
      pattern: /你(?!们)/u,
    },
  ],
}

export interface VoiceSlip {
  catalog: string
  id: string
  translation: string
  rule: string
}

/**
 * Placeholders, plural and select syntax and tags carry no words (the branches' text stays);
 * quoted words are someone else's, not the page's voice.
 */
function spokenText(translation: string): string {
  return translation
    .replace(/\{[\w.]+\}/g, ' ')
    .replace(/\{[\w.]+\s*,\s*\w+\s*,/g, ' ')
    .replace(/(?:=\d+|\w+)\s*\{/g, ' ')
    .replace(/[{}#]/g, ' ')
    .replace(/<\/?\d+\/?>/g, ' ')
    .replace(/«[^»]*»|“[^”]*”|"[^"]*"/g, ' ')
}

/** Each translation of a message that addresses the reader in the other register. */
export function findVoiceSlips(locale: string, files = catalogFiles(locale)): VoiceSlip[] {
  const rules = RULES[locale] ?? []
  return files.flatMap((file) => {
    const catalog = basename(file)
    return parsePo(readFileSync(file, 'utf8')).flatMap((entry) =>
      rules
        .filter(
          (rule) => !rule.exceptIn?.includes(catalog) && rule.pattern.test(spokenText(entry.translation)),
        )
        .map((rule) => ({ catalog, id: entry.id, translation: entry.translation, rule: rule.name })),
    )
  })
}

/** The rule a single translation breaks, if any (for the test's own examples). */
export function voiceSlipIn(locale: string, translation: string, catalog = 'app.po'): string | undefined {
  return (RULES[locale] ?? []).find(
    (rule) => !rule.exceptIn?.includes(catalog) && rule.pattern.test(spokenText(translation)),
  )?.name
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const all = targetLocales().flatMap((locale) => findVoiceSlips(locale).map((slip) => ({ locale, ...slip })))
  for (const slip of all)
    console.log(`${slip.locale} ${slip.catalog} (${slip.rule}): ${slip.id}\n    ${slip.translation}`)
  console.log(`${all.length} translation(s) in the other voice`)
  process.exitCode = all.length ? 1 : 0
}
