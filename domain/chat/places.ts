import { HUBS, type Hub } from '../hubs/hubs.ts'
import { CITY_LINES, ZIP3_STATES } from './places-data.ts'
import { fold, HAN } from './text.ts'

/*
 * The place a question names — a ZIP code, a city or a state, in any of the five languages — and
 * the hub whose area it is in (domain/hubs: Georgia, Alabama and Tennessee from Atlanta; Florida and
 * South Georgia from Florida; the Carolinas from Charlotte). The cities come from the `zipcodes`
 * table (./places-data.ts): every city of the served states, and the larger ones elsewhere.
 */

export interface Place {
  /** The ZIP code the customer typed, if that is how they named it. */
  zip?: string
  /** As the customer will read it: "Savannah, GA", "ZIP 10001 (NY)", "Tennessee". */
  label: string
  /** Two-letter state code, undefined for a ZIP code no state has. */
  state: string | undefined
  /** The hub that serves it; undefined outside every hub's area. */
  hub: Hub | undefined
}

/** The states' names in the five languages (folded), the served states' in every one of them. */
const STATE_NAMES: Record<string, string[]> = {
  AL: ['alabama', 'алабама', '阿拉巴马'],
  AK: ['alaska', 'аляска', '阿拉斯加'],
  AZ: ['arizona', 'аризона', '亚利桑那'],
  AR: ['arkansas', 'арканзас', '阿肯色'],
  CA: ['california', 'californie', 'калифорния', '加利福尼亚', '加州'],
  CO: ['colorado', 'колорадо', '科罗拉多'],
  CT: ['connecticut'],
  DE: ['delaware'],
  DC: ['district of columbia', 'washington dc'],
  FL: ['florida', 'floride', 'флорида', 'флориде', 'флориду', 'флориды', '佛罗里达', '佛州'],
  GA: ['georgia', 'georgie', 'джорджия', 'джорджии', 'джорджию', '佐治亚', '乔治亚'],
  HI: ['hawaii', 'hawai', 'гавайи', '夏威夷'],
  ID: ['idaho'],
  IL: ['illinois', 'иллинойс', '伊利诺伊'],
  IN: ['indiana'],
  IA: ['iowa'],
  KS: ['kansas'],
  KY: ['kentucky', 'кентукки', '肯塔基'],
  LA: ['louisiana', 'louisiane', 'луизиана', '路易斯安那'],
  ME: ['maine'],
  MD: ['maryland'],
  MA: ['massachusetts'],
  MI: ['michigan', 'мичиган', '密歇根'],
  MN: ['minnesota'],
  MS: ['mississippi', 'миссисипи', '密西西比'],
  MO: ['missouri'],
  MT: ['montana'],
  NE: ['nebraska'],
  NV: ['nevada', 'невада', '内华达'],
  NH: ['new hampshire'],
  NJ: ['new jersey', 'нью-джерси', '新泽西'],
  NM: ['new mexico', 'nuevo mexico', 'nouveau-mexique'],
  NY: ['new york state', 'estado de nueva york', 'etat de new york'],
  NC: [
    'north carolina',
    'carolina del norte',
    'caroline du nord',
    'северная каролина',
    'северной каролине',
    'северную каролину',
    '北卡罗来纳',
    '北卡',
  ],
  ND: ['north dakota'],
  OH: ['ohio', 'огайо', '俄亥俄'],
  OK: ['oklahoma'],
  OR: ['oregon'],
  PA: ['pennsylvania', 'pennsylvanie', 'пенсильвания', '宾夕法尼亚'],
  RI: ['rhode island'],
  SC: [
    'south carolina',
    'carolina del sur',
    'caroline du sud',
    'южная каролина',
    'южной каролине',
    'южную каролину',
    '南卡罗来纳',
    '南卡',
  ],
  SD: ['south dakota'],
  TN: ['tennessee', 'tenesi', 'теннесси', '田纳西'],
  TX: ['texas', 'tejas', 'техас', 'техасе', '德克萨斯', '德州'],
  UT: ['utah'],
  VT: ['vermont'],
  VA: ['virginia', 'virginie', 'вирджиния', '弗吉尼亚'],
  WA: ['washington state', 'estado de washington'],
  WV: ['west virginia'],
  WI: ['wisconsin'],
  WY: ['wyoming'],
}

