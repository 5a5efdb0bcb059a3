import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import { hash } from 'node:crypto'

const TOKEN_BYTES = 20 // 160 bits: unguessable, short enough for a cookie or a link

/** A random secret for a session cookie or a mailed link (the pattern of Lucia's guide). */
export function generateToken(): string {
  const bytes = new Uint8Array(TOKEN_BYTES)
  crypto.getRandomValues(bytes)
  return encodeBase32LowerCaseNoPadding(bytes)
}

/**
 * Tokens are stored only as this hash, so a copy of the database does not let anyone in. Node's own
 * SHA-256, in one call: every request with a session cookie hashes it, and a hash in JavaScript cost
 * several times more (crypto.hash: a third of createHash's time on a token this short).
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex')
}

/** Rejects anything that cannot be one of our tokens before it costs a hash or a query. */
export function looksLikeToken(value: string): boolean {
  return /^[a-z2-7]{32}$/.test(value)
}
