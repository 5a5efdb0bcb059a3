import { HUBS_TIME_ZONE } from '../../domain/hubs/hubs.ts'
import type { Locale } from '../../domain/i18n/locales.ts'
import { formatMoney } from '../../domain/money/money.ts'
import { quoteNumber, type QuoteOption, type QuoteSnapshot } from '../../domain/quotes/quote.ts'
import type { QuoteAcceptance, QuoteVersionView } from '../../domain/quotes/state.ts'
import type { I18n } from '@lingui/core'
import type { MailMessage } from '../mail/mailer.ts'
import { documentI18n, optionName } from './i18n.ts'
import { formatLocale } from '../../domain/i18n/locales.ts'

/*
 * The quote mails, in the language the quote was made in. Plain text: names and notes people typed
 * go into them, and text needs no escaping to be safe. Each carries the link to the quote's page,
 * where the customer reads, signs and pays; the first and the signed one carry the PDF too.
 */

/** Who the quote is from: the installer's company, or the supplier's own name. */
export interface QuoteSender {
  companyName: string
}

const pdfAttachment = (snapshot: QuoteSnapshot, content: Uint8Array, signed: boolean) => ({
  filename: `${snapshot.code}-v${snapshot.version}${signed ? '-signed' : ''}.pdf`,
  contentType: 'application/pdf',
  content,
})

/** What every mail to the quote's customer writes with: the quote's language and its number. */
export function inQuoteLanguage(snapshot: QuoteSnapshot) {
  const locale = snapshot.customer.language
  return { locale, i18n: documentI18n(locale), number: quoteNumber(snapshot) }
}

/** A letter to the customer: the greeting, the paragraphs (lines together), and the sender's name. */
function letter(
  i18n: I18n,
  name: string,
  paragraphs: readonly (readonly string[])[],
  from: QuoteSender,
): string {
  return [
    i18n._('Hello {name},', { name }),
    ...paragraphs.filter((lines) => lines.length > 0).flatMap((lines) => ['', ...lines]),
    '',
    from.companyName,
  ].join('\n')
}

/** A mail to the quote's customer, greeted by their name (or their address when the quote has none). */
export function customerLetter(
  { to, snapshot, from }: { to: string; snapshot: QuoteSnapshot; from: QuoteSender },
  {
    purpose,
    subject,
    paragraphs,
  }: { purpose: string; subject: string; paragraphs: readonly (readonly string[])[] },
): MailMessage {
  const { i18n } = inQuoteLanguage(snapshot)
  return { to, purpose, subject, text: letter(i18n, snapshot.customer.name || to, paragraphs, from) }
}

const day = (locale: Locale, isoDate: string) =>
  new Intl.DateTimeFormat(formatLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  )

/** The first mail: the quote, its link and its PDF. */
export function quoteSentMail({
  to,
  snapshot,
  link,
  from,
  pdf,
}: {
  to: string
  snapshot: QuoteSnapshot
  link: string
  from: QuoteSender
  pdf: Uint8Array
}): MailMessage {
  const { locale, i18n, number } = inQuoteLanguage(snapshot)
  const company = from.companyName
  const options = snapshot.options.map(
    (option) => `${optionName(i18n, option)}: ${formatMoney(option.totalCents, locale)}`,
  )
  return {
    ...customerLetter(
      { to, snapshot, from },
      {
        purpose: 'quote',
        subject: i18n._('Your quote {number} from {company}', { number, company }),
        paragraphs: [
          [
            i18n._('Here is your window film quote {number} for {address}.', {
              number,
              address: snapshot.address,
            }),
          ],
          options,
          [i18n._('Open it to compare the options, choose one and sign online:'), link],
          [
            i18n._('The prices hold until {date}. The PDF of the quote is attached.', {
              date: day(locale, snapshot.validUntil),
            }),
          ],
        ],
      },
    ),
    attachments: [pdfAttachment(snapshot, pdf, false)],
  }
}

/** The one reminder of a quote that has had no answer. */
export function quoteFollowUpMail({
  to,
  snapshot,
  link,
  from,
}: {
  to: string
  snapshot: QuoteSnapshot
  link: string
  from: QuoteSender
}): MailMessage {
  const { locale, i18n, number } = inQuoteLanguage(snapshot)
  return {
    ...customerLetter(
      { to, snapshot, from },
      {
        purpose: 'quote-follow-up',
        subject: i18n._('A reminder: your quote {number}', { number }),
        paragraphs: [
          [
            i18n._('Your quote {number} is still waiting for you. Its prices hold until {date}.', {
              number,
              date: day(locale, snapshot.validUntil),
            }),
          ],
          [link],
          [i18n._('Questions or changes? Answer this mail or use “Request changes” on the quote.')],
        ],
      },
    ),
  }
}

/** What the deposit needs next, in a sentence. */
function depositLine(locale: Locale, deposit: QuoteVersionView['deposit'], link: string): string[] {
  const i18n = documentI18n(locale)
  const amount = formatMoney(deposit.dueCents - deposit.paidCents, locale)
  switch (deposit.state) {
    case 'none':
      return []
    case 'paid':
      return [
        i18n._('Deposit received: {amount}. Thank you.', { amount: formatMoney(deposit.paidCents, locale) }),
      ]
    case 'invoiced':
      return [
        i18n._(
          'Deposit due: {amount}. Pay by check or bank transfer, with the quote number as the reference.',
          {
            amount,
          },
        ),
      ]
    case 'due':
    case 'deferred':
      return [i18n._('Deposit due: {amount}. Pay it here:', { amount }), link]
  }
}

