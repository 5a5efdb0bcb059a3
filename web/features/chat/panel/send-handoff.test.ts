import { describe, expect, it } from 'vitest'
import { SUPPORT_LIMITS, SupportRequestSchema } from '../../../../domain/support/request.ts'
import type { ChatMessage } from '../../../app/device-db.ts'
import { customerLanguage, transcriptOf } from './send-handoff.ts'

const message = (n: number, text = `Message ${n}`): ChatMessage => ({
  id: n,
  owner: 'guest',
  role: n % 2 ? 'user' : 'assistant',
  text,
  at: 1_750_000_000_000 + n,
  suggestedActions: ['Ask more'],
})

describe('transcriptOf', () => {
  it('attaches the latest messages the server takes, each cut to the length it takes', () => {
    const messages = Array.from({ length: 60 }, (_, n) => message(n + 1))
    messages[59] = message(60, 'x'.repeat(SUPPORT_LIMITS.transcriptText + 10))
    const transcript = transcriptOf(messages)
    expect(transcript).toHaveLength(SUPPORT_LIMITS.transcriptMessages)
    expect(transcript[0]).toEqual({ role: 'user', text: 'Message 11', at: 1_750_000_000_011 })
    expect(transcript.at(-1)?.text).toHaveLength(SUPPORT_LIMITS.transcriptText)
    const request = { id: crypto.randomUUID(), name: 'Pat', phone: '404 555 0100', transcript }
    expect(SupportRequestSchema.safeParse(request).success).toBe(true)
  })
})

describe('customerLanguage', () => {
  it('is the language the assistant last answered in, the page’s before it has answered', () => {
    const asked = { ...message(1, '¿Instalan en Tampa?') }
    const answered: ChatMessage = { ...message(2, 'Sí, Tampa, FL está en nuestra zona.'), locale: 'es' }
    expect(customerLanguage([asked, answered], 'en')).toBe('es')
    expect(customerLanguage([asked], 'en')).toBe('en')
    expect(customerLanguage([], 'fr')).toBe('fr')
  })
})
