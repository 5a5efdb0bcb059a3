import { HUBS_TIME_ZONE } from '../../domain/hubs/hubs.ts'
import { existsSync } from 'node:fs'
import type { I18n } from '@lingui/core'
import PDFDocument from 'pdfkit'
import type { Locale } from '../../domain/i18n/locales.ts'
import { formatLength } from '../../domain/estimator/measure.ts'
import { formatMoney } from '../../domain/money/money.ts'
import { quoteNumber, type QuoteOption, type QuoteSnapshot } from '../../domain/quotes/quote.ts'
import type { QuoteAcceptance } from '../../domain/quotes/state.ts'
import { documentI18n, optionName } from './i18n.ts'
import { formatLocale } from '../../domain/i18n/locales.ts'

/*
 * The quote as a PDF, in the customer's language: the same content as its page (the options with
 * their windows and figures, the custom lines, the terms), and once signed the signature with a
 * summary of its audit trail. PDFs embed their fonts and pdfkit has no fallback between fonts, so
 * each language gets one that has all its characters: DejaVu Sans (Debian's fonts-dejavu-core) for
 * the Latin and Cyrillic ones, with the inch and foot marks and typographic apostrophes; Noto Sans
 * CJK (fonts-noto-cjk) for Chinese, whose Latin punctuation is set full-width.
 */

/** The letterhead: the installer's company as their profile has it, or the supplier's own. */
export interface Letterhead {
  companyName: string
  address: string
  phone: string
  email: string
  website: string
}

/** The signature block of a signed quote: what the audit trail holds, in short. */
interface SignedBlock extends QuoteAcceptance {
  signaturePng: Uint8Array
  ip: string | null
  userAgent: string | null
  /** The consent the customer ticked, in the language they read it in. */
  consent: string
}

export interface QuotePdfInput {
  snapshot: QuoteSnapshot
  hash: string
  letterhead: Letterhead
  signed: SignedBlock | null
}

interface Font {
  file: string
  /** The face inside a font collection (.ttc). */
  face?: string
}

const DEJAVU = '/usr/share/fonts/truetype/dejavu'
const NOTO_CJK = '/usr/share/fonts/opentype/noto'
const LATIN = {
  regular: { file: `${DEJAVU}/DejaVuSans.ttf` },
  bold: { file: `${DEJAVU}/DejaVuSans-Bold.ttf` },
}
const CHINESE = {
  regular: { file: `${NOTO_CJK}/NotoSansCJK-Regular.ttc`, face: 'NotoSansCJKsc-Regular' },
  bold: { file: `${NOTO_CJK}/NotoSansCJK-Bold.ttc`, face: 'NotoSansCJKsc-Bold' },
}
const FONTS_OF: Record<Locale, { regular: Font; bold: Font }> = {
  en: LATIN,
  es: LATIN,
  fr: LATIN,
  ru: LATIN,
  zh: CHINESE,
}

/** The Debian packages the PDFs' fonts come from, when one is missing; the server says so at boot. */
export function missingFontPackages(): string[] {
  const missing = []
  if (!existsSync(LATIN.regular.file) || !existsSync(LATIN.bold.file)) missing.push('fonts-dejavu-core')
  if (!existsSync(CHINESE.regular.file) || !existsSync(CHINESE.bold.file)) missing.push('fonts-noto-cjk')
  return missing
}

export const INK = '#0f172a'
export const MUTED = '#475569'
const RULE = '#cbd5e1'
export const ACCENT = '#0f766e'

type Doc = PDFKit.PDFDocument

/** A document being written in one language: the job PDFs (job-pdf.ts) write with it too. */
export interface Writer {
  doc: Doc
  i18n: I18n
  locale: Locale
  money: (cents: number) => string
  day: (iso: string) => string
  /** The usable width between the margins. */
  width: number
  left: number
}

