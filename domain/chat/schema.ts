import { z } from 'zod'
import { LOCALES } from '../i18n/locales.ts'
import type { ChatErrorCode } from './errors.ts'

/** The longest question the assistant reads. */
export const CHAT_MESSAGE_MAX = 500

const code = (value: ChatErrorCode) => ({ message: value })

export const ChatRequestSchema = z.object(
  {
    message: z
      .string(code('messageRequired'))
      .trim()
      .min(1, code('messageRequired'))
      .max(CHAT_MESSAGE_MAX, code('messageTooLong')),
    locale: z.enum(LOCALES, code('chatInvalid')).optional(),
  },
  code('chatInvalid'),
)
export type ChatRequest = z.infer<typeof ChatRequestSchema>

/** The customer's mood as their message shows it (./sentiment.ts), never the answer's topic. */
const SENTIMENTS = ['positive', 'negative', 'neutral'] as const
export type Sentiment = (typeof SENTIMENTS)[number]

const ChatLinkSchema = z.object({ label: z.string(), to: z.string() })
export type ChatLink = z.infer<typeof ChatLinkSchema>

export const ChatReplySchema = z.object({
  message: z.string(),
  suggestedActions: z.array(z.string()),
  sentiment: z.enum(SENTIMENTS),
  confidence: z.number().min(0).max(1),
  links: z.array(ChatLinkSchema),
  /** The language of the answer: the question's own, whatever the page's. */
  locale: z.enum(LOCALES),
  /** The customer asked for a person or is upset: the panel offers "Talk to a person". */
  handoff: z.boolean(),
})
export type ChatReply = z.infer<typeof ChatReplySchema>
