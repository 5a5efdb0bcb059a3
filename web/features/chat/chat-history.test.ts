// @vitest-environment happy-dom
import { renderHook, waitFor, act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testDeviceDatabases } from '../../test/device-db.ts'
import { appendChatMessage, CHAT_HISTORY_LIMIT, clearChat, listChat, useChatHistory } from './chat-history.ts'

const openDb = testDeviceDatabases()
const ALICE = 'a1b2c3d4-0000-4000-8000-000000000001'
const BOB = 'a1b2c3d4-0000-4000-8000-000000000002'

describe('chat history', () => {
  it('lists a conversation in the order it was written, per owner', async () => {
    const db = openDb()
    await appendChatMessage(ALICE, { role: 'user', text: 'one', at: 100 }, db)
    await appendChatMessage(BOB, { role: 'user', text: 'elsewhere', at: 100 }, db)
    // Same timestamp: the order of appending decides, not the clock.
    await appendChatMessage(
      ALICE,
      { role: 'assistant', text: 'two', at: 100, suggestedActions: ['More'] },
      db,
    )
    await appendChatMessage(ALICE, { role: 'user', text: 'three', at: 50 }, db)

    const alice = await listChat(ALICE, db)
    expect(alice.map((message) => [message.role, message.text])).toEqual([
      ['user', 'one'],
      ['assistant', 'two'],
      ['user', 'three'],
    ])
    expect(alice[1]).toMatchObject({ owner: ALICE, suggestedActions: ['More'] })
    expect((await listChat(BOB, db)).map((message) => message.text)).toEqual(['elsewhere'])

    await clearChat(ALICE, db)
    expect(await listChat(ALICE, db)).toEqual([])
    expect(await listChat(BOB, db)).toHaveLength(1)
  })

  it(`keeps the last ${CHAT_HISTORY_LIMIT} messages`, async () => {
    const db = openDb()
    await db.chatHistory.bulkAdd(
      Array.from({ length: CHAT_HISTORY_LIMIT }, (_, i) => ({
        owner: ALICE,
        role: 'user' as const,
        text: `m${i}`,
        at: i,
      })),
    )
    await appendChatMessage(ALICE, { role: 'assistant', text: 'newest' }, db)
    const messages = await listChat(ALICE, db)
    expect(messages).toHaveLength(CHAT_HISTORY_LIMIT)
    expect(messages[0]?.text).toBe('m1')
    expect(messages.at(-1)?.text).toBe('newest')
  })

  it('useChatHistory follows the conversation', async () => {
    const db = openDb()
    const { result } = renderHook(() => useChatHistory(null, db))
    await waitFor(() => expect(result.current).toEqual([]))
    await act(async () => {
      await appendChatMessage(null, { role: 'user', text: 'hi' }, db)
      await appendChatMessage(null, { role: 'assistant', text: 'hello' }, db)
    })
    await waitFor(() => expect(result.current?.map((message) => message.text)).toEqual(['hi', 'hello']))
  })
})