/** The language's fonts; without them PDFKit's Helvetica, which sets only Latin text. */
function useFonts(doc: Doc, locale: Locale): void {
  const fonts = FONTS_OF[locale]
  const installed = existsSync(fonts.regular.file) && existsSync(fonts.bold.file)
  doc.registerFont('regular', installed ? fonts.regular.file : 'Helvetica', fonts.regular.face)
  doc.registerFont('bold', installed ? fonts.bold.file : 'Helvetica-Bold', fonts.bold.face)
  doc.font('regular')
}

/** Starts a new page when fewer than `height` points are left above the bottom margin. */
export function keepRoom(w: Writer, height: number): void {
  const bottom = w.doc.page.height - w.doc.page.margins.bottom
  if (w.doc.y + height > bottom) w.doc.addPage()
}

/** The letterhead on the left, the title, number and dates on the right, then whom it is for. */
export function documentHeader(
  w: Writer,
  {
    letterhead,
    title,
    number,
    details,
    recipient,
  }: {
    letterhead: Letterhead
    title: string
    number: string
    details: readonly string[]
    recipient: { label: string; name: string; address: string }
  },
): void {
  const { doc } = w
  const top = doc.y
  const half = w.width / 2
  doc.font('bold').fontSize(15).fillColor(INK).text(letterhead.companyName, w.left, top, { width: half })
  doc.font('regular').fontSize(9).fillColor(MUTED)
  for (const line of [
    letterhead.address,
    [letterhead.phone, letterhead.email].filter(Boolean).join(' · '),
    letterhead.website,
  ])
    if (line) doc.text(line, { width: half })
  const leftBottom = doc.y

  doc
    .font('bold')
    .fontSize(18)
    .fillColor(INK)
    .text(title, w.left + half, top, { width: half, align: 'right' })
  doc.font('regular').fontSize(10).fillColor(INK).text(number, { width: half, align: 'right' })
  doc.fillColor(MUTED).fontSize(9)
  for (const line of details) doc.text(line, { width: half, align: 'right' })

  doc.y = Math.max(leftBottom, doc.y) + 10
  rule(w)
  doc.moveDown(0.6)
  doc.font('bold').fontSize(8).fillColor(MUTED).text(recipient.label.toUpperCase(), w.left)
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text(recipient.name || '—')
  if (recipient.address) doc.font('regular').fontSize(10).fillColor(MUTED).text(recipient.address)
  doc.moveDown(0.8)
}

/** A section's heading, kept on the page with room for a few lines under it. */
export function sectionTitle(w: Writer, title: string, { room = 60, color = INK } = {}): void {
  keepRoom(w, room)
  w.doc.font('bold').fontSize(12).fillColor(color).text(title, w.left)
  w.doc.moveDown(0.3)
}

