import { FILM_LINES } from '../../../domain/catalog/films.ts'
import type { FilmSpecs } from '../../../domain/shop/catalog.ts'
import type { ProductCategory } from '../../../domain/shop/products.ts'
import { sampleFilmCategory } from '../../../domain/shop/related.ts'

/*
 * Product pictures drawn from the product's own data: there are no photographs, and the
 * drawing says what a photograph would: a window pane behind the film, as dark, mirrored, frosted
 * or patterned as the film makes it, with its roll standing beside it (taller for wider rolls, the
 * width on its label); a kit, a tool or a fan of swatches for the rest. 300 × 200, a few KB.
 */

export interface ImageProduct {
  sku: string
  name: string
  category: ProductCategory
  widthIn: number | null
  lengthFt: number | null
  specs: FilmSpecs | null
}

const BACKGROUNDS: Record<ProductCategory, string> = {
  security: '#eaf0f5',
  solar: '#f8efe3',
  decorative: '#f1edf6',
  kit: '#e9f2ec',
  tool: '#f0efeb',
  sample: '#f5f0e8',
  service: '#e8f1f6',
}

const INK = '#1f2933'
const FONT = 'font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif"'

/** One decimal is plenty at this size, and keeps the file small. */
const n = (value: number) => String(Math.round(value * 10) / 10)

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** `a` moved towards `b` by `t` (0–1), as #rrggbb. */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

type Overlay = 'tint' | 'mirror' | 'frost' | 'dots' | 'gradient' | 'reeded' | 'blackout'

interface FilmLook {
  overlay: Overlay
  /** The film's colour on the glass, and how much of the view it takes. */
  tint: string
  opacity: number
  /** The colour of the film on its roll. */
  roll: string
  /** Security film holding broken glass together: impacts shown. */
  impacts: number
}

/** How a film looks on glass, from its category, its name (decorative patterns) and its VLT. */
function filmLook({ name, category, specs }: Pick<ImageProduct, 'name' | 'category' | 'specs'>): FilmLook {
  const vlt = specs?.vlt ?? 70
  const shade = 1 - vlt / 100
  if (category === 'decorative') {
    const look = (overlay: Overlay, roll: string): FilmLook => ({
      overlay,
      tint: '#ffffff',
      opacity: 0.85,
      roll,
      impacts: 0,
    })
    if (/black|opaque/i.test(name)) return { ...look('blackout', '#2a2d33'), tint: '#17191d', opacity: 0.96 }
    if (/reed|linear|flute/i.test(name)) return look('reeded', '#e3e9ef')
    if (/gradient|fade/i.test(name)) return look('gradient', '#e8edf2')
    if (/dust|crystal|dot/i.test(name)) return look('dots', '#eef1f5')
    return look('frost', '#f3f5f8')
  }
  if (/reflect|mirror/i.test(name))
    return { overlay: 'mirror', tint: '#8c98a4', opacity: 0.3 + shade * 0.65, roll: '#a9b3bd', impacts: 0 }
  const clear = vlt >= 80
  const tint = clear ? '#8fc0e0' : '#26323d'
  return {
    overlay: 'tint',
    tint,
    opacity: clear ? 0.16 : shade * 0.9,
    roll: clear ? '#cfe4f1' : mix('#dfe6ec', tint, shade),
    impacts: category === 'security' ? (/ballistic/i.test(name) ? 2 : 1) : 0,
  }
}

