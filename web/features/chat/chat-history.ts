import { useLiveQuery } from 'dexie-react-hooks'
import { deviceDb, failedRead, ownerOf, type ChatMessage, type DeviceDatabase } from '../../app/device-db.ts'

/* The assistant's conversation of each person on this device. */

/** Messages kept per owner; older ones are dropped as new ones arrive. */
export const CHAT_HISTORY_LIMIT = 200

export type NewChatMessage = Omit<ChatMessage, 'id' | 'owner' | 'at'> & { at?: number }

/** Appends to the user's conversation, keeping the last CHAT_HISTORY_LIMIT messages. */
export async function appendChatMessage(
  userId: string | null,
  message: NewChatMessage,
  db: DeviceDatabase = deviceDb(),
): Promise<ChatMessage> {
  const owner = ownerOf(userId)
  return db.transaction('rw', db.chatHistory, async () => {
    const row = { ...message, owner, at: message.at ?? Date.now() }
    const id = await db.chatHistory.add(row)
    const count = await db.chatHistory.where('owner').equals(owner).count()
    if (count > CHAT_HISTORY_LIMIT) {
      const oldest = await db.chatHistory
        .where('owner')
        .equals(owner)
        .limit(count - CHAT_HISTORY_LIMIT)
        .primaryKeys()
      await db.chatHistory.bulkDelete(oldest)
    }
    return { ...row, id }
  })
}

/** The user's conversation, oldest first. */
export function listChat(userId: string | null, db: DeviceDatabase = deviceDb()): Promise<ChatMessage[]> {
  return db.chatHistory.where('owner').equals(ownerOf(userId)).toArray()
}

export async function clearChat(userId: string | null, db: DeviceDatabase = deviceDb()): Promise<void> {
  await db.chatHistory.where('owner').equals(ownerOf(userId)).delete()
}

/** The conversation, oldest first; undefined while reading, empty if the device cannot store it. */
export function useChatHistory(
  userId: string | null,
  db: DeviceDatabase = deviceDb(),
): ChatMessage[] | undefined {
  return useLiveQuery(
    () => listChat(userId, db).catch(failedRead<ChatMessage[]>('The chat history', [])),
    [db, userId],
  )
}
