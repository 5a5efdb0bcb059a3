import { describe, expect, it } from 'vitest'
import { hashToken } from './tokens.ts'

describe('hashToken', () => {
  it('is the lower-case hex SHA-256 of the token, as every stored session and link was hashed', () => {
    // FIPS 180-2's example: a change of hash would sign everyone out and void every mailed link.
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})
