import { describe, expect, it } from 'vitest'
import { base64Length, decodeBase64, encodeBase64 } from './base64.ts'

const reference = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

describe('base64', () => {
  it('encodes like the reference and decodes back, for every tail length', () => {
    for (let size = 0; size < 40; size++) {
      const bytes = Uint8Array.from({ length: size }, (_, i) => (i * 97 + size) % 256)
      const text = encodeBase64(bytes)
      expect(text).toBe(reference(bytes))
      expect(text.length).toBe(base64Length(size))
      expect(decodeBase64(text)).toEqual(bytes)
    }
  })

  it('round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 * 3 }, (_, i) => i % 256)
    expect(decodeBase64(encodeBase64(bytes))).toEqual(bytes)
  })

  it.each(['abc', 'ab c', 'ab\ncd==', 'ab==cd==', 'ab=c', 'data:image/png;base64,AAAA', '-_-_'])(
    'refuses %j',
    (text) => {
      expect(decodeBase64(text)).toBeNull()
    },
  )
})
