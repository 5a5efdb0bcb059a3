import { readFileSync } from 'node:fs'

/*
 * Mails as the file mailer keeps them (.eml): the subject and the plain-text body decoded, as a
 * mail client would show them. The mailer picks base64 or quoted-printable for each part by which is
 * shorter, so the same mail may come either way.
 */

/** The bytes of quoted-printable text, read as UTF-8 (soft line breaks joined). */
function quotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i]!))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** An RFC 2047 header: runs of encoded words are joined before decoding (a character may span two). */
function decodeHeader(value: string): string {
  const word = /=\?UTF-8\?([QB])\?([^?]*)\?=/gi
  return value.replace(/=\?UTF-8\?[QB]\?[^?]*\?=(?:\s+=\?UTF-8\?[QB]\?[^?]*\?=)*/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(word)].map(([, encoding, data = '']) =>
        encoding!.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : Buffer.from(quotedPrintable(data.replace(/_/g, ' ')), 'utf8'),
      ),
    ).toString('utf8'),
  )
}

/** The subject and the plain-text body of a kept mail. */
export function readEml(file: string): { subject: string; text: string } {
  const source = readFileSync(file, 'utf8')
  const [head = '', ...rest] = source.split(/\r?\n\r?\n/)
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? ''
  // The mailer picks the shorter of base64 and quoted-printable for each part: either may come.
  // A text-only mail is one part; one with HTML has the text as its first alternative.
  const body = rest.join('\n\n')
  const part = /Content-Type: text\/plain/i.test(head)
    ? [body, head, body]
    : /Content-Type: text\/plain([^]*?)\r?\n\r?\n([^]*?)\r?\n--/.exec(body)
  const [, partHead = '', plain = ''] = part ?? []
  const text = /Content-Transfer-Encoding: base64/i.test(partHead)
    ? Buffer.from(plain.replace(/\s+/g, ''), 'base64').toString('utf8')
    : quotedPrintable(plain)
  return { subject: decodeHeader(subject), text }
}