/** The customer's copy of what they signed, with the signed PDF and the deposit's next step. */
export function quoteAcceptedMail({
  to,
  snapshot,
  acceptance,
  deposit,
  link,
  from,
  pdf,
}: {
  to: string
  snapshot: QuoteSnapshot
  acceptance: QuoteAcceptance
  deposit: QuoteVersionView['deposit']
  link: string
  from: QuoteSender
  pdf: Uint8Array
}): MailMessage {
  const { locale, i18n, number } = inQuoteLanguage(snapshot)
  const option = snapshot.options.find((candidate) => candidate.id === acceptance.optionId)
  return {
    to,
    purpose: 'quote-accepted',
    subject: i18n._('You accepted quote {number}', { number }),
    text: letter(
      i18n,
      acceptance.name,
      [
        [
          i18n._('Thank you: you accepted “{option}” of quote {number}, for {total}.', {
            option: option ? optionName(i18n, option) : '',
            number,
            total: formatMoney(option?.totalCents ?? 0, locale),
          }),
          i18n._('The signed quote is attached. We will contact you to schedule the installation.'),
        ],
        depositLine(locale, deposit, link),
      ],
      from,
    ),
    attachments: [pdfAttachment(snapshot, pdf, true)],
  }
}

/** The deposit's pay link, sent when a quote signed on the installer's device reaches the server. */
export function depositLinkMail({
  to,
  snapshot,
  deposit,
  link,
  from,
}: {
  to: string
  snapshot: QuoteSnapshot
  deposit: QuoteVersionView['deposit']
  link: string
  from: QuoteSender
}): MailMessage {
  const { locale, i18n, number } = inQuoteLanguage(snapshot)
  return {
    ...customerLetter(
      { to, snapshot, from },
      {
        purpose: 'quote-deposit',
        subject: i18n._('The deposit for quote {number}', { number }),
        paragraphs: [
          [
            i18n._('Thank you for signing quote {number}.', { number }),
            ...depositLine(locale, deposit, link),
          ],
        ],
      },
    ),
  }
}

/**
 * Tells the customer when the crew comes, once the team lead has confirmed the installation: the
 * day and the arrival window, in the hubs' time zone (the customer's own: the hubs serve the
 * Southeast), in the language the quote was made in.
 */
export function installationScheduledMail({
  to,
  snapshot,
  arrival,
  end,
  address,
  from,
}: {
  to: string
  snapshot: QuoteSnapshot
  /** When the crew arrives: from, until (ISO instants). */
  arrival: { from: string; until: string }
  /** When the booking ends: a long job carries on over the next working days. */
  end: string
  /** Where, as the booking has it ('' when unknown). */
  address: string
  from: QuoteSender
}): MailMessage {
  const { locale, i18n, number } = inQuoteLanguage(snapshot)
  const fullDate = (iso: string) =>
    new Intl.DateTimeFormat(formatLocale(locale), { dateStyle: 'full', timeZone: HUBS_TIME_ZONE }).format(
      new Date(iso),
    )
  const date = fullDate(arrival.from)
  const lastDate = fullDate(new Date(Date.parse(end) - 1).toISOString())
  const time = (iso: string) =>
    new Intl.DateTimeFormat(formatLocale(locale), { timeStyle: 'short', timeZone: HUBS_TIME_ZONE }).format(
      new Date(iso),
    )
  return {
    ...customerLetter(
      { to, snapshot, from },
      {
        purpose: 'installation-scheduled',
        subject: i18n._('Your installation is scheduled: {date}', { date }),
        paragraphs: [
          [
            i18n._('The window film installation of quote {number} is scheduled for {date}.', {
              number,
              date,
            }),
            address.trim() === ''
              ? i18n._('Our crew will arrive between {from} and {until}.', {
                  from: time(arrival.from),
                  until: time(arrival.until),
                })
              : i18n._('Our crew will arrive between {from} and {until} at {address}.', {
                  from: time(arrival.from),
                  until: time(arrival.until),
                  address: address.trim(),
                }),
            ...(lastDate === date
              ? []
              : [
                  i18n._('The work carries on over the following working days, until {date}.', {
                    date: lastDate,
                  }),
                ]),
          ],
          [i18n._('Please make sure the windows can be reached. Need another day? Answer this mail.')],
        ],
      },
    ),
  }
}

/** Tells the installer what the customer answered. */
export function quoteAnswerNotice({
  to,
  locale,
  snapshot,
  answer,
  link,
}: {
  to: string
  locale: Locale
  snapshot: QuoteSnapshot
  answer:
    | { kind: 'accepted'; name: string; option: Pick<QuoteOption, 'id' | 'label'> }
    | { kind: 'changesRequested'; note: string }
  /** The estimate in the app. */
  link: string
}): MailMessage {
  const i18n = documentI18n(locale)
  const number = quoteNumber(snapshot)
  const customer = snapshot.customer.name
  return answer.kind === 'accepted'
    ? {
        to,
        purpose: 'quote-answer',
        subject: i18n._('Quote {number} accepted by {customer}', { number, customer }),
        text: [
          i18n._('{name} accepted “{option}” and signed quote {number}.', {
            name: answer.name,
            option: optionName(i18n, answer.option),
            number,
          }),
          '',
          link,
        ].join('\n'),
      }
    : {
        to,
        purpose: 'quote-answer',
        subject: i18n._('{customer} asks for changes to quote {number}', { number, customer }),
        text: [answer.note, '', link].join('\n'),
      }
}
