/**
 * `npm run bench:chat`: the chat assistant's accuracy on its fixed evaluation set
 * (domain/chat/eval-set.ts), per language, with the questions it got wrong and the time per answer.
 */
import { evaluate, EVAL_SET } from '../domain/chat/eval-set.ts'
import { LOCALES } from '../domain/i18n/locales.ts'

const started = performance.now()
const { perLocale, accuracy } = evaluate()
const elapsed = performance.now() - started
const questions = LOCALES.reduce((sum, locale) => sum + EVAL_SET[locale].length, 0)

for (const { locale, total, accuracy: share, misses } of perLocale) {
  console.log(`${locale}  ${(share * 100).toFixed(1).padStart(5)} %  (${total - misses.length}/${total})`)
  for (const miss of misses) {
    const naming = miss.mention === undefined ? '' : `, naming ${miss.mention}`
    console.log(`      ✗ ${miss.question} → ${miss.got} (expected ${miss.expected}${naming})`)
  }
}
console.log(
  `all ${(accuracy * 100).toFixed(1).padStart(5)} %  (${questions} questions, ${(elapsed / questions).toFixed(1)} ms each, index build included)`,
)
