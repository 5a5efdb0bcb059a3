import { describe, expect, it, vi } from 'vitest'
import type { ChatReply } from '../../../../domain/chat/schema.ts'
import { ApiError, NetworkError } from '../../../app/api-client.ts'
import { answerRow, askAssistant, isInAppPath, type AskDependencies } from './ask.ts'

const serverReply: ChatReply = {
  message: 'Security film from $8 per square foot.',
  suggestedActions: ['Help me create an estimate'],
  sentiment: 'neutral',
  confidence: 0.8,
  links: [{ label: 'Start an estimate', to: '/estimator?filmType=security' }],
  locale: 'en',
  handoff: false,
}
const offlineReply: ChatReply = { ...serverReply, message: 'Answered on the device.', confidence: 0.6 }

function deps(overrides: Partial<AskDependencies> = {}) {
  return {
    isOnline: () => true,
    post: vi.fn<AskDependencies['post']>(async () => serverReply),
    answerOffline: vi.fn<AskDependencies['answerOffline']>(async () => offlineReply),
    ...overrides,
  }
}

describe('askAssistant', () => {
  it('asks the server online, with the language', async () => {
    const d = deps()
    expect(await askAssistant('How much?', 'fr', d)).toEqual({
      kind: 'reply',
      reply: serverReply,
      offline: false,
    })
    expect(d.post).toHaveBeenCalledWith({ message: 'How much?', locale: 'fr' })
    expect(d.answerOffline).not.toHaveBeenCalled()
  })

  it('answers on the device without asking the server when the browser is offline', async () => {
    const d = deps({ isOnline: () => false })
    expect(await askAssistant('How much?', 'es', d)).toEqual({
      kind: 'reply',
      reply: offlineReply,
      offline: true,
    })
    expect(d.post).not.toHaveBeenCalled()
    expect(d.answerOffline).toHaveBeenCalledWith('How much?', 'es')
  })

  it('answers on the device when the network is cut during the request', async () => {
    let online = true
    const d = deps({
      isOnline: () => online,
      post: vi.fn(async () => {
        online = false
        throw new NetworkError(new TypeError('Failed to fetch'))
      }),
    })
    expect(await askAssistant('How much?', 'en', d)).toMatchObject({ kind: 'reply', offline: true })
  })

  it('is an error when the server cannot be reached while the device is online', async () => {
    const d = deps({ post: vi.fn(async () => Promise.reject(new NetworkError(new TypeError('refused')))) })
    expect(await askAssistant('How much?', 'en', d)).toEqual({ kind: 'error' })
    expect(d.answerOffline).not.toHaveBeenCalled()
  })

  it('is an error on a refusal or a malformed answer', async () => {
    const refused = deps({
      post: vi.fn(async () => Promise.reject(new ApiError(500, 'Internal Server Error'))),
    })
    expect(await askAssistant('Hi', 'en', refused)).toEqual({ kind: 'error' })
    const malformed = deps({ post: vi.fn(async () => ({ message: 'Hi' })) })
    expect(await askAssistant('Hi', 'en', malformed)).toEqual({ kind: 'error' })
  })

  it('is an error when the offline answers cannot be loaded', async () => {
    const d = deps({
      isOnline: () => false,
      answerOffline: vi.fn(async () => Promise.reject(new Error('chunk'))),
    })
    expect(await askAssistant('Hi', 'en', d)).toEqual({ kind: 'error' })
  })
})

describe('answerRow', () => {
  it('keeps what the panel shows of a reply, marking offline answers', () => {
    expect(answerRow({ kind: 'reply', reply: serverReply, offline: true }, 'Sorry')).toEqual({
      role: 'assistant',
      text: serverReply.message,
      suggestedActions: serverReply.suggestedActions,
      confidence: 0.8,
      links: serverReply.links,
      offline: true,
      locale: 'en',
    })
  })

  it('keeps the language of the answer and a suggested hand-off to a person', () => {
    const row = answerRow(
      { kind: 'reply', reply: { ...serverReply, locale: 'es', handoff: true }, offline: false },
      '',
    )
    expect(row).toMatchObject({ locale: 'es', handoff: true })
  })

  it('keeps a positive or negative sentiment; neutral is none', () => {
    const row = answerRow(
      { kind: 'reply', reply: { ...serverReply, sentiment: 'negative' }, offline: false },
      '',
    )
    expect(row.sentiment).toBe('negative')
    expect(row).not.toHaveProperty('offline')
  })

  it('drops links that leave the app', () => {
    const links = [
      { label: 'Shop', to: '/shop' },
      { label: 'Elsewhere', to: 'https://example.com' },
      { label: 'Protocol-relative', to: '//example.com' },
      { label: 'Script', to: 'javascript:alert(1)' },
    ]
    const row = answerRow({ kind: 'reply', reply: { ...serverReply, links }, offline: false }, '')
    expect(row.links).toEqual([{ label: 'Shop', to: '/shop' }])
  })

  it('says the error text on a failure', () => {
    expect(answerRow({ kind: 'error' }, 'Sorry, I encountered an error. Please try again later.')).toEqual({
      role: 'assistant',
      text: 'Sorry, I encountered an error. Please try again later.',
    })
  })
})

describe('isInAppPath', () => {
  it('accepts paths of this site only', () => {
    expect(isInAppPath('/orders/42')).toBe(true)
    expect(isInAppPath('/\\example.com')).toBe(false)
    expect(isInAppPath('orders')).toBe(false)
  })
})
