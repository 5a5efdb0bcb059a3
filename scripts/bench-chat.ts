/**
 * `npm run bench:chat`: the chat assistant's accuracy on its evaluation set (domain/chat/eval-set.ts),
 * per language and overall. Each question is asked with the page in English and with the page in
 * its own language; an answer counts when it is of the expected kind, in the question's language,
 * and names what it must. The misses are listed with what was expected and what came.
 */
import { EVAL_SET } from '../domain/chat/eval-set.ts'
import { evaluate } from '../domain/chat/evaluate.ts'

const started = performance.now()
const { perLocale, accuracy } = evaluate(EVAL_SET)
const elapsed = performance.now() - started
const answers = perLocale.reduce((sum, { total }) => sum + total, 0)

for (const { locale, total, accuracy: share, misses } of perLocale) {
  console.log(`${locale}  ${(share * 100).toFixed(1).padStart(5)} %  (${total - misses.length}/${total})`)
  for (const miss of misses)
    console.log(
      `      ✗ [page ${miss.page}] ${miss.question} → ${miss.got} (expected ${miss.expected})${miss.why ? `: ${miss.why}` : ''}`,
    )
}
console.log(
  `all ${(accuracy * 100).toFixed(1).padStart(5)} %  (${answers} answers, ${(elapsed / answers).toFixed(1)} ms each, index build included)`,
)
