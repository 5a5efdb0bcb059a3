import { describe, expect, it } from 'vitest'
import { acceptedLanguages } from './request-language.ts'

describe('acceptedLanguages', () => {
  it('orders the tags by their weight, keeping the header’s order among equals', () => {
    expect(acceptedLanguages('en;q=0.5, fr-CA, zh;q=0.8, es')).toEqual(['fr-CA', 'es', 'zh', 'en'])
  })

  it('leaves out the wildcard, refused tags and an absent header', () => {
    expect(acceptedLanguages('*, ru;q=0, es;q=0.1')).toEqual(['es'])
    expect(acceptedLanguages(undefined)).toEqual([])
  })
})