/** Gradients and patterns the overlays use; each drawing defines only what it needs. */
const DEFS: Record<string, string> = {
  sky: '<linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#74b3e4"/><stop offset="1" stop-color="#dff0fc"/></linearGradient>',
  mirror:
    '<linearGradient id="mirror" x2="1" y2="1"><stop offset="0" stop-color="#6c7885"/><stop offset=".5" stop-color="#e6ebef"/><stop offset="1" stop-color="#7d8994"/></linearGradient>',
  gradient:
    '<linearGradient id="gradient" x2="0" y2="1"><stop offset=".1" stop-color="#fff" stop-opacity="0"/><stop offset=".9" stop-color="#fff" stop-opacity=".95"/></linearGradient>',
  dots: '<pattern id="dots" width="5" height="5" patternUnits="userSpaceOnUse"><rect width="5" height="5" fill="#fff" fill-opacity=".5"/><circle cx="2.5" cy="2.5" r="1.2" fill="#fff"/></pattern>',
  reeded:
    '<linearGradient id="flute"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset=".5" stop-color="#fff" stop-opacity=".85"/><stop offset="1" stop-color="#fff" stop-opacity=".25"/></linearGradient><pattern id="reeded" width="7" height="7" patternUnits="userSpaceOnUse"><rect width="7" height="7" fill="url(#flute)"/></pattern>',
}

/** The film laid over the rectangle x, y, w, h of glass, and the defs that needs. */
function overlay(
  look: FilmLook,
  x: number,
  y: number,
  w: number,
  h: number,
): { svg: string; defs: string[] } {
  const rect = (fill: string, opacity?: number, top = y) =>
    `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h - (top - y))}" fill="${fill}"${
      opacity === undefined ? '' : ` fill-opacity="${Math.round(opacity * 100) / 100}"`
    }/>`
  switch (look.overlay) {
    case 'tint':
    case 'blackout':
      return { svg: rect(look.tint, look.opacity), defs: [] }
    case 'mirror':
      return { svg: rect('url(#mirror)', look.opacity), defs: ['mirror'] }
    case 'frost':
      // Privacy frosting leaves a clear band at the top of the pane.
      return { svg: rect('#f5f7f9', 0.88, y + h * 0.22), defs: [] }
    case 'gradient':
      return { svg: rect('url(#gradient)'), defs: ['gradient'] }
    case 'dots':
    case 'reeded':
      return { svg: rect('#fff', 0.3) + rect(`url(#${look.overlay})`), defs: [look.overlay] }
  }
}

/** Cracks radiating from an impact that the film holds in place. */
function impact(cx: number, cy: number, scale: number): string {
  const rays = [
    [-30, -26],
    [22, -32],
    [34, 6],
    [10, 32],
    [-32, 22],
    [-8, -36],
  ]
  const d = rays.map(([dx, dy]) => `M${n(cx)} ${n(cy)}l${n(dx! * scale)} ${n(dy! * scale)}`).join('')
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(5 * scale)}"/><path d="${d}"/>`
}

function document(product: ImageProduct, defs: readonly string[], body: string, ownDefs = ''): string {
  const used = [...new Set(defs)].map((id) => DEFS[id]).join('') + ownDefs
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200">` +
    `<title>${escapeXml(product.name)}</title>${used ? `<defs>${used}</defs>` : ''}` +
    `<rect width="300" height="200" fill="${BACKGROUNDS[product.category]}"/>${body}</svg>`
  )
}

const pill = (cx: number, y: number, text: string, width = 64) =>
  `<rect x="${n(cx - width / 2)}" y="${y}" width="${width}" height="16" rx="8" fill="#fff" fill-opacity=".92"/>` +
  `<text x="${n(cx)}" y="${y + 11.5}" text-anchor="middle" font-size="9.5" font-weight="600" fill="${INK}">${escapeXml(text)}</text>`

