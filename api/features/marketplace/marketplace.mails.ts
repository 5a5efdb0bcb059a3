import { formatMoney } from '../../../domain/money/money.ts'
import type { MailMessage } from '../../mail/mailer.ts'
import type { Party } from './marketplace.repo.ts'

/*
 * The marketplace's mails, in English like the other mails (the user's language is not stored yet).
 * Plain text: what people typed goes into them. Each says what happened and where to see it; the
 * details (price, message, address) stay in the app, behind the sign-in.
 */

const PRODUCT = 'Southern Shield'

const mail = (to: Party, purpose: string, subject: string, lines: string[]): MailMessage => ({
  to: to.email,
  purpose,
  subject: `${subject} – ${PRODUCT}`,
  text: [`Hello ${to.username},`, '', ...lines, '', `— ${PRODUCT}`].join('\n'),
})

export const bidReceivedMail =
  (origin: string, jobId: string, title: string, by: string, priceCents: number) => (to: Party) =>
    mail(to, 'bid', `New bid on “${title}”`, [
      `${by} bid ${formatMoney(priceCents, 'en-US')} on your project “${title}”.`,
      `Compare the bids side by side: ${origin}/my-projects/${jobId}`,
    ])

export const bidAcceptedMail = (origin: string, jobId: string, title: string, by: string) => (to: Party) =>
  mail(to, 'bid-accepted', `You were hired for “${title}”`, [
    `${by} accepted your bid on “${title}”. The address and their phone and email are now on the project page:`,
    `${origin}/my-projects/${jobId}`,
  ])

export const bidDeclinedMail = (origin: string, title: string) => (to: Party) =>
  mail(to, 'bid-declined', `“${title}” went to another installer`, [
    `The homeowner chose another installer for “${title}”, or closed the project. Thank you for bidding.`,
    `More projects wait on the job board: ${origin}/job-board`,
  ])

export const messageMail = (origin: string, path: string, title: string, by: string) => (to: Party) =>
  mail(to, 'message', `New message about “${title}”`, [
    `${by} wrote to you about “${title}”.`,
    `Read and answer: ${origin}${path}`,
  ])

export const statusMail = (origin: string, path: string, title: string, status: string) => (to: Party) =>
  mail(to, 'job-status', `“${title}”: ${status}`, [
    `Your project “${title}” is now: ${status}.`,
    `Details: ${origin}${path}`,
  ])