/**
 * Cities in the languages that write them in another script: the start of the Russian name (so
 * that «в Атланте», «Атланта» and «Атланту» all match) or the Chinese name → the table's "City|area".
 */
const CITY_ALIASES: [string, string][] = [
  ['атлант', 'Atlanta|GA'],
  ['亚特兰大', 'Atlanta|GA'],
  ['саванн', 'Savannah|GA-S'],
  ['萨凡纳', 'Savannah|GA-S'],
  ['萨瓦纳', 'Savannah|GA-S'],
  ['мейкон', 'Macon|GA'],
  ['мэйкон', 'Macon|GA'],
  ['梅肯', 'Macon|GA'],
  ['огаст', 'Augusta|GA'],
  ['奥古斯塔', 'Augusta|GA'],
  ['альфаретт', 'Alpharetta|GA'],
  ['阿尔法利塔', 'Alpharetta|GA'],
  ['мариетт', 'Marietta|GA'],
  ['玛丽埃塔', 'Marietta|GA'],
  ['валдост', 'Valdosta|GA-S'],
  ['орландо', 'Orlando|FL'],
  ['奥兰多', 'Orlando|FL'],
  ['майами', 'Miami|FL'],
  ['迈阿密', 'Miami|FL'],
  ['тамп', 'Tampa|FL'],
  ['坦帕', 'Tampa|FL'],
  ['джексонвилл', 'Jacksonville|FL'],
  ['杰克逊维尔', 'Jacksonville|FL'],
  ['таллахасс', 'Tallahassee|FL'],
  ['塔拉哈西', 'Tallahassee|FL'],
  ['сарасот', 'Sarasota|FL'],
  ['萨拉索塔', 'Sarasota|FL'],
  ['форт-лодердейл', 'Fort Lauderdale|FL'],
  ['劳德代尔堡', 'Fort Lauderdale|FL'],
  ['гейнсвилл', 'Gainesville|FL'],
  ['盖恩斯维尔', 'Gainesville|FL'],
  ['шарлотт', 'Charlotte|NC'],
  ['夏洛特', 'Charlotte|NC'],
  ['роли', 'Raleigh|NC'],
  ['罗利', 'Raleigh|NC'],
  ['дарем', 'Durham|NC'],
  ['达勒姆', 'Durham|NC'],
  ['гринсборо', 'Greensboro|NC'],
  ['格林斯伯勒', 'Greensboro|NC'],
  ['эшвилл', 'Asheville|NC'],
  ['阿什维尔', 'Asheville|NC'],
  ['уилмингтон', 'Wilmington|NC'],
  ['威尔明顿', 'Wilmington|NC'],
  ['чарльстон', 'Charleston|SC'],
  ['查尔斯顿', 'Charleston|SC'],
  ['колумби', 'Columbia|SC'],
  ['哥伦比亚', 'Columbia|SC'],
  ['гринвилл', 'Greenville|SC'],
  ['格林维尔', 'Greenville|SC'],
  ['миртл-бич', 'Myrtle Beach|SC'],
  ['默特尔比奇', 'Myrtle Beach|SC'],
  ['нашвилл', 'Nashville|TN'],
  ['нэшвилл', 'Nashville|TN'],
  ['纳什维尔', 'Nashville|TN'],
  ['мемфис', 'Memphis|TN'],
  ['孟菲斯', 'Memphis|TN'],
  ['ноксвилл', 'Knoxville|TN'],
  ['诺克斯维尔', 'Knoxville|TN'],
  ['чаттануг', 'Chattanooga|TN'],
  ['查塔努加', 'Chattanooga|TN'],
  ['бирмингем', 'Birmingham|AL'],
  ['伯明翰', 'Birmingham|AL'],
  ['хантсвилл', 'Huntsville|AL'],
  ['亨茨维尔', 'Huntsville|AL'],
  ['монтгомери', 'Montgomery|AL'],
  ['蒙哥马利', 'Montgomery|AL'],
  ['тускалус', 'Tuscaloosa|AL'],
  ['塔斯卡卢萨', 'Tuscaloosa|AL'],
  ['нью-йорк', 'New York|NY'],
  ['nueva york', 'New York|NY'],
  ['纽约', 'New York|NY'],
  ['чикаго', 'Chicago|IL'],
  ['芝加哥', 'Chicago|IL'],
  ['лос-анджелес', 'Los Angeles|CA'],
  ['洛杉矶', 'Los Angeles|CA'],
  ['хьюстон', 'Houston|TX'],
  ['休斯顿', 'Houston|TX'],
  ['даллас', 'Dallas|TX'],
  ['达拉斯', 'Dallas|TX'],
  ['остин', 'Austin|TX'],
  ['奥斯汀', 'Austin|TX'],
  ['бостон', 'Boston|MA'],
  ['波士顿', 'Boston|MA'],
  ['сиэтл', 'Seattle|WA'],
  ['西雅图', 'Seattle|WA'],
  ['денвер', 'Denver|CO'],
  ['丹佛', 'Denver|CO'],
  ['финикс', 'Phoenix|AZ'],
  ['凤凰城', 'Phoenix|AZ'],
  ['лас-вегас', 'Las Vegas|NV'],
  ['拉斯维加斯', 'Las Vegas|NV'],
  ['сан-франциско', 'San Francisco|CA'],
  ['旧金山', 'San Francisco|CA'],
  ['филадельфи', 'Philadelphia|PA'],
  ['费城', 'Philadelphia|PA'],
  ['детройт', 'Detroit|MI'],
  ['底特律', 'Detroit|MI'],
  ['вашингтон', 'Washington|DC'],
  ['华盛顿', 'Washington|DC'],
  ['new orleans', 'New Orleans|LA'],
  ['nouvelle-orleans', 'New Orleans|LA'],
  ['nueva orleans', 'New Orleans|LA'],
  ['новый орлеан', 'New Orleans|LA'],
  ['новом орлеане', 'New Orleans|LA'],
  ['新奥尔良', 'New Orleans|LA'],
]

