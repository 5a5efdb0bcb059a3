import type { MailMessage, Mailer } from './mailer.ts'

export interface MemoryMailer extends Mailer {
  readonly sent: MailMessage[]
}

/** Keeps messages in memory so tests can read them (and the links in them). */
export function createMemoryMailer(): MemoryMailer {
  const sent: MailMessage[] = []
  return {
    sent,
    send(message) {
      // Recorded synchronously: a caller that does not await still leaves the message readable.
      sent.push(message)
      return Promise.resolve()
    },
  }
}
