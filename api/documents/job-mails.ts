import { formatMoney } from '../../domain/money/money.ts'
import { warrantyNumber, type FinalInvoice } from '../../domain/quotes/invoice.ts'
import type { MailMessage } from '../mail/mailer.ts'
import { cureNotice } from './quote-pdf.ts'
import { customerLetter, inQuoteLanguage } from './quote-mails.ts'

/*
 * The mails that close an installed job, in the quote's language and in the same letter as the
 * quote mails: the final invoice with the warranty certificate, the payment of the balance, and
 * the request for a review. Each points at the quote's page, where the customer pays and reviews.
 */

const pdf = (filename: string, content: Uint8Array) => ({
  filename,
  contentType: 'application/pdf',
  content,
})

/** Whom a job mail goes to, about which quote, from whom. */
type JobMailInput = Parameters<typeof customerLetter>[0]

/** The job is done: what is left to pay and where, with the final invoice and the warranty attached. */
export function jobCompletedMail(
  input: JobMailInput & {
    invoice: FinalInvoice
    /** The quote's page, where the balance is paid by card. */
    link: string
    invoicePdf: Uint8Array
    warrantyPdf: Uint8Array
  },
): MailMessage {
  const { snapshot, invoice, link } = input
  const { locale, i18n, number } = inQuoteLanguage(snapshot)
  return {
    ...customerLetter(input, {
      purpose: 'job-completed',
      subject: i18n._('Your window film is installed: final invoice {number}', { number }),
      paragraphs: [
        [
          i18n._('Our crew has finished the installation of quote {number}. Thank you for your trust.', {
            number,
          }),
        ],
        invoice.balanceCents > 0
          ? [
              i18n._('Balance due: {amount}', { amount: formatMoney(invoice.balanceCents, locale) }),
              i18n._('Pay it by card on your quote’s page:'),
              link,
            ]
          : [i18n._('Paid in full, thank you.')],
        [
          i18n._(
            'The final invoice and the warranty certificate of your film are attached. Keep the certificate: a claim needs its number.',
          ),
          cureNotice(i18n, snapshot.cureDays),
        ],
      ],
    }),
    attachments: [
      pdf(`${snapshot.code}-v${snapshot.version}-invoice.pdf`, input.invoicePdf),
      pdf(`${warrantyNumber(snapshot)}.pdf`, input.warrantyPdf),
    ],
  }
}

/** The customer's receipt when the balance is paid. */
export function balancePaidMail(
  input: JobMailInput & {
    /** What this payment paid. */
    amountCents: number
  },
): MailMessage {
  const { locale, i18n, number } = inQuoteLanguage(input.snapshot)
  return customerLetter(input, {
    purpose: 'balance-paid',
    subject: i18n._('Payment received: quote {number}', { number }),
    paragraphs: [
      [
        i18n._('We received your payment of {amount} for quote {number}.', {
          amount: formatMoney(input.amountCents, locale),
          number,
        }),
        i18n._('Paid in full, thank you.'),
      ],
    ],
  })
}

/** A few days after the job: a request for a review of the installation, on the quote's page. */
export function reviewRequestMail(
  input: JobMailInput & {
    /** The quote's page, where the review is written. */
    link: string
  },
): MailMessage {
  const { i18n } = inQuoteLanguage(input.snapshot)
  return customerLetter(input, {
    purpose: 'review-request',
    subject: i18n._('How did your installation go?'),
    paragraphs: [
      [
        i18n._(
          'How did our crew do? A short review of the installation on your quote’s page helps other homeowners choose their installer:',
        ),
        input.link,
      ],
    ],
  })
}