/**
 * One-word city names that are also ordinary words in some language ("Mobile" is a city in Alabama,
 * "Sale" one in Tennessee): read as a city only after "in", "en", "à", "near"… or when the message
 * is the place alone.
 */
const NEEDS_PREPOSITION_BELOW = 7

const PREPOSITIONS =
  /(?:^|\s)(?:in|near|around|to|at|en|a|cerca de|pres de|vers|dans|sur|в|во|около|под|до)\s+$/u

interface CityEntry {
  name: string
  area: string
}

let cities: Map<string, CityEntry[]> | undefined

function cityTable(): Map<string, CityEntry[]> {
  if (cities) return cities
  cities = new Map()
  for (const line of CITY_LINES.split('\n')) {
    const [name = '', area = ''] = line.split('|')
    const key = fold(name)
    cities.set(key, [...(cities.get(key) ?? []), { name, area }])
  }
  return cities
}

const hubOfArea = (area: string) =>
  HUBS.find((hub) => hub.serves.includes(area)) ?? HUBS.find((hub) => hub.serves.includes(area.slice(0, 2)))

function stateOfZip(zip: string): string | undefined {
  const prefix = zip.slice(0, 3)
  for (let i = 0; i < ZIP3_STATES.length; i += 5)
    if (ZIP3_STATES.slice(i, i + 3) === prefix) return ZIP3_STATES.slice(i + 3, i + 5)
  return undefined
}

/** South Georgia by ZIP prefix, as domain/shop/zones.ts reads it. */
const SOUTH_GEORGIA_ZIP3 = ['313', '314', '315', '316', '317', '398']

function zipPlace(zip: string): Place {
  const state = stateOfZip(zip)
  const area = state === 'GA' && SOUTH_GEORGIA_ZIP3.includes(zip.slice(0, 3)) ? 'GA-S' : state
  return { zip, label: state ? `${zip} (${state})` : zip, state, hub: area ? hubOfArea(area) : undefined }
}

const STATE_CODE =
  /\b(A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY])\b/

