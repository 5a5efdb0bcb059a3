import type { Locale } from '../../../domain/i18n/locales.ts'
import { documentI18n, PRODUCT } from '../../documents/i18n.ts'
import type { MailMessage } from '../../mail/mailer.ts'

/*
 * The account mails, in the account's language (its `language`, chosen at sign-up or in the app's
 * language menu). Links carry the token in the query; the web pages post it back to the API.
 */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function linkParagraph(link: string, label: string): string {
  const href = escapeHtml(link)
  return `<p><a href="${href}">${escapeHtml(label)}</a></p><p>${href}</p>`
}

/** The same words as text and as HTML: paragraphs, and the link with its label. */
function accountMail(
  base: Pick<MailMessage, 'to' | 'purpose' | 'subject'>,
  { before, link, label, after }: { before: string[]; link: string; label: string; after: string },
): MailMessage {
  return {
    ...base,
    text: [...before.flatMap((line) => [line, '']).slice(0, -1), link, '', after].join('\n'),
    html: [
      ...before.map((line) => `<p>${escapeHtml(line)}</p>`),
      linkParagraph(link, label),
      `<p>${escapeHtml(after)}</p>`,
    ].join('\n'),
  }
}

export function passwordResetMail(to: string, locale: Locale, link: string): MailMessage {
  const i18n = documentI18n(locale)
  const product = PRODUCT
  return accountMail(
    { to, purpose: 'reset', subject: i18n._('Reset your {product} password', { product }) },
    {
      before: [
        i18n._('Someone asked to reset the password of your {product} account.', { product }),
        i18n._('To choose a new password, open this link within 1 hour:'),
      ],
      link,
      label: i18n._('Choose a new password'),
      after: i18n._('If it was not you, ignore this message: your password stays as it is.'),
    },
  )
}

export function verifyEmailMail(to: string, locale: Locale, username: string, link: string): MailMessage {
  const i18n = documentI18n(locale)
  const product = PRODUCT
  return accountMail(
    { to, purpose: 'verify', subject: i18n._('Please verify your email for {product}', { product }) },
    {
      before: [
        i18n._('Hello {name},', { name: username }),
        i18n._('Please verify your email by opening this link within 24 hours:'),
      ],
      link,
      label: i18n._('Verify my email'),
      after: i18n._('If you did not create a {product} account, ignore this message.', { product }),
    },
  )
}
