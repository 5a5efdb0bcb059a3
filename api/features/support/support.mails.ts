import type { I18n } from '@lingui/core'
import { LOCALE_NAMES, type Locale } from '../../../domain/i18n/locales.ts'
import type { SupportRequestInput } from '../../../domain/support/request.ts'
import { documentI18n, PRODUCT } from '../../documents/i18n.ts'
import type { MailMessage } from '../../mail/mailer.ts'

/*
 * The mail texts: the customer's in the language of the page they asked from, the team's in the
 * language of the team inbox's account (English when the address has none); the team's names the
 * language to answer in. Plain text only: what the customer typed, and what the assistant answered,
 * go into them, and text needs no escaping.
 */

/** Where the team reads the requests, relative to the app. */
const REQUESTS_PATH = '/admin/support'

type Sent = Omit<SupportRequestInput, 'language'> & {
  language: Locale
  reference: string
  receivedAt: string
  username: string | null
}

function contactLines(i18n: I18n, request: Sent): string[] {
  return [
    i18n._('Name: {name}', { name: request.name }),
    ...(request.email ? [i18n._('Email: {email}', { email: request.email })] : []),
    ...(request.phone ? [i18n._('Phone: {phone}', { phone: request.phone })] : []),
    i18n._('Language: {language}', { language: LOCALE_NAMES[request.language] }),
    ...(request.username ? [i18n._('Signed in as: {username}', { username: request.username })] : []),
    ...(request.page ? [i18n._('Page: {page}', { page: request.page })] : []),
  ]
}

function transcriptLines(i18n: I18n, request: Sent): string[] {
  if (request.transcript.length === 0) return [i18n._('(no conversation)'), '']
  return request.transcript.flatMap((message) => {
    const time = new Date(message.at).toISOString()
    return [
      message.role === 'user'
        ? i18n._('[{time}] Customer:', { time })
        : i18n._('[{time}] Assistant:', { time }),
      message.text,
      '',
    ]
  })
}

/** To the customer, when they gave an email address, in the language of the page they asked from. */
export function supportConfirmationMail(to: string, request: Sent): MailMessage {
  const i18n = documentI18n(request.language)
  return {
    to,
    purpose: 'support-request',
    subject: `${i18n._('We received your question')} – ${PRODUCT} (${request.reference})`,
    text: [
      i18n._('Hello {name},', { name: request.name }),
      '',
      i18n._(
        'Thank you for writing to {product}. A person from our team will answer within 1-2 business days.',
        { product: PRODUCT },
      ),
      '',
      i18n._('Your reference: {reference}', { reference: request.reference }),
      ...(request.note ? ['', i18n._('Your note:'), request.note] : []),
      '',
      i18n._('Your conversation with our assistant is attached to your request, so you need not repeat it.'),
      i18n._('If you have anything to add, simply reply to this message.'),
    ].join('\n'),
  }
}

/** To the team's inbox, for every new request, in `locale` (the inbox's account's). */
export function newSupportTeamMail(to: string, locale: Locale, request: Sent, origin: string): MailMessage {
  const i18n = documentI18n(locale)
  return {
    to,
    purpose: 'support-request-team',
    subject: i18n._('Talk to a person: {name} ({reference})', {
      name: request.name,
      reference: request.reference,
    }),
    text: [
      i18n._('{name} asked to talk to a person. Please answer within 1-2 business days.', {
        name: request.name,
      }),
      '',
      i18n._('Reference: {reference}', { reference: request.reference }),
      i18n._('Received: {time}', { time: request.receivedAt }),
      ...contactLines(i18n, request),
      ...(request.note ? ['', i18n._('Note:'), request.note] : []),
      '',
      i18n._('Conversation with the assistant:'),
      '',
      ...transcriptLines(i18n, request),
      i18n._('All requests: {link}', { link: `${origin}${REQUESTS_PATH}` }),
    ].join('\n'),
  }
}