/** The place a message names: a ZIP code first, then a city (with its state if named), then a state. */
export function findPlace(message: string): Place | undefined {
  const zip = /(?<!\d)(\d{5})(?:-\d{4})?(?!\d)/.exec(message)?.[1]
  if (zip) return zipPlace(zip)
  const text = fold(message)
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const namedState = stateNamed(message, text)
  const city = cityNamed(text, namedState)
  // "Carolina del Sur" names a state, not Carolina, PR: a city elsewhere than the named state gives way.
  if (city && (namedState === undefined || city.state === namedState)) return city
  if (namedState) return { label: namedState, state: namedState, hub: hubOfArea(namedState) }
  return undefined
}

function stateNamed(message: string, text: string): string | undefined {
  for (const [code, names] of Object.entries(STATE_NAMES))
    if (names.some((name) => contains(text, name))) return code
  // Upper-case codes only ("Macon, GA"): "in" and "or" are words too.
  return STATE_CODE.exec(message)?.[1]
}

/** Whole-word containment; Chinese has no word breaks, so a substring there. */
const contains = (text: string, name: string) =>
  HAN.test(name) ? text.includes(name) : new RegExp(`(?:^|\\s)${escape(name)}(?=\\s|$)`, 'u').test(text)

/** A word of the text starts with `stem` (Russian endings vary); Chinese, a substring. */
const startsWord = (text: string, stem: string) =>
  HAN.test(stem) ? text.includes(stem) : new RegExp(`(?:^|\\s)${escape(stem)}`, 'u').test(text)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function cityNamed(text: string, namedState: string | undefined): Place | undefined {
  for (const [alias, line] of CITY_ALIASES) {
    if (!startsWord(text, alias)) continue
    const [name = '', area = ''] = line.split('|')
    // Named in Russian or Chinese, the city is answered with that name: the reply is in that language.
    return cityPlace({ name: nativeName(alias) ?? name, area })
  }
  const table = cityTable()
  const tokens = text.split(' ')
  // Longest names first: "North Charleston" before "Charleston".
  for (let length = 4; length >= 1; length--) {
    for (let start = 0; start + length <= tokens.length; start++) {
      const key = tokens.slice(start, start + length).join(' ')
      const entries = table.get(key)
      if (!entries) continue
      const before = tokens.slice(0, start).join(' ') + ' '
      const alone = tokens.length === length
      if (length === 1 && key.length < NEEDS_PREPOSITION_BELOW && !alone && !PREPOSITIONS.test(before))
        continue
      // "jacksonville fl": a state code typed in lower case right after the city names it too.
      const after = tokens[start + length]?.toUpperCase()
      const state =
        namedState ?? (after && entries.some((entry) => entry.area.startsWith(after)) ? after : undefined)
      const inState = state ? entries.filter((entry) => entry.area.startsWith(state)) : []
      // A name several states have: the named state's, else one we serve (the asker is likely near us).
      const entry = inState[0] ?? entries.find((candidate) => hubOfArea(candidate.area)) ?? entries[0]
      if (entry) return cityPlace(entry)
    }
  }
  return undefined
}

/** Russian aliases that are stems, not the city's name ("атлант" meets Атланта, в Атланте). */
const RUSSIAN_NAMES: Record<string, string> = {
  атлант: 'Атланта',
  саванн: 'Саванна',
  огаст: 'Огаста',
  альфаретт: 'Альфаретта',
  мариетт: 'Мариетта',
  валдост: 'Валдоста',
  тамп: 'Тампа',
  таллахасс: 'Таллахасси',
  сарасот: 'Сарасота',
  колумби: 'Колумбия',
  чаттануг: 'Чаттануга',
  тускалус: 'Тускалуса',
  филадельфи: 'Филадельфия',
  'новом орлеане': 'Новый Орлеан',
}

/** The city's name as the alias's language writes it: a Chinese alias is the name itself. */
function nativeName(alias: string): string | undefined {
  if (HAN.test(alias)) return alias
  if (!/\p{Script=Cyrillic}/u.test(alias)) return undefined
  return (
    RUSSIAN_NAMES[alias] ??
    alias.replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
  )
}

const cityPlace = ({ name, area }: CityEntry): Place => ({
  label: `${name}, ${area.slice(0, 2)}`,
  state: area.slice(0, 2),
  hub: hubOfArea(area),
})
