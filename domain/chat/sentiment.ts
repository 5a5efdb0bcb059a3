import type { Locale } from '../i18n/locales.ts'
import type { Sentiment as Mood } from './schema.ts'
import { fold } from './text.ts'

/*
 * The customer's mood, read from their message only: frustration, anger and urgency are negative;
 * thanks and praise positive; a plain question neutral. What the question is about is no mood: a
 * customer asking whether film stops break-ins or holds broken glass in a storm is not upset, so
 * the words of the trade (break, broken glass, storm, damage, fading) count for nothing here, and
 * the answer's own words never count. Each language has its own words and turns of phrase, matched
 * on the folded text (lower case, no accents); every language's are tried, as a message may come
 * in another language than the page's.
 */

const NEGATIVE: Record<Locale, RegExp> = {
  en: /\b(angry|furious|mad at|pissed|frustrat\w*|annoy\w*|upset|disappoint\w*|terrible|horrible|awful|worst|useless|ridiculous|unacceptable|outrage\w*|disgust\w*|scam\w*|rip-?off|fed up|sick of|hate|complain\w*|not happy|unhappy|not satisfied|dissatisfied|still (waiting|nothing|no|not|haven'?t)|never (arrived|came|got|answer\w*|replied|called)|no one (answers|answered|replies|replied|called|calls)|nobody (answers|answered|replies|replied|called|calls)|waiting (for|since) (weeks|days|ages)|urgent\w*|asap|emergency|doesn'?t work|does not work|not working|arrived (broken|damaged|cracked|torn)|came (broken|damaged|cracked|torn)|wtf|damn|fuck\w*|shit\w*|crap\w*|is a joke|what a joke)\b|!{2,}|\?{3,}/u,
  es: /\b(enfadad[oa]s?|enojad[oa]s?|molest[oa]s?|furios[oa]s?|hart[oa]s?|frustrad[oa]s?|decepcionad[oa]s?|terrible|horrible|pesim[oa]|fatal|inaceptable|indignante|estafa|verguenza|ridicul[oa]|queja|reclamacion|reclamo|odio|todavia no|aun no|sigo esperando|nadie (me )?(responde|contesta|llama)|nunca (llego|contestan|responden)|urgente|urgencia|no funciona|llego (rot[oa]|danad[oa]|rajad[oa])|mierda|joder)\b|!{2,}|\?{3,}/u,
  fr: /\b(fache|fachee|enerve|enervee|furieux|furieuse|en colere|marre|frustre|frustree|decu|decue|decevant|inadmissible|inacceptable|honteux|honte|arnaque|nul|nulle|horrible|lamentable|toujours pas|toujours rien|personne ne (repond|rappelle)|jamais (recu|arrive)|urgent|urgence|plainte|reclamation|deteste|ne marche pas|ne fonctionne pas|arrive (casse|abime|endommage)|merde|putain)\b|!{2,}|\?{3,}/u,
  ru: /(зл(ой|ая|юсь|ит)|бесит|раздраж\p{L}*|возмущ\p{L}*|разочаров\p{L}*|ужасн\p{L}*|кошмар|безобраз\p{L}*|обман\p{L}*|развод|надоело|до сих пор|никто не (отвечает|ответил|перезвонил)|так и не|срочно|жалоб\p{L}*|ненавиж\p{L}*|не работает|пришл[аои]? (разбит|поврежд|сломан)\p{L}*|отвратит\p{L}*|хамств\p{L}*|позор|сколько можно|черт)|!{2,}|\?{3,}/u,
  zh: /(生气|气死|愤怒|恼火|烦死|很烦|烦人|失望|太差|很差|糟糕|垃圾|骗子|骗人|投诉|还没(到|收到|有人|发货)|一直没|没人(回|理|接)|着急|急用|赶紧|不满|受够|坑人|收到.{0,4}(坏|破|裂)|太慢|怎么回事|搞什么)|！{2,}|!{2,}|？{3,}/u,
}

const POSITIVE: Record<Locale, RegExp> = {
  en: /\b(thanks?|thank you|thx|great|awesome|love|loved|perfect|excellent|helpful|appreciate\w*|amazing|wonderful|fantastic|happy with|pleased)\b/u,
  es: /\b(gracias|genial|excelente|perfect[oa]|encanta|encanto|maravillos[oa]|muy amable|util|fantastic[oa]|content[oa])\b/u,
  fr: /\b(merci|genial|geniale|parfait|parfaite|excellent|excellente|super|adore|formidable|top|ravi|ravie|content|contente)\b/u,
  ru: /(спасибо|благодар\p{L}*|отлично|супер|прекрасн\p{L}*|замечательн\p{L}*|нравится|помогли|доволен|довольна)/u,
  zh: /(谢谢|感谢|太好了|很好|满意|真棒|很棒|喜欢|完美|不错)/u,
}

/** positive / negative / neutral: a frustrated, angry or urgent turn of phrase outweighs thanks. */
export function sentimentOf(message: string, locale: Locale): Mood {
  // An order number is no word: "SS-HATE-7K2M" says nothing of the mood, nor do its capitals.
  const words = message.replace(/\bss[\s-]?[0-9a-z]{4}[\s-]?[0-9a-z]{4}\b/giu, ' ')
  const text = fold(words)
  // Shouting: two or more words of four letters or more in capitals.
  const shouting = (words.match(/(?<![\p{L}\p{N}-])[A-ZÀ-ÖØ-ÞА-ЯЁ]{4,}(?![\p{L}\p{N}-])/gu) ?? []).length >= 2
  const tried = [locale, ...(Object.keys(NEGATIVE) as Locale[]).filter((other) => other !== locale)]
  if (shouting || tried.some((lang) => NEGATIVE[lang].test(text))) return 'negative'
  if (tried.some((lang) => POSITIVE[lang].test(text))) return 'positive'
  return 'neutral'
}
