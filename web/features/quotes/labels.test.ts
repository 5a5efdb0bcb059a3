import { describe, expect, it } from 'vitest'
import { CONSENT_TEXT } from '../../../domain/quotes/state.ts'
import { CONSENT } from './labels.ts'

describe('the consent', () => {
  it('reads in English exactly as the server records it', () => {
    expect(CONSENT.message).toBe(CONSENT_TEXT)
  })
})