/** A window (four panes, the film on all of them) with the roll standing to its right. */
function filmRoll(product: ImageProduct): string {
  const look = filmLook(product)
  const film = overlay(look, 28, 24, 156, 152)
  const impacts =
    look.impacts > 0
      ? `<g fill="none" stroke="#fff" stroke-width="1.3" stroke-linecap="round" opacity=".9">${impact(66, 60, 1)}${
          look.impacts > 1 ? impact(148, 136, 0.9) : ''
        }</g>`
      : ''
  const window =
    `<rect x="18" y="14" width="176" height="172" rx="5" fill="#fff" stroke="#cfd6de" stroke-width="2"/>` +
    `<rect x="28" y="24" width="156" height="152" fill="url(#sky)"/>` +
    `<circle cx="150" cy="58" r="15" fill="#ffd35c"/>` +
    `<path d="M28 150q42-24 82-8t74-6v40H28z" fill="#86b979"/>` +
    film.svg +
    impacts +
    `<path d="M44 176 104 24h16L60 176z" fill="#fff" fill-opacity=".2"/>` +
    `<path d="M106 24v152M28 100h156" stroke="#fff" stroke-width="5"/>` +
    (product.specs ? pill(64, 154, `${product.specs.vlt}% VLT`, 58) : '')

  // Wider rolls stand taller.
  const width = product.widthIn ?? 60
  const bottom = 180
  const top = bottom - (56 + width * 1.4)
  const mid = (top + bottom) / 2
  const dark = mix(look.roll, '#000000', 0.32)
  const light = mix(look.roll, '#ffffff', 0.6)
  const rollDefs = `<linearGradient id="roll"><stop offset="0" stop-color="${dark}"/><stop offset=".3" stop-color="${light}"/><stop offset=".65" stop-color="${look.roll}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`
  const roll =
    `<ellipse cx="250" cy="183" rx="36" ry="6" fill="#000" fill-opacity=".12"/>` +
    `<path d="M219 ${n(top)}V${bottom}a27 8 0 0 0 54 0V${n(top)}z" fill="url(#roll)"/>` +
    `<ellipse cx="246" cy="${n(top)}" rx="27" ry="8" fill="${mix(look.roll, '#ffffff', 0.35)}" stroke="${dark}" stroke-width=".8"/>` +
    `<ellipse cx="246" cy="${n(top)}" rx="10" ry="3" fill="#b58d5c"/><ellipse cx="246" cy="${n(top)}" rx="6" ry="1.8" fill="#5b4630"/>` +
    `<rect x="219" y="${n(mid - 17)}" width="54" height="34" fill="#fff" stroke="#d5dbe1" stroke-width=".8"/>` +
    `<text x="246" y="${n(mid + 2)}" text-anchor="middle" font-size="16" font-weight="700" fill="${INK}">${width}″</text>` +
    `<text x="246" y="${n(mid + 13)}" text-anchor="middle" font-size="8" fill="#52606d">× ${product.lengthFt ?? 100} ft</text>`
  return document(product, ['sky', ...film.defs], `<g ${FONT}>${window}${roll}</g>`, rollDefs)
}

/** The count a name gives ("100 pack", "12 pack", "5 swatches"), for the caption. */
function countOf(name: string): string | null {
  const match = /(\d+)\s*(pack|swatches)/i.exec(name)
  return match ? `${match[1]} ${match[2]!.toLowerCase()}` : null
}

const squeegee = (x: number, y: number, color: string) =>
  `<path d="M${x} ${y + 30}l8-30h52l8 30z" fill="${color}"/><rect x="${x}" y="${y + 28}" width="68" height="6" rx="2" fill="#33383f"/>`

const knife = (x: number, y: number, angle: number) =>
  `<g transform="rotate(${angle} ${x} ${y})"><path d="M${x + 60} ${y + 2}h30l8 6h-38z" fill="#cfd6dc" stroke="#8a959f" stroke-width=".6"/>` +
  `<path d="M${x + 70} ${y + 2}l4 6m6-6 4 6" stroke="#8a959f" stroke-width=".8"/>` +
  `<rect x="${x}" y="${y}" width="64" height="12" rx="5" fill="#f5c400"/><rect x="${x + 10}" y="${y + 4}" width="30" height="4" rx="2" fill="#33383f"/></g>`

const sprayBottle =
  `<path d="M226 100q0-8 8-8h28q8 0 8 8v74q0 6-6 6h-32q-6 0-6-6z" fill="#f4f8fb" stroke="#b6c2cc" stroke-width="1.5"/>` +
  `<rect x="229" y="124" width="38" height="52" rx="4" fill="#9fd0ef" fill-opacity=".7"/>` +
  `<rect x="238" y="78" width="20" height="16" fill="#d33c3c"/><path d="M232 62h30l8 6v10h-38z" fill="#d33c3c"/>` +
  `<path d="M270 66h12v5h-12z" fill="#33383f"/><path d="M240 80q-8 8-4 18" fill="none" stroke="#d33c3c" stroke-width="4" stroke-linecap="round"/>`

