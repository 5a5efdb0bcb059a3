/*
 * The one rule that hides contact details from marketplace text a not-yet-hired installer can read
 * (bids, messages): phone numbers, emails and links, including the usual ways people spell them out
 * to get past a filter ("at"/"dot", "(at)", digits written as words, split by spaces or dots, or typed
 * full width).
 */

/** What replaces a hidden phone number, email or link. */
export const MASK = '•••'

/** Full-width digits and @ . (typed on CJK keyboards) as their ASCII twins; other characters stay. */
function withAsciiDigits(text: string): string {
  return text.replace(/[\uFF10-\uFF19\uFF20\uFF0E]/g, (char) =>
    String.fromCharCode(char.charCodeAt(0) - 0xfee0),
  )
}

/** "at" and "dot" as people spell them out around an email: @, (at), [at], at, AT, arroba… */
const AT = String.raw`(?:@|\(\s*at\s*\)|\[\s*at\s*\]|\{\s*at\s*\}|\s(?:at|arroba|chez)\s)`
const DOT = String.raw`(?:\.|\(\s*dot\s*\)|\[\s*dot\s*\]|\{\s*dot\s*\}|\s(?:dot|punto|point)\s)`
const WORD = String.raw`[\p{L}\p{N}_%+-]+`
const EMAIL = new RegExp(
  String.raw`${WORD}(?:\s*\.\s*${WORD})*\s*${AT}\s*${WORD}(?:\s*${DOT}\s*${WORD})*\s*${DOT}\s*(?:com|net|org|edu|gov|us|io|co|info|biz|me|mail|email)\b`,
  'giu',
)
/** "pat at gmail", no domain ending: the big mail providers are an address on their own. */
const PROVIDER_EMAIL = new RegExp(
  String.raw`${WORD}(?:\s*\.\s*${WORD})*\s*${AT}\s*(?:gmail|yahoo|hotmail|outlook|icloud|aol|live|msn|proton(?:mail)?)\b`,
  'giu',
)
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+\.(?:com|net|org|biz|info|co|us|io)\b(?:\/\S*)?/giu

/** Digits as words, in the languages of the app (English, Spanish, French; "oh" for zero). */
const DIGIT_WORDS: Record<string, number> = Object.fromEntries(
  [
    ['zero', 'oh', 'cero', 'zéro'],
    ['one', 'uno', 'un', 'une'],
    ['two', 'dos', 'deux'],
    ['three', 'tres', 'trois'],
    ['four', 'cuatro', 'quatre'],
    ['five', 'cinco', 'cinq'],
    ['six', 'seis'],
    ['seven', 'siete', 'sept'],
    ['eight', 'ocho', 'huit'],
    ['nine', 'nueve', 'neuf'],
  ].flatMap((words, digit) => words.map((word) => [word, digit])),
)
const DIGIT_WORD = Object.keys(DIGIT_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')
/** A digit or a group of them, or a digit written as a word. */
const TOKEN = String.raw`(?:\d+|(?:${DIGIT_WORD})(?![\p{L}]))`
/** Runs of such tokens, whatever separates them: spaces, dots, dashes, brackets, slashes, a plus. */
const DIGIT_RUN = new RegExp(String.raw`(?<![\p{L}\p{N}])\+?\(?${TOKEN}(?:[\s().\-_/,*|+]*${TOKEN})+`, 'giu')
/** A phone number has at least seven digits; fewer are sizes, prices, dates and times. */
const PHONE_DIGITS = 7
/** A date written in full ("2026-11-27", "11/27/2026") has as many digits, and is no phone number. */
const DATE = /^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\/\d{1,2}\/\d{4})$/

function digitCount(run: string): number {
  let count = 0
  for (const token of run.toLowerCase().matchAll(new RegExp(TOKEN, 'giu')))
    count += /^\d+$/.test(token[0]) ? token[0].length : 1
  return count
}

/** The text with phone numbers, emails and links replaced by MASK, and whether anything was. */
export function maskContactDetails(text: string): { text: string; masked: boolean } {
  const ascii = withAsciiDigits(text)
  const masked = ascii
    .replace(EMAIL, MASK)
    .replace(PROVIDER_EMAIL, MASK)
    .replace(LINK, MASK)
    // Sizes, prices, dates and times ("36 x 48", "$1,450", "6/14 at 8:30") stay under seven digits a run.
    .replace(DIGIT_RUN, (run) => (digitCount(run) >= PHONE_DIGITS && !DATE.test(run) ? MASK : run))
  return masked === ascii ? { text, masked: false } : { text: masked, masked: true }
}
