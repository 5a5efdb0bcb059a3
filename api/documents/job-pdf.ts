import { HUBS_TIME_ZONE } from '../../domain/hubs/hubs.ts'
import {
  warrantyEnds,
  warrantyNumber,
  type ChangeOrder,
  type FinalInvoice,
} from '../../domain/quotes/invoice.ts'
import {
  quoteNumber,
  type OptionId,
  type QuoteOption,
  type QuoteSnapshot,
} from '../../domain/quotes/quote.ts'
import { optionName } from './i18n.ts'
import {
  ACCENT,
  bullets,
  cureNotice,
  documentHeader,
  figureRows,
  INK,
  keepRoom,
  MUTED,
  renderPdf,
  row,
  rule,
  sectionTitle,
  type Letterhead,
  type Writer,
} from './quote-pdf.ts'
import { formatLocale } from '../../domain/i18n/locales.ts'

/*
 * The papers that close an installed job, in the quote's language and on its letterhead: the final
 * invoice (the accepted option, the change orders signed on site, what was paid and what is left)
 * and the film's warranty certificate.
 */

const TINT = '#f0fdfa'

function acceptedOption(snapshot: QuoteSnapshot, optionId: OptionId): QuoteOption {
  const option = snapshot.options.find(({ id }) => id === optionId)
  if (!option) throw new RangeError(`Quote ${quoteNumber(snapshot)} has no option ${optionId}`)
  return option
}

/** A tinted band across the page: a large line, a smaller one, and a link under them when given. */
function band(w: Writer, large: string, small: string, link: string | null = null): void {
  const { doc } = w
  const inner = { width: w.width - 24 }
  const heights = [
    doc.font('bold').fontSize(16).heightOfString(large, inner),
    doc.font('regular').fontSize(10).heightOfString(small, inner),
    link ? doc.fontSize(9).heightOfString(link, inner) + 2 : 0,
  ]
  const height = heights.reduce((total, each) => total + each, 0) + 24
  keepRoom(w, height + 14)
  const top = doc.y
  doc.save().roundedRect(w.left, top, w.width, height, 6).fill(TINT).restore()
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(ACCENT)
    .text(large, w.left + 12, top + 10, inner)
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(INK)
    .text(small, w.left + 12, doc.y + 2, inner)
  if (link)
    doc
      .fontSize(9)
      .fillColor(ACCENT)
      .text(link, w.left + 12, doc.y + 2, { ...inner, link })
  doc.x = w.left
  doc.y = top + height + 14
}

export interface FinalInvoicePdfInput {
  snapshot: QuoteSnapshot
  optionId: OptionId
  invoice: FinalInvoice
  changeOrders: readonly ChangeOrder[]
  /** The day the crew finished, YYYY-MM-DD. */
  installedOn: string
  letterhead: Letterhead
  /** Where the customer pays the balance by card; null when card payment is not offered. */
  payLink: string | null
}

/** The final invoice of an installed job, numbered as its quote. */
export function finalInvoicePdf(input: FinalInvoicePdfInput): Promise<Uint8Array> {
  const { snapshot, invoice, changeOrders, letterhead, payLink } = input
  const option = acceptedOption(snapshot, input.optionId)
  const number = quoteNumber(snapshot)
  return renderPdf({ locale: snapshot.customer.language, number, author: letterhead.companyName }, (w) => {
    const { doc, i18n, money } = w
    const signedOn = (iso: string) =>
      new Intl.DateTimeFormat(formatLocale(w.locale), { dateStyle: 'long', timeZone: HUBS_TIME_ZONE }).format(
        new Date(iso),
      )
    // A credit reads as a minus sign before the amount, as the quote's discounts do.
    const signed = (cents: number) => (cents < 0 ? `−${money(-cents)}` : money(cents))
    documentHeader(w, {
      letterhead,
      title: i18n._('Final invoice'),
      number,
      details: [i18n._('Installed on {date}', { date: w.day(input.installedOn) })],
      recipient: { label: i18n._('Billed to'), name: snapshot.customer.name, address: snapshot.address },
    })

    const amountX = w.width - 100
    const line = (description: string, detail: string, cents: number) => {
      keepRoom(w, 36)
      row(
        w,
        [
          { text: description, x: 0, width: amountX - 12 },
          { text: signed(cents), x: amountX, width: 100, align: 'right' },
        ],
        { size: 10 },
      )
      row(w, [{ text: detail, x: 0, width: amountX - 12 }], { size: 8, color: MUTED })
      doc.moveDown(0.4)
    }
    row(
      w,
      [
        { text: i18n._('Description'), x: 0, width: amountX - 12 },
        { text: i18n._('Amount'), x: amountX, width: 100, align: 'right' },
      ],
      { bold: true, size: 8, color: MUTED },
    )
    rule(w)
    doc.moveDown(0.4)
    line(
      optionName(i18n, option),
      i18n._('The option you accepted on quote {number}, tax included', { number }),
      invoice.optionTotalCents,
    )
    for (const order of changeOrders)
      line(
        order.description,
        i18n._('Change order signed by {name} on {date}', {
          name: order.name,
          date: signedOn(order.signedAt),
        }),
        order.amountCents,
      )
    rule(w)
    doc.moveDown(0.4)

    const rate = new Intl.NumberFormat(formatLocale(w.locale), { maximumFractionDigits: 3 }).format(
      option.taxRateBp / 100,
    )
    figureRows(w, [
      ...(changeOrders.length > 0
        ? [
            [i18n._('Change orders before tax'), signed(invoice.changeOrdersCents)] as const,
            [
              i18n._('Sales tax on the change orders, {rate} %', { rate }),
              signed(invoice.changeOrdersTaxCents),
            ] as const,
          ]
        : []),
      [i18n._('Total'), money(invoice.totalCents), true],
      ...(invoice.depositPaidCents > 0
        ? [[i18n._('Deposit received'), `−${money(invoice.depositPaidCents)}`] as const]
        : []),
      ...(invoice.otherPaidCents > 0
        ? [[i18n._('Other payments received'), `−${money(invoice.otherPaidCents)}`] as const]
        : []),
    ])
    doc.moveDown(0.8)

    const due = invoice.balanceCents > 0
    band(
      w,
      i18n._('Balance due: {amount}', { amount: money(invoice.balanceCents) }),
      !due
        ? i18n._('Paid in full, thank you.')
        : payLink
          ? i18n._('Pay it by card on your quote’s page:')
          : i18n._('Pay by check or bank transfer, with the invoice number {number} as the reference.', {
              number,
            }),
      due ? payLink : null,
    )
  })
}

