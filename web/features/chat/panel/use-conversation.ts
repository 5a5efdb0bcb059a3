import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useRef, useState } from 'react'
import type { Locale } from '../../../../domain/i18n/locales.ts'
import { appendChatMessage, clearChat, useChatHistory } from '../chat-history.ts'
import { type ChatMessage } from '../../../app/device-db.ts'
import { answerRow, askAssistant } from './ask.ts'

const CHAT_FAILED = msg`Sorry, I encountered an error. Please try again later.`

export interface Conversation {
  /** Oldest first; undefined while the device reads it. */
  messages: ChatMessage[] | undefined
  /** A reply is awaited ("Thinking..."): nothing else is sent meanwhile. */
  pending: boolean
  /** The last answer received while the panel was in use, for screen readers. */
  lastReply: ChatMessage | null
  /** Sends a question; false (and nothing sent) if it is blank or a reply is awaited. */
  send: (text: string) => boolean
  clear: () => Promise<void>
}

/** The user's conversation with the assistant, kept on this device (docs/state.md, chatHistory). */
export function useConversation(userId: string | null): Conversation {
  const { i18n } = useLingui()
  const messages = useChatHistory(userId)
  const [pending, setPending] = useState(false)
  const [lastReply, setLastReply] = useState<ChatMessage | null>(null)
  // A ref, not the state: two quick Enter presses must not send twice before React re-renders.
  const busy = useRef(false)

  const send = useCallback(
    (text: string) => {
      const message = text.trim()
      if (message === '' || busy.current) return false
      busy.current = true
      setPending(true)
      void (async () => {
        try {
          await appendChatMessage(userId, { role: 'user', text: message })
          const answer = await askAssistant(message, i18n.locale as Locale)
          setLastReply(await appendChatMessage(userId, answerRow(answer, i18n._(CHAT_FAILED))))
        } catch (error) {
          console.error('The chat could not be stored on this device', error)
        } finally {
          busy.current = false
          setPending(false)
        }
      })()
      return true
    },
    [userId, i18n],
  )

  const clear = useCallback(async () => {
    setLastReply(null)
    await clearChat(userId)
  }, [userId])

  return { messages, pending, lastReply, send, clear }
}