function kit(product: ImageProduct): string {
  const pro = /pro/i.test(product.name) || product.sku.includes('PRO')
  const label = pro ? 'PRO KIT' : 'DIY KIT'
  const body = pro
    ? // A hard case, its hard cards fanned out behind.
      ['#f2c14e', '#e8553e', '#3d8bd3']
        .map(
          (color, i) =>
            `<rect x="196" y="46" width="50" height="76" rx="6" fill="${color}" transform="rotate(${-14 + i * 16} 221 150)"/>`,
        )
        .join('') +
      `<path d="M84 66v-10q0-8 8-8h52q8 0 8 8v10" fill="none" stroke="#1b222b" stroke-width="7"/>` +
      `<rect x="34" y="66" width="168" height="112" rx="10" fill="#2b3440"/><rect x="34" y="100" width="168" height="4" fill="#1b222b"/>` +
      `<rect x="62" y="94" width="16" height="16" rx="2" fill="#aab4be"/><rect x="158" y="94" width="16" height="16" rx="2" fill="#aab4be"/>` +
      `<text x="118" y="148" text-anchor="middle" font-size="20" font-weight="800" fill="#f08a24">${label}</text>` +
      knife(150, 168, -12)
    : // A kit bag with a spray bottle, a squeegee and a knife.
      `<path d="M78 80V66q0-10 10-10h46q10 0 10 10v14" fill="none" stroke="#245f45" stroke-width="7"/>` +
      `<rect x="30" y="80" width="162" height="100" rx="14" fill="#2f7d5b"/><path d="M30 106h162" stroke="#245f45" stroke-width="3"/>` +
      `<text x="111" y="146" text-anchor="middle" font-size="20" font-weight="800" fill="#fff">${label}</text>` +
      sprayBottle +
      squeegee(150, 148, '#1e7fd8') +
      knife(40, 168, -6)
  return document(product, [], `<g ${FONT}>${body}</g>`)
}

function tool(product: ImageProduct): string {
  const count = countOf(product.name)
  let body: string
  if (/blade|knife/i.test(product.name)) {
    // A snap-off knife and a dispenser of spare blades.
    body =
      `<rect x="186" y="54" width="70" height="118" rx="8" fill="#2d4a6b"/><rect x="196" y="70" width="50" height="22" rx="3" fill="#fff"/>` +
      `<text x="221" y="86" text-anchor="middle" font-size="14" font-weight="800" fill="${INK}">9 mm</text>` +
      [0, 1, 2, 3].map((i) => `<path d="M198 ${108 + i * 14}h46l-6 8h-40z" fill="#cfd6dc"/>`).join('') +
      `<g transform="rotate(-24 110 120)"><path d="M116 112h64l14 8-14 8h-64z" fill="#dfe5ea" stroke="#7d8994"/>` +
      [0, 1, 2, 3, 4].map((i) => `<path d="M${126 + i * 12} 112l6 16" stroke="#7d8994"/>`).join('') +
      `<rect x="28" y="106" width="92" height="28" rx="10" fill="#f5c400"/><rect x="46" y="116" width="50" height="8" rx="4" fill="#33383f"/></g>`
  } else if (/silicone|glaze|sealant|caulk/i.test(product.name)) {
    // Cartridges of silicone, one standing in front.
    body = [52, 116, 180]
      .map(
        (x, i) =>
          `<g transform="translate(${x} ${i === 1 ? 26 : 36})"><path d="M22 0l6 22H16z" fill="#e8eaec" stroke="#9aa5b1"/>` +
          `<rect x="2" y="22" width="40" height="118" rx="5" fill="#f2f4f6" stroke="#b6c2cc"/>` +
          `<rect x="2" y="58" width="40" height="46" fill="#2d4a6b"/><text x="22" y="85" text-anchor="middle" font-size="8.5" font-weight="700" fill="#fff">10.1 oz</text></g>`,
      )
      .join('')
  } else {
    // A gasket wedge: a long ramp of hard plastic with a finger hole, its edge worked under gaskets.
    body =
      `<path d="M52 150h186q10 0 10-10V72q0-10-9-6L58 138q-12 12-6 12z" fill="#f07d22"/>` +
      `<path d="M58 138 239 66q9-4 9 6v6L66 148q-10 2-8-10z" fill="#c95f12"/>` +
      `<ellipse cx="206" cy="116" rx="20" ry="12" fill="${BACKGROUNDS.tool}"/>` +
      `<rect x="46" y="150" width="206" height="6" rx="3" fill="#33383f"/>`
  }
  return document(product, [], `<g ${FONT}>${body}${count ? pill(150, 178, count, 72) : ''}</g>`)
}

