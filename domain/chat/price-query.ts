import { ESTIMATE_LIMITS, NEW_WINDOW_DEFAULTS } from '../estimates/estimate.ts'
import { type WindowUnit } from '../estimates/units.ts'
import { computeEstimate } from '../estimator/compute.ts'
import { gradesOf } from '../estimator/films.ts'
import { DEFAULT_PRICING_SHEET, type PricingSheet } from '../estimator/pricing.ts'
import type { Cents } from '../money/money.ts'

/*
 * A job described in a sentence ("3 windows 36 by 48 security film", "two 3x5 ft windows solar",
 * "2 ventanas de 90 x 120 cm", "3 扇 36 乘 48 的窗户 安全膜") and its installed price range, from the
 * estimator's own pricing: one price per stocked grade of the film, cheapest to dearest.
 */

/** The film types a sentence can ask for: solar ('standard' in the estimator), security or decorative. */
type QuotedFilm = 'standard' | 'security' | 'decorative'

export interface PriceQuery {
  quantity: number
  width: number
  height: number
  unit: WindowUnit
  filmType: QuotedFilm
}

const NUMBER = String.raw`\d+(?:\.\d+)?`
/** What stands between width and height: 36x48, 180х210 (a Cyrillic х), 36 × 48, 36 by 48, 36 por 48, 36 par 48, 36 на 48, 36 乘 48. */
const BETWEEN = String.raw`\s*(?:x|х|×|\*|by|por|par|на|乘|乘以)\s*`

/** Unit words, longest first within a unit so "cm" is never read as "m". */
const UNIT_PATTERNS: [WindowUnit, string][] = [
  ['centimeters', String.raw`cm|centim[eè]tres?|centimeters?|cent[ií]metros?|см|сантиметр\p{L}*|厘米|公分`],
  ['inches', String.raw`inch(?:es)?|in(?!\p{L})|"|″|pulgadas?|pouces?|дюйм\p{L}*|英寸|寸`],
  ['feet', String.raw`ft(?!\p{L})|feet|foot|'|′|pies?(?!\p{L})|pieds?|фут\p{L}*|英尺|尺`],
  ['meters', String.raw`m(?!\p{L})|meters?|m[eè]tres?|metros?|м(?!\p{L})|метр\p{L}*|米`],
]
const UNIT_ALTERNATION = UNIT_PATTERNS.map(([, pattern]) => pattern).join('|')
/**
 * A unit named away from the numbers ("36 by 48 inches"): words only. A bare "in" there is the
 * preposition ("… in my kitchen") and a quote mark is an apostrophe ("what's").
 */
const UNIT_WORD = new RegExp(
  `(?<!\\p{L})(${UNIT_ALTERNATION.replace('in(?!\\p{L})|', '').replace(/"\|″\||'\|′\|/g, '')})`,
  'iu',
)

const DIMENSIONS = new RegExp(
  String.raw`(${NUMBER})\s*(${UNIT_ALTERNATION})?${BETWEEN}(${NUMBER})\s*(${UNIT_ALTERNATION})?`,
  'iu',
)

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  один: 1,
  одно: 1,
  одна: 1,
  два: 2,
  две: 2,
  три: 3,
  четыре: 4,
  пять: 5,
  шесть: 6,
  семь: 7,
  восемь: 8,
  девять: 9,
  десять: 10,
  一: 1,
  两: 2,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
}

/** A count followed by the word for a window or a pane, in each language. */
const QUANTITY = new RegExp(
  String.raw`(\d+|${Object.keys(NUMBER_WORDS).join('|')})\s*(?:windows?|panes?|ventanas?|vidrios?|fen[eê]tres?|vitres?|окн\p{L}*|окон|стекл\p{L}*|扇|个窗|块)`,
  'iu',
)

const FILM_WORDS: [QuotedFilm, RegExp][] = [
  [
    'security',
    // A whole Russian word: солнцезащитная (sun-protective) is solar film, not a protective one.
    /secur|safety|shatter|burglar|ballistic|seguridad|s[eé]curit[eé]|(?<!\p{L})защит|безопасн|安全|防盗|防爆/iu,
  ],
  [
    'decorative',
    /decorat|d[eé]cor|frost|privacy|privacidad|intimit|esmerilad|d[eé]poli|декор|матов|装饰|磨砂/iu,
  ],
  ['standard', /solar|solaire|sun|heat|tint|calor|chaleur|солн|тепл|隔热|防晒|太阳/iu],
]

function unitOf(text: string | undefined): WindowUnit | undefined {
  if (!text) return undefined
  return UNIT_PATTERNS.find(([, pattern]) => new RegExp(`^(?:${pattern})$`, 'iu').test(text))?.[0]
}

/** The job a sentence describes, or null when it gives no width × height. */
export function parsePriceQuery(message: string): PriceQuery | null {
  // A decimal comma (1,2 m) reads as a point.
  const text = message.toLowerCase().replace(/(\d),(\d)/g, '$1.$2')
  const match = DIMENSIONS.exec(text)
  if (!match) return null
  const width = Number(match[1])
  const height = Number(match[3])
  const rest = text.slice(0, match.index) + ' ' + text.slice(match.index + match[0].length)
  // "3 ft x 5 ft", "3x5 ft", or a unit named elsewhere ("36 by 48 inches", "… in meters").
  const unit = unitOf(match[4]) ?? unitOf(match[2]) ?? unitOf(UNIT_WORD.exec(rest)?.[1]) ?? 'inches'
  const count = QUANTITY.exec(rest)?.[1]
  const quantity = count === undefined ? 1 : (NUMBER_WORDS[count] ?? Number(count))
  const filmType = FILM_WORDS.find(([, words]) => words.test(rest))?.[0] ?? 'standard'
  const valid = (value: number) => value > 0 && value <= ESTIMATE_LIMITS.dimension
  if (!valid(width) || !valid(height)) return null
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > ESTIMATE_LIMITS.quantity) return null
  return { quantity, width, height, unit, filmType }
}

export interface PriceRange {
  lowCents: Cents
  highCents: Cents
  /** Glass area of the whole job, square feet. */
  areaSqFt: number
}

/** The installed price of the job with each stocked grade of its film: the cheapest and the dearest. */
export function priceRange(query: PriceQuery, sheet: PricingSheet = DEFAULT_PRICING_SHEET): PriceRange {
  const prices = gradesOf(query.filmType).map(
    (grade) =>
      computeEstimate(
        {
          address: '',
          windows: [
            {
              ...NEW_WINDOW_DEFAULTS,
              id: 'chat',
              width: query.width,
              height: query.height,
              unit: query.unit,
              quantity: query.quantity,
              filmType: query.filmType,
              filmGrade: grade.sku,
            },
          ],
        },
        { sheet },
      ).price,
  )
  const totals = prices.map((price) => price.totalCents)
  return {
    lowCents: Math.min(...totals),
    highCents: Math.max(...totals),
    areaSqFt: prices[0]?.glassAreaSqFt ?? 0,
  }
}
