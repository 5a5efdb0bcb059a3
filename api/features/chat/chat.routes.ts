import { Hono } from 'hono'
import { CHAT_CODES } from '../../../domain/chat/errors.ts'
import { ChatRequestSchema } from '../../../domain/chat/schema.ts'
import type { AppEnv } from '../../context.ts'
import { validate } from '../../http/validate.ts'
import { allowPublic } from '../../middlewares/access.ts'
import { limitByIp, RateLimiter, type RateLimitRule } from '../auth/rate-limit.ts'
import { chatLlmFrom, createRephrase, type Rephrase } from './chat.llm.ts'
import { replyToChat } from './chat.service.ts'

/** A person types a question every few seconds at most; a script asking faster is turned away. */
export const CHAT_RATE_RULE: RateLimitRule = { limit: 20, windowMs: 60 * 1000 }

/**
 * POST /api/chat: the assistant's answer to one question, for anyone. Rate-limited per
 * client address; the asker's own orders only (domain/chat/assistant.ts, chat.service.ts).
 */
export function createChatRoutes(clock: () => Date, fetchFn?: typeof fetch) {
  const limiter = new RateLimiter(CHAT_RATE_RULE, clock)
  let rephrase: Rephrase | undefined
  let configured = false
  return new Hono<AppEnv>().post(
    '/',
    allowPublic(),
    limitByIp(limiter, 'consume'),
    validate('json', ChatRequestSchema, CHAT_CODES),
    async (c) => {
      if (!configured) {
        const config = chatLlmFrom(c.var.deps.env)
        rephrase = config && createRephrase(config, fetchFn)
        configured = true
      }
      return c.json(await replyToChat(c.var.deps, c.var.user, c.req.valid('json'), rephrase))
    },
  )
}
