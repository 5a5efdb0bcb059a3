import { randomUUID } from 'node:crypto'
import { link, mkdir, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { Env } from '../env.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** A short tag ('reset', 'verify') that names the .eml file, so people and tests can find a message. */
  purpose?: string
  /** Files sent with the message (a quote's PDF). */
  attachments?: MailAttachment[]
}

interface MailAttachment {
  filename: string
  contentType: string
  content: Uint8Array
}

/** nodemailer's form of the attachments: Buffers over the same bytes. */
const attachmentsOf = (message: MailMessage) =>
  (message.attachments ?? []).map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    content: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
  }))

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

type MailerEnv = Pick<Env, 'SMTP_URL' | 'DATA_DIR' | 'MAIL_FROM'>

/** SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in DATA_DIR/mail. */
export function createMailer(env: MailerEnv): Mailer {
  return env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createFileMailer(join(env.DATA_DIR, 'mail'), env.MAIL_FROM)
}

function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    async send(message) {
      const { to, subject, text, html } = message
      await transport.sendMail({ from, to, subject, text, html, attachments: attachmentsOf(message) })
    },
  }
}

/** Keeps file names portable and free of path separators, whatever the address holds. */
function safeFilePart(value: string): string {
  return value.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 100)
}

export function mailFileName(sentAt: Date, purpose: string, to: string): string {
  return `${sentAt.toISOString()}-${safeFilePart(purpose)}-${safeFilePart(to)}.eml`
}

/**
 * Development and test delivery: nodemailer renders the full RFC 822 message (headers, MIME parts)
 * exactly as SMTP would send it, and we keep it on disk to be opened in a mail client or read by tests.
 */
export function createFileMailer(dir: string, from: string, clock: () => Date = () => new Date()): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const { to, subject, text, html, purpose = 'mail' } = message
      const info = await transport.sendMail({
        from,
        to,
        subject,
        text,
        html,
        attachments: attachmentsOf(message),
      })
      await mkdir(dir, { recursive: true })
      const name = mailFileName(clock(), purpose, to)
      await writeUnique(join(dir, name), info.message)
    },
  }
}

/**
 * Two messages in the same millisecond must not overwrite each other, and a message appears whole:
 * it is written aside and linked in under its name (which fails, rather than replaces, when the
 * name is taken), so whoever lists the folder never opens a half-written one.
 */
async function writeUnique(path: string, content: Buffer | NodeJS.ReadableStream): Promise<void> {
  const aside = `${path}.${process.pid}.${randomUUID()}.partial`
  await writeFile(aside, content, { flag: 'wx' })
  try {
    for (let attempt = 0; ; attempt++) {
      const target = attempt === 0 ? path : path.replace(/\.eml$/, `-${attempt}.eml`)
      try {
        await link(aside, target)
        return
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 20) throw error
      }
    }
  } finally {
    await unlink(aside)
  }
}

/**
 * Sends without failing the caller: mail problems are logged, never shown, because what the mail
 * tells of (an order, a request, a bid) is already stored and visible in the app.
 */
export async function sendQuietly(mailer: Mailer, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message)
  } catch (error) {
    console.error(`Could not send the ${message.purpose ?? ''} mail:`, error)
  }
}
