import type { MailMessage } from '../../mail/mailer.ts'

/*
 * The mail texts, in English for now: the recipient's language is not stored yet.
 * Links carry the token in the query; the web pages post it back to the API.
 */

const PRODUCT = 'Southern Shield'

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function linkParagraph(link: string, label: string): string {
  const href = escapeHtml(link)
  return `<p><a href="${href}">${escapeHtml(label)}</a></p><p>${href}</p>`
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    purpose: 'reset',
    subject: `Reset your ${PRODUCT} password`,
    text: [
      `Someone asked to reset the password of your ${PRODUCT} account.`,
      '',
      `To choose a new password, open this link within 1 hour:`,
      link,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
    html: [
      `<p>Someone asked to reset the password of your ${PRODUCT} account.</p>`,
      '<p>To choose a new password, open this link within 1 hour:</p>',
      linkParagraph(link, 'Choose a new password'),
      '<p>If it was not you, ignore this message: your password stays as it is.</p>',
    ].join('\n'),
  }
}

export function verifyEmailMail(to: string, username: string, link: string): MailMessage {
  return {
    to,
    purpose: 'verify',
    subject: `Please verify your email for ${PRODUCT}`,
    text: [
      `Hello ${username},`,
      '',
      `Please verify your email by opening this link within 24 hours:`,
      link,
      '',
      `If you did not create a ${PRODUCT} account, ignore this message.`,
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(username)},</p>`,
      '<p>Please verify your email by opening this link within 24 hours:</p>',
      linkParagraph(link, 'Verify my email'),
      `<p>If you did not create a ${PRODUCT} account, ignore this message.</p>`,
    ].join('\n'),
  }
}
