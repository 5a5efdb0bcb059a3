import { LOCALE_NAMES } from '../../../domain/i18n/locales.ts'
import type { SupportRequestInput } from '../../../domain/support/request.ts'
import type { MailMessage } from '../../mail/mailer.ts'

/*
 * The mail texts, in English like the other mails of the app until the customer's language is kept
 * for mail; the team's mail names the language the customer wrote in. Plain text only: what the
 * customer typed, and what the assistant answered, go into them, and text needs no escaping.
 */

const PRODUCT = 'Southern Shield'

/** Where the team reads the requests, relative to the app. */
const REQUESTS_PATH = '/admin/support'

type Sent = SupportRequestInput & { reference: string; receivedAt: string; username: string | null }

function contactLines(request: Sent): string[] {
  return [
    `Name: ${request.name}`,
    ...(request.email ? [`Email: ${request.email}`] : []),
    ...(request.phone ? [`Phone: ${request.phone}`] : []),
    `Language: ${LOCALE_NAMES[request.locale]}`,
    ...(request.username ? [`Signed in as: ${request.username}`] : []),
    ...(request.page ? [`Page: ${request.page}`] : []),
  ]
}

function transcriptLines(request: Sent): string[] {
  if (request.transcript.length === 0) return ['(no conversation)']
  return request.transcript.flatMap((message) => [
    `[${new Date(message.at).toISOString()}] ${message.role === 'user' ? 'Customer' : 'Assistant'}:`,
    message.text,
    '',
  ])
}

/** To the customer, when they gave an email address. */
export function supportConfirmationMail(to: string, request: Sent): MailMessage {
  return {
    to,
    purpose: 'support-request',
    subject: `We received your question – ${PRODUCT} (${request.reference})`,
    text: [
      `Hello ${request.name},`,
      '',
      `Thank you for writing to ${PRODUCT}. A person from our team will answer within 1-2 business days.`,
      '',
      `Your reference: ${request.reference}`,
      ...(request.note ? ['', 'Your note:', request.note] : []),
      '',
      'Your conversation with our assistant is attached to your request, so you need not repeat it.',
      'If you have anything to add, simply reply to this message.',
    ].join('\n'),
  }
}

/** To the team's inbox, for every new request. */
export function newSupportTeamMail(to: string, request: Sent, origin: string): MailMessage {
  return {
    to,
    purpose: 'support-request-team',
    subject: `Talk to a person: ${request.name} (${request.reference})`,
    text: [
      `${request.name} asked to talk to a person. Please answer within 1-2 business days.`,
      '',
      `Reference: ${request.reference}`,
      `Received: ${request.receivedAt}`,
      ...contactLines(request),
      ...(request.note ? ['', 'Note:', request.note] : []),
      '',
      'Conversation with the assistant:',
      '',
      ...transcriptLines(request),
      `All requests: ${origin}${REQUESTS_PATH}`,
    ].join('\n'),
  }
}
