import { describe, expect, it } from 'vitest'
import { answer, type LiveData } from './assistant.ts'
import { answerOffline, ChatReplySchema } from './index.ts'

describe('answerOffline', () => {
  it('answers from the knowledge base in the asked language', () => {
    const reply = answerOffline('¿Cuántos años de garantía tiene?', 'es')
    expect(ChatReplySchema.parse(reply)).toEqual(reply)
    expect(reply.message).toMatch(/garantía cubre/)
    expect(reply.confidence).toBeGreaterThan(0.4)
  })

  it('answers a Cyrillic or Chinese message in its own language whatever the page language', () => {
    expect(answerOffline('Какая гарантия на плёнку?', 'en').message).toMatch(/Гарантия/)
    expect(answerOffline('保修几年？', 'fr').message).toMatch(/保修/)
  })

  it('falls back politely with the first actions when it does not understand', () => {
    const reply = answerOffline('who won the football game', 'en')
    expect(reply.message).toMatch(/not sure I understood/)
    expect(reply.suggestedActions).toContain('How much does window film cost?')
    expect(reply.confidence).toBeLessThan(0.4)
  })

  it('says stock and orders need the network', () => {
    expect(answerOffline('Is Shield Clear 8 in stock?', 'en').message).toMatch(/needs the network/)
    expect(answerOffline('status of order SS-7K2M-9QXD', 'en').message).toMatch(/needs the network/)
  })

  it('reads the mood of the message', () => {
    expect(answerOffline('Thanks, the film is great!', 'en').sentiment).toBe('positive')
    expect(answerOffline('My film is broken and I am angry', 'en').sentiment).toBe('negative')
    expect(answerOffline('Merci, parfait', 'fr').sentiment).toBe('positive')
    expect(answerOffline('Это ужасно', 'ru').sentiment).toBe('negative')
    expect(answerOffline('太差了，我很失望', 'zh').sentiment).toBe('negative')
  })
})

describe('answer with live data', () => {
  const live: LiveData = {
    products: [
      { sku: 'SEC-4C-60', name: 'Shield Clear 4', inStock: false },
      { sku: 'SEC-14C-60', name: 'Shield Clear 14', inStock: true },
    ],
    orders: { statusOf: (number) => (number === 'SS-7K2M-9QXD' ? 'shipped' : undefined) },
  }

  it('names the longest matching product and its stock, with its shop page', () => {
    const { reply } = answer('Do you have Shield Clear 14 in stock?', 'en', { live })
    expect(reply.message).toBe('Shield Clear 14 is in stock.')
    expect(reply.links).toEqual([{ label: 'Open Shield Clear 14', to: '/shop/SEC-14C-60' }])
    expect(answer('Is Shield Clear 4 available?', 'en', { live }).reply.message).toMatch(/out of stock/)
  })

  it("tells the status of the asker's own order, however the number is typed", () => {
    expect(answer('where is my order ss 7k2m 9qxd?', 'en', { live }).reply.message).toBe(
      'Order SS-7K2M-9QXD is shipped.',
    )
    expect(answer('status of SS-AAAA-BBBB', 'en', { live }).reply.message).toMatch(
      /found no order SS-AAAA-BBBB/,
    )
  })

  it('sends a visitor to track-order', () => {
    const reply = answer('status of order SS-7K2M-9QXD', 'en', { live: { ...live, orders: null } }).reply
    expect(reply.message).toMatch(/Sign in/)
    expect(reply.links).toContainEqual({ label: 'Track an order', to: '/track-order' })
  })
})