export function rule(w: Writer, color = RULE): void {
  w.doc
    .moveTo(w.left, w.doc.y)
    .lineTo(w.left + w.width, w.doc.y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke()
}

/** A row of cells at fixed x positions, x from the left margin. */
export function row(
  w: Writer,
  cells: readonly { text: string; x: number; width: number; align?: 'left' | 'right' }[],
  { bold = false, size = 9, color = INK }: { bold?: boolean; size?: number; color?: string } = {},
): void {
  const { doc } = w
  doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(size)
    .fillColor(color)
  const heights = cells.map((cell) => doc.heightOfString(cell.text, { width: cell.width }))
  const height = Math.max(...heights)
  keepRoom(w, height + 4)
  const y = doc.y
  for (const cell of cells)
    doc.text(cell.text, w.left + cell.x, y, { width: cell.width, align: cell.align ?? 'left' })
  doc.x = w.left
  doc.y = y + height + 3
}

function optionSection(w: Writer, snapshot: QuoteSnapshot, option: QuoteOption, chosen: boolean): void {
  const { doc, i18n, money } = w
  const heading = chosen
    ? i18n._('{option} — chosen', { option: optionName(i18n, option) })
    : i18n._('Option: {option}', { option: optionName(i18n, option) })
  sectionTitle(w, heading, { room: 90, color: chosen ? ACCENT : INK })

  const columns = [
    { key: 'window', x: 0, width: 120 },
    { key: 'size', x: 124, width: 86 },
    { key: 'qty', x: 212, width: 38, align: 'right' as const },
    { key: 'film', x: 258, width: 104 },
    { key: 'area', x: 364, width: 78, align: 'right' as const },
    { key: 'price', x: 446, width: w.width - 446, align: 'right' as const },
  ]
  const labels: Record<string, string> = {
    window: i18n._('Window'),
    size: i18n._('Size'),
    qty: i18n._('Qty'),
    film: i18n._('Film'),
    area: i18n._('Area'),
    price: i18n._('Price'),
  }
  row(
    w,
    columns.map((column) => ({ ...column, text: labels[column.key]! })),
    { bold: true, size: 8, color: MUTED },
  )
  rule(w)
  doc.moveDown(0.2)
  for (const line of option.windows) {
    const size = `${formatLength(line.width, line.unit, w.locale)} × ${formatLength(line.height, line.unit, w.locale)}`
    const values: Record<string, string> = {
      window: line.label,
      size,
      qty: String(line.quantity),
      film: line.filmName,
      area: i18n._('{area} sq ft', {
        area: new Intl.NumberFormat(formatLocale(w.locale)).format(line.areaSqFt),
      }),
      price: money(line.priceCents),
    }
    row(
      w,
      columns.map((column) => ({ ...column, text: values[column.key]! })),
    )
  }
  rule(w)
  doc.moveDown(0.3)

  const figures: (readonly [string, string, boolean?])[] = []
  const adjusted =
    option.volumeDiscountCents > 0 ||
    option.minimumChargeCents > 0 ||
    option.customLinesCents > 0 ||
    option.discountCents > 0
  if (adjusted) figures.push([i18n._('Windows'), money(option.windowsCents)])
  if (option.volumeDiscountCents > 0)
    figures.push([i18n._('Volume discount'), `−${money(option.volumeDiscountCents)}`])
  if (option.minimumChargeCents > 0)
    figures.push([i18n._('Minimum job charge'), money(option.minimumChargeCents)])
  for (const line of snapshot.customLines)
    figures.push([
      `${customLineLabel(i18n, line)} (${line.quantity} × ${money(line.unitCents)})`,
      money(line.cents),
    ])
  if (option.discountCents > 0)
    figures.push([
      i18n._('Discount ({percent} %)', { percent: snapshot.discountPercent }),
      `−${money(option.discountCents)}`,
    ])
  figures.push([i18n._('Total before tax'), money(option.subtotalCents)])
  const rate = new Intl.NumberFormat(formatLocale(w.locale), { maximumFractionDigits: 3 }).format(
    option.taxRateBp / 100,
  )
  figures.push([
    !snapshot.taxKnown
      ? i18n._('Sales tax (the address has no state and ZIP)')
      : option.taxPlace
        ? i18n._('Sales tax on the film, {rate} %, {place}', { rate, place: option.taxPlace })
        : i18n._('Sales tax on the film, {rate} %', { rate }),
    money(option.taxCents),
  ])
  figures.push([i18n._('Total'), money(option.totalCents), true])
  if (option.depositCents > 0) figures.push([i18n._('Deposit due on acceptance'), money(option.depositCents)])
  figureRows(w, figures)
  doc.moveDown(0.8)
}

/** Labelled amounts on the right half, as a bill sums up: a bold one set larger. */
export function figureRows(w: Writer, figures: readonly (readonly [string, string, boolean?])[]): void {
  const labelX = w.width - 300
  for (const [label, value, bold] of figures)
    row(
      w,
      [
        { text: label, x: labelX, width: 210 },
        { text: value, x: labelX + 214, width: 86, align: 'right' },
      ],
      { bold: bold ?? false, size: bold ? 11 : 9 },
    )
}

function customLineLabel(i18n: I18n, line: QuoteSnapshot['customLines'][number]): string {
  if (line.label) return line.label
  switch (line.kind) {
    case 'removal':
      return i18n._('Old film removal')
    case 'travel':
      return i18n._('Travel')
    case 'afterHours':
      return i18n._('After-hours work')
    case 'disposal':
      return i18n._('Disposal')
    case 'other':
      return i18n._('Other')
  }
}

function terms(w: Writer, snapshot: QuoteSnapshot, options: readonly QuoteOption[]): void {
  const { i18n } = w
  sectionTitle(w, i18n._('Terms'), { room: 120 })
  bullets(w, [
    i18n._('These prices hold until {date}. They include the film, its installation and cleanup.', {
      date: w.day(snapshot.validUntil),
    }),
    i18n._(
      'Sizes are measured again on site before any film is cut; a window that differs is priced at the same rates.',
    ),
    cureNotice(i18n, snapshot.cureDays),
    i18n._(
      'The film is judged as glass is: from inside the room, about 3 ft (1 m) away, in daylight and not at an angle. A speck that cannot be seen that way is normal, not a defect.',
    ),
    ...options.map((option) =>
      options.length === 1
        ? i18n._('Film warranty: {years} years.', { years: option.warrantyYears })
        : i18n._('{option}: film warranty {years} years.', {
            option: optionName(i18n, option),
            years: option.warrantyYears,
          }),
    ),
    ...glassSafetyNotices(i18n, options),
  ])
}

/** Items of a list, each kept whole on a page, its lines hanging after the bullet. */
export function bullets(w: Writer, items: readonly string[]): void {
  const { doc } = w
  const indent = 10
  doc.font('regular').fontSize(9).fillColor(INK)
  for (const item of items) {
    keepRoom(w, doc.heightOfString(item, { width: w.width - indent }) + 4)
    const top = doc.y
    doc.text('•', w.left, top, { lineBreak: false })
    doc.text(item, w.left + indent, top, { width: w.width - indent })
    doc.x = w.left
    doc.moveDown(0.25)
  }
  doc.moveDown(0.6)
}

/** What the customer may see while the film cures, and must not do meanwhile. */
export function cureNotice(i18n: I18n, days: number): string {
  return i18n._(
    'The film cures in up to {days} days: a light haze or small water pockets are normal meanwhile and clear on their own. Please do not clean the filmed glass during that time.',
    { days },
  )
}

/** One notice per list of warned windows: options whose films warn on the same windows share it. */
function glassSafetyNotices(i18n: I18n, options: readonly QuoteOption[]): string[] {
  const byWindows = new Map<string, string[]>()
  for (const option of options) {
    if (option.glassSafetyWindows.length === 0) continue
    const windows = option.glassSafetyWindows.join(', ')
    byWindows.set(windows, [...(byWindows.get(windows) ?? []), optionName(i18n, option)])
  }
  return [...byWindows].map(([windows, labels]) => {
    const notice = i18n._(
      'Glass-safety notice for {windows}: film adds heat and stress to these panes. The installer chose the film with the glass maker’s and film maker’s charts; breakage or seal failure of this glass is not covered by the installation.',
      { windows },
    )
    return labels.length === options.length ? notice : `${labels.join(', ')}: ${notice}`
  })
}

function signatureBlock(w: Writer, signed: SignedBlock | null, hash: string): void {
  const { doc, i18n } = w
  // The block stays on one page: the signature, its name, the audit lines and the fingerprint.
  sectionTitle(w, i18n._('Acceptance'), { room: signed ? 190 : 120 })
  if (!signed) {
    doc.font('regular').fontSize(9).fillColor(MUTED)
    doc.text(
      i18n._('Accept online with the link you received, or sign here and give this page to your installer.'),
    )
    doc.moveDown(2)
    const y = doc.y
    for (const [x, label] of [
      [0, i18n._('Signature')],
      [200, i18n._('Name')],
      [380, i18n._('Date')],
    ] as const) {
      doc
        .moveTo(w.left + x, y)
        .lineTo(w.left + x + 160, y)
        .strokeColor(INK)
        .lineWidth(0.6)
        .stroke()
      doc.text(label, w.left + x, y + 3, { width: 160 })
    }
    doc.x = w.left
    doc.moveDown(1)
  } else {
    const top = doc.y
    doc.image(Buffer.from(signed.signaturePng), w.left, top, { fit: [200, 70] })
    doc
      .moveTo(w.left, top + 72)
      .lineTo(w.left + 200, top + 72)
      .strokeColor(INK)
      .lineWidth(0.6)
      .stroke()
    doc.y = top + 76
    doc.font('bold').fontSize(10).fillColor(INK).text(signed.name, w.left)
    const at = (iso: string) =>
      new Intl.DateTimeFormat(formatLocale(w.locale), {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: HUBS_TIME_ZONE,
      }).format(new Date(iso))
    doc.font('regular').fontSize(8.5).fillColor(MUTED)
    const lines = [
      signed.onDevice
        ? i18n._('Signed on the installer’s device on {signed}; received by the server on {received}.', {
            signed: at(signed.signedAt),
            received: at(signed.receivedAt),
          })
        : i18n._('Signed online on {signed}.', { signed: at(signed.signedAt) }),
      i18n._('Consent: {text}', { text: signed.consent }),
      ...(signed.ip ? [i18n._('From the address {ip}', { ip: signed.ip })] : []),
      ...(signed.userAgent ? [signed.userAgent] : []),
    ]
    for (const line of lines) doc.text(line, { width: w.width })
  }
  doc.moveDown(0.6)
  doc.font('regular').fontSize(7.5).fillColor(MUTED)
  doc.text(i18n._('Fingerprint of this quote (SHA-256): {hash}', { hash }), w.left, doc.y, { width: w.width })
}

/** Each page's footer: the document's number and the page of how many. */
function pageNumbers(w: Writer, number: string): void {
  const { doc, i18n } = w
  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    const bottom = doc.page.height - doc.page.margins.bottom + 16
    // Writing in the margin would start a new page: lift the margin while the footer is written.
    const margin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc.font('regular').fontSize(7.5).fillColor(MUTED)
    doc.text(
      i18n._('{number} · page {page} of {pages}', {
        number,
        page: index - range.start + 1,
        pages: range.count,
      }),
      w.left,
      bottom,
      { width: w.width, align: 'center', lineBreak: false },
    )
    doc.page.margins.bottom = margin
  }
}

