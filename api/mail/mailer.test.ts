import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createFileMailer, createMailer, mailFileName } from './mailer.ts'

const message = {
  to: 'jane@example.com',
  subject: 'Reset your password',
  text: 'Open http://localhost/reset-password?token=abc',
  html: '<p>Open <a href="http://localhost/reset-password?token=abc">this</a></p>',
  purpose: 'reset',
}

describe('file mailer', () => {
  it('writes each message as an .eml named by time, purpose and recipient', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mail-'))
    const sentAt = new Date('2025-06-02T09:00:00.000Z')
    const mailer = createFileMailer(dir, 'Southern Shield <no-reply@example.com>', () => sentAt)
    await mailer.send(message)
    await mailer.send(message)
    const files = readdirSync(dir).sort()
    expect(files).toEqual([
      '2025-06-02T09:00:00.000Z-reset-jane@example.com-1.eml',
      '2025-06-02T09:00:00.000Z-reset-jane@example.com.eml',
    ])
    const eml = readFileSync(join(dir, files[1] ?? ''), 'utf8')
    expect(eml).toContain('To: jane@example.com')
    expect(eml).toContain('Subject: Reset your password')
    expect(eml).toContain('From: Southern Shield <no-reply@example.com>')
    expect(eml).toContain('http://localhost/reset-password?token=abc')
  })

  it('keeps path separators out of file names', () => {
    expect(mailFileName(new Date(0), '../x', 'a/b@example.com')).toBe(
      '1970-01-01T00:00:00.000Z-.._x-a_b@example.com.eml',
    )
  })

  it('writes into DATA_DIR/mail when no SMTP_URL is set', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'data-'))
    await createMailer({ DATA_DIR: dataDir, SMTP_URL: undefined, MAIL_FROM: 'test <t@example.com>' }).send(
      message,
    )
    expect(readdirSync(join(dataDir, 'mail'))).toHaveLength(1)
  })
})
