import Sentiment from 'sentiment'
import type { Locale } from '../i18n/locales.ts'
import type { Sentiment as Mood } from './schema.ts'

/*
 * The mood of a message with the `sentiment` library (AFINN-165 word scores, negation aware) for
 * English. The library lets other languages register their own word list: for Spanish, French,
 * Russian and Chinese a short AFINN-style list of the words customers use about a purchase
 * (thanks, great, broken, late, angry…), scored -5..5 like AFINN, with the same negation rule.
 */

type Labels = Record<string, number>

const LABELS: Record<Exclude<Locale, 'en'>, Labels> = {
  es: {
    gracias: 2,
    genial: 3,
    excelente: 3,
    perfecto: 3,
    bueno: 2,
    buena: 2,
    bien: 2,
    encanta: 3,
    encantado: 3,
    feliz: 3,
    contento: 2,
    contenta: 2,
    útil: 2,
    rápido: 2,
    maravilloso: 4,
    increíble: 3,
    amable: 2,
    malo: -3,
    mala: -3,
    mal: -2,
    terrible: -3,
    horrible: -3,
    pésimo: -3,
    roto: -2,
    rota: -2,
    tarde: -1,
    retraso: -2,
    enfadado: -3,
    enojado: -3,
    molesto: -2,
    decepcionado: -2,
    problema: -2,
    queja: -2,
    nunca: -1,
    caro: -1,
    odio: -3,
    fatal: -3,
    estafa: -4,
  },
  fr: {
    merci: 2,
    génial: 3,
    excellent: 3,
    excellente: 3,
    parfait: 3,
    parfaite: 3,
    bon: 2,
    bonne: 2,
    bien: 2,
    super: 3,
    adore: 3,
    content: 2,
    contente: 2,
    ravi: 3,
    ravie: 3,
    utile: 2,
    rapide: 2,
    formidable: 4,
    mauvais: -3,
    mauvaise: -3,
    nul: -3,
    nulle: -3,
    terrible: -3,
    horrible: -3,
    cassé: -2,
    cassée: -2,
    retard: -2,
    fâché: -3,
    énervé: -3,
    déçu: -2,
    déçue: -2,
    problème: -2,
    plainte: -2,
    cher: -1,
    déteste: -3,
    arnaque: -4,
    inacceptable: -3,
  },
  ru: {
    спасибо: 2,
    отлично: 3,
    отличный: 3,
    отличная: 3,
    прекрасно: 3,
    хорошо: 2,
    хороший: 2,
    хорошая: 2,
    супер: 3,
    нравится: 2,
    люблю: 3,
    рад: 2,
    рада: 2,
    доволен: 2,
    довольна: 2,
    полезно: 2,
    быстро: 2,
    замечательно: 4,
    плохо: -3,
    плохой: -3,
    плохая: -3,
    ужасно: -3,
    ужасный: -3,
    кошмар: -3,
    сломан: -2,
    сломано: -2,
    разбито: -2,
    опоздание: -2,
    задержка: -2,
    злой: -3,
    зол: -3,
    разочарован: -2,
    разочарована: -2,
    проблема: -2,
    жалоба: -2,
    дорого: -1,
    ненавижу: -3,
    обман: -4,
    безобразие: -3,
  },
  zh: {
    谢谢: 2,
    感谢: 2,
    很好: 3,
    太好了: 3,
    好: 1,
    棒: 3,
    满意: 2,
    喜欢: 2,
    完美: 3,
    优秀: 3,
    高兴: 3,
    有用: 2,
    快: 1,
    不错: 2,
    差: -3,
    糟糕: -3,
    太差: -3,
    坏了: -2,
    破了: -2,
    慢: -1,
    晚了: -2,
    延迟: -2,
    生气: -3,
    失望: -2,
    问题: -2,
    投诉: -2,
    贵: -1,
    讨厌: -3,
    骗: -4,
    垃圾: -4,
  },
}

const NEGATORS: Record<Exclude<Locale, 'en'>, string[]> = {
  es: ['no', 'nunca', 'nada', 'tampoco'],
  fr: ['pas', 'ne', 'jamais', 'plus'],
  ru: ['не', 'нет', 'ни'],
  zh: ['不', '没', '没有', '别'],
}

const analyzer = new Sentiment()
for (const [code, labels] of Object.entries(LABELS) as [Exclude<Locale, 'en'>, Labels][]) {
  const negators = new Set(NEGATORS[code])
  analyzer.registerLanguage(code, {
    labels,
    scoringStrategy: {
      apply: (tokens: string[], cursor: number, score: number) =>
        cursor > 0 && negators.has(tokens[cursor - 1] ?? '') ? -score : score,
    },
  })
}

/** Chinese is written without spaces: known words (longest first) and negators are set apart first. */
const ZH_WORDS = [...Object.keys(LABELS.zh), ...NEGATORS.zh].sort((a, b) => b.length - a.length)
const ZH_SPLIT = new RegExp(`(${ZH_WORDS.join('|')})`, 'g')

/** positive / negative / neutral: the sum of the word scores, signed. */
export function sentimentOf(message: string, locale: Locale): Mood {
  const text = locale === 'zh' ? message.replace(ZH_SPLIT, ' $1 ') : message
  const { score } = analyzer.analyze(text, { language: locale })
  if (score > 0) return 'positive'
  if (score < 0) return 'negative'
  return 'neutral'
}