/**
 * A Letter-size PDF in `locale`, with its fonts, written by `draw`, numbered in each page's footer
 * with `number`.
 */
export function renderPdf(
  { locale, number, author }: { locale: Locale; number: string; author: string },
  draw: (w: Writer) => void,
): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    bufferPages: true,
    info: { Title: number, Author: author },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
  useFonts(doc, locale)
  const w: Writer = {
    doc,
    i18n: documentI18n(locale),
    locale,
    money: (cents) => formatMoney(cents, locale),
    day: (isoDate) =>
      new Intl.DateTimeFormat(formatLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${isoDate}T12:00:00Z`),
      ),
    width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
    left: doc.page.margins.left,
  }
  draw(w)
  pageNumbers(w, number)
  doc.end()
  return done
}

/** The quote as a PDF in the customer's language: the same content as its page. */
export function renderQuotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  const { snapshot, hash, letterhead, signed } = input
  const number = quoteNumber(snapshot)
  return renderPdf({ locale: snapshot.customer.language, number, author: letterhead.companyName }, (w) => {
    const { i18n } = w
    documentHeader(w, {
      letterhead,
      title: signed ? i18n._('Signed quote') : i18n._('Quote'),
      number,
      details: [
        w.day(snapshot.createdAt.slice(0, 10)),
        i18n._('Valid until {date}', { date: w.day(snapshot.validUntil) }),
      ],
      recipient: { label: i18n._('Prepared for'), name: snapshot.customer.name, address: snapshot.address },
    })
    // A signed quote shows what was signed: the chosen option; before that, every option side by side.
    const chosen = signed
      ? snapshot.options.filter((option) => option.id === signed.optionId)
      : snapshot.options
    for (const option of chosen) optionSection(w, snapshot, option, signed !== null)
    terms(w, snapshot, chosen)
    signatureBlock(w, signed, hash)
  })
}
