import { describe, expect, it } from 'vitest'
import { sentimentOf } from './sentiment.ts'

describe("sentimentOf: the customer's mood", () => {
  it('reads frustration, anger and urgency as negative in every language', () => {
    expect(sentimentOf('My film is broken and I am angry', 'en')).toBe('negative')
    expect(sentimentOf('Still waiting for my roll, this is unacceptable', 'en')).toBe('negative')
    expect(sentimentOf('Estoy harto, nadie me responde', 'es')).toBe('negative')
    expect(sentimentOf('Toujours pas reçu, je suis vraiment déçu', 'fr')).toBe('negative')
    expect(sentimentOf('Это ужасно, никто не отвечает', 'ru')).toBe('negative')
    expect(sentimentOf('太差了，我很失望', 'zh')).toBe('negative')
    expect(sentimentOf('WHERE IS MY ORDER, I NEED IT', 'en')).toBe('negative')
  })

  it('does not take an order number in capitals for shouting', () => {
    expect(sentimentOf('Where is my order SS-ABCD-EFGH?', 'en')).toBe('neutral')
  })

  it('reads thanks and praise as positive', () => {
    expect(sentimentOf('Thanks, the film is great!', 'en')).toBe('positive')
    expect(sentimentOf('Merci, parfait', 'fr')).toBe('positive')
    expect(sentimentOf('谢谢，很满意', 'zh')).toBe('positive')
  })

  it('reads the words of the trade as no mood', () => {
    for (const [message, locale] of [
      ['Will film stop a burglar who breaks the glass?', 'en'],
      ['Does it hold broken glass in a hurricane or a storm?', 'en'],
      ['¿La lámina evita que el vidrio roto caiga?', 'es'],
      ['Le film retient-il le verre cassé ?', 'fr'],
      ['Защитит ли плёнка от взлома и осколков?', 'ru'],
      ['安全膜能防止玻璃破碎吗？', 'zh'],
    ] as const)
      expect(sentimentOf(message, locale), message).toBe('neutral')
  })
})
