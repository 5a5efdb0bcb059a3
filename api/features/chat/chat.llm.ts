import type { Locale } from '../../../domain/i18n/locales.ts'
import { LOCALE_NAMES } from '../../../domain/i18n/locales.ts'

/*
 * Optional: an OpenAI-compatible chat-completions endpoint that rephrases the assistant's grounded
 * answer, used only when CHAT_LLM_URL is set (decision 017). It never adds facts: it is handed the
 * answer and told to keep every figure and link. Any failure, a slow answer included, keeps the
 * grounded answer as it was.
 */

export interface ChatLlmConfig {
  /** Base URL, e.g. https://host/v1 (…/chat/completions is appended). */
  url: string
  key?: string
  model: string
}

const TIMEOUT_MS = 4000
const MAX_REPHRASED_CHARS = 2000

export type Rephrase = (question: string, grounded: string, locale: Locale) => Promise<string>

export function chatLlmFrom(env: {
  CHAT_LLM_URL?: string
  CHAT_LLM_KEY?: string
  CHAT_LLM_MODEL?: string
}): ChatLlmConfig | undefined {
  if (!env.CHAT_LLM_URL) return undefined
  return { url: env.CHAT_LLM_URL, key: env.CHAT_LLM_KEY, model: env.CHAT_LLM_MODEL ?? 'gpt-4o-mini' }
}

export function createRephrase(config: ChatLlmConfig, fetchFn: typeof fetch = fetch): Rephrase {
  return async (question, grounded, locale) => {
    try {
      const response = await fetchFn(`${config.url.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(config.key ? { Authorization: `Bearer ${config.key}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          temperature: 0.2,
          messages: [
            {
              role: 'system',
              content: `You are the assistant of Southern Shield, a window-film supplier. Rephrase the ANSWER for the customer's QUESTION in ${LOCALE_NAMES[locale]}, friendly and short. Use only the facts in the ANSWER; keep every number, price, name and order number exactly.`,
            },
            { role: 'user', content: `QUESTION: ${question}\n\nANSWER: ${grounded}` },
          ],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      if (!response.ok) return grounded
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] }
      const text = body.choices?.[0]?.message?.content
      return typeof text === 'string' && text.trim() && text.length <= MAX_REPHRASED_CHARS
        ? text.trim()
        : grounded
    } catch {
      return grounded
    }
  }
}