/** A fan of swatches, each tinted like one of the films the pack holds. */
function samplePack(product: ImageProduct): string {
  const category = sampleFilmCategory(product.sku)
  const films = FILM_LINES.filter((film) => category === undefined || film.category === category)
  const count = films.length
  const defs = ['sky']
  const cards = films
    .map((film, i) => {
      const angle = count > 1 ? -50 + (100 * i) / (count - 1) : 0
      const look = filmLook({ name: film.name, category: film.category, specs: { ...film } })
      const swatch = overlay(look, 123, 33, 54, 84)
      defs.push(...swatch.defs)
      return (
        `<g transform="rotate(${n(angle)} 150 160)"><rect x="118" y="28" width="64" height="142" rx="7" fill="#fff" stroke="#ccd4db"/>` +
        `<rect x="123" y="33" width="54" height="84" rx="3" fill="url(#sky)"/>${swatch.svg}</g>`
      )
    })
    .join('')
  const caption = countOf(product.name)
  return document(
    product,
    defs,
    `<g ${FONT}>${cards}<circle cx="150" cy="160" r="6" fill="#9aa5b1" stroke="#fff" stroke-width="2"/>${
      caption ? pill(150, 178, caption, 76) : ''
    }</g>`,
  )
}

/** A service (the onboarding package): a checklist on a clipboard and a calendar page for the session. */
function service(product: ImageProduct): string {
  const checks = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="72" y="${70 + i * 22}" width="12" height="12" rx="2" fill="#fff" stroke="#2d4a6b" stroke-width="2"/>` +
        `<path d="M74 ${76 + i * 22}l3 4 6-8" fill="none" stroke="#1f9d55" stroke-width="2.5" stroke-linecap="round"/>` +
        `<rect x="92" y="${73 + i * 22}" width="${70 - i * 8}" height="6" rx="3" fill="#b6c2cc"/>`,
    )
    .join('')
  const body =
    `<rect x="56" y="44" width="126" height="126" rx="10" fill="#fff" stroke="#9aa5b1" stroke-width="2"/>` +
    `<rect x="96" y="36" width="46" height="16" rx="5" fill="#2d4a6b"/>${checks}` +
    `<g transform="translate(178 88)"><rect width="70" height="74" rx="8" fill="#fff" stroke="#9aa5b1" stroke-width="2"/>` +
    `<rect width="70" height="20" rx="8" fill="#c0392b"/><rect y="12" width="70" height="8" fill="#c0392b"/>` +
    `<text x="35" y="56" text-anchor="middle" font-size="24" font-weight="800" fill="${INK}">1:1</text></g>`
  return document(product, [], `<g ${FONT}>${body}</g>`)
}

/** The product's picture as an SVG document. */
export function productImageSvg(product: ImageProduct): string {
  switch (product.category) {
    case 'kit':
      return kit(product)
    case 'tool':
      return tool(product)
    case 'sample':
      return samplePack(product)
    case 'service':
      return service(product)
    default:
      return filmRoll(product)
  }
}