export interface WarrantyCertificatePdfInput {
  snapshot: QuoteSnapshot
  optionId: OptionId
  /** The day the crew finished, YYYY-MM-DD: the warranty starts then. */
  installedOn: string
  letterhead: Letterhead
}

/** The films an option put on the windows: each film once, with its windows and glass area. */
function filmsInstalled(option: QuoteOption): { film: string; windows: number; areaSqFt: number }[] {
  const films = new Map<string, { film: string; windows: number; areaSqFt: number }>()
  for (const line of option.windows) {
    const film = films.get(line.sku) ?? { film: line.filmName, windows: 0, areaSqFt: 0 }
    film.windows += line.quantity
    film.areaSqFt += line.areaSqFt
    films.set(line.sku, film)
  }
  return [...films.values()]
}

/** The film's warranty certificate: what was installed, until when it is covered, and how to claim. */
export function warrantyCertificatePdf(input: WarrantyCertificatePdfInput): Promise<Uint8Array> {
  const { snapshot, installedOn, letterhead } = input
  const option = acceptedOption(snapshot, input.optionId)
  const number = warrantyNumber(snapshot)
  return renderPdf({ locale: snapshot.customer.language, number, author: letterhead.companyName }, (w) => {
    const { doc, i18n } = w
    documentHeader(w, {
      letterhead,
      title: i18n._('Warranty certificate'),
      number,
      details: [
        i18n._('Quote {number}', { number: quoteNumber(snapshot) }),
        i18n._('Installed on {date}', { date: w.day(installedOn) }),
      ],
      recipient: { label: i18n._('Issued to'), name: snapshot.customer.name, address: snapshot.address },
    })

    band(
      w,
      i18n._('{years}-year film warranty', { years: option.warrantyYears }),
      i18n._('From {start} until {end}', {
        start: w.day(installedOn),
        end: w.day(warrantyEnds(installedOn, option.warrantyYears)),
      }),
    )

    sectionTitle(w, i18n._('Films installed'))
    const columns = [
      { x: 0, width: w.width - 200 },
      { x: w.width - 190, width: 80, align: 'right' as const },
      { x: w.width - 100, width: 100, align: 'right' as const },
    ]
    const cells = (texts: readonly string[]) =>
      columns.map((column, index) => ({ ...column, text: texts[index]! }))
    row(w, cells([i18n._('Film'), i18n._('Windows'), i18n._('Area')]), { bold: true, size: 8, color: MUTED })
    rule(w)
    doc.moveDown(0.2)
    const area = new Intl.NumberFormat(formatLocale(w.locale), { maximumFractionDigits: 1 })
    for (const film of filmsInstalled(option))
      row(
        w,
        cells([
          film.film,
          String(film.windows),
          i18n._('{area} sq ft', { area: area.format(film.areaSqFt) }),
        ]),
        {
          size: 10,
        },
      )
    rule(w)
    doc.moveDown(1)

    sectionTitle(w, i18n._('What the warranty covers'))
    bullets(w, [i18n._('Peeling, bubbling, cracking, delamination and discoloration of the film.')])

    sectionTitle(w, i18n._('What it does not cover'))
    const warned = option.glassSafetyWindows.join(', ')
    bullets(w, [
      i18n._('Damage from abrasive cleaning, blades or other tools.'),
      warned
        ? i18n._('Glass breakage or seal failure, as you acknowledged on the signed quote for {windows}.', {
            windows: warned,
          })
        : i18n._('Glass breakage or seal failure.'),
    ])

    sectionTitle(w, i18n._('How to claim'))
    const contact = [letterhead.phone, letterhead.email, letterhead.website].filter(Boolean).join(' · ')
    bullets(w, [
      i18n._('Contact {company} and give this certificate’s number, {number}.', {
        company: letterhead.companyName,
        number,
      }),
      ...(contact ? [contact] : []),
    ])

    sectionTitle(w, i18n._('Care of the film'))
    bullets(w, [
      cureNotice(i18n, snapshot.cureDays),
      i18n._(
        'Afterwards, clean it with a soft cloth and a mild cleaner without ammonia; never a blade or a scouring pad.',
      ),
    ])
  })
}
