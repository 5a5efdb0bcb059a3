import type { I18n } from '@lingui/core'
import type { JobStatus } from '../../../domain/marketplace/job.ts'
import { formatMoney } from '../../../domain/money/money.ts'
import { documentI18n, PRODUCT } from '../../documents/i18n.ts'
import type { MailMessage } from '../../mail/mailer.ts'
import type { Party } from './marketplace.repo.ts'

/*
 * The marketplace's mails, each in its recipient's language (their account's). Plain text: what
 * people typed goes into them. Each says what happened and where to see it; the details (price,
 * message, address) stay in the app, behind the sign-in.
 */

/** A letter to `to`, written by `write` in their language. */
const mail =
  (purpose: string, write: (i18n: I18n, to: Party) => { subject: string; lines: string[] }) =>
  (to: Party): MailMessage => {
    const i18n = documentI18n(to.language)
    const { subject, lines } = write(i18n, to)
    return {
      to: to.email,
      purpose,
      subject: `${subject} – ${PRODUCT}`,
      text: [i18n._('Hello {name},', { name: to.username }), '', ...lines, '', `— ${PRODUCT}`].join('\n'),
    }
  }

export const bidReceivedMail = (
  origin: string,
  jobId: string,
  title: string,
  by: string,
  priceCents: number,
) =>
  mail('bid', (i18n, to) => ({
    subject: i18n._('New bid on “{title}”', { title }),
    lines: [
      i18n._('{by} bid {amount} on your project “{title}”.', {
        by,
        amount: formatMoney(priceCents, to.language),
        title,
      }),
      i18n._('Compare the bids side by side: {link}', { link: `${origin}/my-projects/${jobId}` }),
    ],
  }))

export const bidAcceptedMail = (origin: string, jobId: string, title: string, by: string) =>
  mail('bid-accepted', (i18n) => ({
    subject: i18n._('You were hired for “{title}”', { title }),
    lines: [
      i18n._(
        '{by} accepted your bid on “{title}”. The address and their phone and email are now on the project page:',
        { by, title },
      ),
      `${origin}/my-projects/${jobId}`,
    ],
  }))

export const bidDeclinedMail = (origin: string, title: string) =>
  mail('bid-declined', (i18n) => ({
    subject: i18n._('“{title}” went to another installer', { title }),
    lines: [
      i18n._(
        'The homeowner chose another installer for “{title}”, or closed the project. Thank you for bidding.',
        { title },
      ),
      i18n._('More projects wait on the job board: {link}', { link: `${origin}/job-board` }),
    ],
  }))

export const messageMail = (origin: string, path: string, title: string, by: string) =>
  mail('message', (i18n) => ({
    subject: i18n._('New message about “{title}”', { title }),
    lines: [
      i18n._('{by} wrote to you about “{title}”.', { by, title }),
      i18n._('Read and answer: {link}', { link: `${origin}${path}` }),
    ],
  }))

function statusName(i18n: I18n, status: JobStatus): string {
  switch (status) {
    case 'open':
      return i18n._('open')
    case 'reviewing':
      return i18n._('reviewing bids')
    case 'hired':
      return i18n._('hired')
    case 'scheduled':
      return i18n._('scheduled')
    case 'inProgress':
      return i18n._('in progress')
    case 'completed':
      return i18n._('completed')
    case 'cancelled':
      return i18n._('cancelled')
  }
}

export const statusMail = (origin: string, path: string, title: string, status: JobStatus) =>
  mail('job-status', (i18n) => {
    const name = statusName(i18n, status)
    return {
      subject: i18n._('“{title}”: {status}', { title, status: name }),
      lines: [
        i18n._('Your project “{title}” is now: {status}.', { title, status: name }),
        i18n._('Details: {link}', { link: `${origin}${path}` }),
      ],
    }
  })
