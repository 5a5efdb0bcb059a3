import { LOCALES, type Locale } from '../i18n/locales.ts'
import { answer, type AnswerKind } from './assistant.ts'

/**
 * The assistant's fixed evaluation set: 12 questions per language, each with the answer it must
 * give. Written as customers ask, not copied from the knowledge base. Used by eval.test.ts and
 * `npm run bench:chat`.
 */
export const EVAL_SET: Record<Locale, [question: string, expected: AnswerKind][]> = {
  en: [
    ['Tell me about window film types', 'filmTypes'],
    ['How much does window film cost?', 'pricing'],
    ['Do you offer DIY installation?', 'diyVsPro'],
    ['Help me create an estimate', 'estimates'],
    ['Will film stop someone breaking in through my glass door?', 'security'],
    ['My living room gets too hot in the afternoon', 'heat'],
    ['How long is the warranty?', 'warranty'],
    ['How should I clean the film after it is installed?', 'care'],
    ['What do I get with the $199 onboarding package?', 'onboarding'],
    ['How many days does delivery take?', 'shipping'],
    ['3 windows 36 by 48 security film', 'priceQuote'],
    ['Can I post my project so installers bid on it?', 'marketplace'],
  ],
  es: [
    ['Háblame de los tipos de lámina', 'filmTypes'],
    ['¿Cuánto cuesta la lámina para ventanas?', 'pricing'],
    ['¿Puedo instalarla yo mismo?', 'diyVsPro'],
    ['¿La lámina protege los muebles de la decoloración por rayos UV?', 'uv'],
    ['Quiero una lámina esmerilada para el baño', 'decorative'],
    ['¿Cuántos años de garantía tiene?', 'warranty'],
    ['¿Qué planes de membresía tienen y cuánto cuestan al mes?', 'membership'],
    ['¿Cuánto tarda el envío?', 'shipping'],
    ['2 ventanas de 90 x 120 cm lámina solar', 'priceQuote'],
    ['El reflejo en la pantalla del televisor me molesta', 'glare'],
    ['¿Cómo me pongo en contacto con ustedes por teléfono?', 'contact'],
    ['¿Cómo funciona el presupuesto?', 'estimates'],
  ],
  fr: [
    ['Quels types de film proposez-vous ?', 'filmTypes'],
    ['Combien coûte le film pour vitrage ?', 'pricing'],
    ['Puis-je poser le film moi-même ?', 'diyVsPro'],
    ['Le film de sécurité résiste-t-il à une effraction ?', 'security'],
    ["Les voisins peuvent-ils voir à l'intérieur la nuit ?", 'privacy'],
    ['Comment nettoyer le film après la pose ?', 'care'],
    ["Que comprend le forfait d'intégration à 199 $ ?", 'onboarding'],
    ['Quel est le délai de livraison ?', 'shipping'],
    ['deux fenêtres 100 x 150 cm film de sécurité', 'priceQuote'],
    ['Je veux réduire la chaleur dans ma véranda', 'heat'],
    ['Comment fonctionne la place de marché des poseurs ?', 'marketplace'],
    ['Comment suivre ma commande ?', 'orderTracking'],
  ],
  ru: [
    ['Какие виды плёнки у вас есть?', 'filmTypes'],
    ['Сколько стоит оконная плёнка?', 'pricing'],
    ['Можно ли установить плёнку самому?', 'diyVsPro'],
    ['Защитит ли плёнка от взлома?', 'security'],
    ['Какая гарантия на плёнку?', 'warranty'],
    ['Как ухаживать за плёнкой после установки?', 'care'],
    ['Какие тарифы членства и сколько стоит Professional в месяц?', 'membership'],
    ['Сколько дней идёт доставка?', 'shipping'],
    ['4 окна 120 на 150 см защитная плёнка', 'priceQuote'],
    ['Мебель выгорает от солнца, поможет ли защита от ультрафиолета?', 'uv'],
    ['Хочу матовую декоративную плёнку для ванной', 'decorative'],
    ['Как с вами связаться по телефону?', 'contact'],
  ],
  zh: [
    ['窗膜有哪些种类？', 'filmTypes'],
    ['窗膜多少钱？', 'pricing'],
    ['我可以自己安装吗？', 'diyVsPro'],
    ['安全膜能防盗吗？', 'security'],
    ['隔热膜能让房间凉快吗？', 'heat'],
    ['保修几年？', 'warranty'],
    ['贴膜后怎么清洁？', 'care'],
    ['199 美元的入门服务套餐包括什么？', 'onboarding'],
    ['配送需要几天？', 'shipping'],
    ['3 扇 36 乘 48 的窗户 安全膜', 'priceQuote'],
    ['晚上外面的人能看到里面吗？隐私怎么样', 'privacy'],
    ['怎么在市场发布项目让安装师傅投标？', 'marketplace'],
  ],
}

interface EvalMiss {
  question: string
  expected: AnswerKind
  got: AnswerKind
}

/** Share of the set answered with the expected topic, overall and per language, with the misses. */
export function evaluate() {
  const perLocale = LOCALES.map((locale) => {
    const misses: EvalMiss[] = EVAL_SET[locale]
      .map(([question, expected]) => ({ question, expected, got: answer(question, locale).kind }))
      .filter(({ expected, got }) => expected !== got)
    const total = EVAL_SET[locale].length
    return { locale, total, accuracy: (total - misses.length) / total, misses }
  })
  const total = perLocale.reduce((sum, { total }) => sum + total, 0)
  const correct = perLocale.reduce((sum, { total, misses }) => sum + total - misses.length, 0)
  return { perLocale, accuracy: correct / total }
}
