import type { Locale } from '../../../../domain/i18n/locales.ts'
import { ChatReplySchema, type ChatReply, type ChatRequest } from '../../../../domain/chat/schema.ts'
import { api, call, NetworkError } from '../../../app/api-client.ts'
import { readPricingSheet } from '../../../app/pricing-sheet-store.ts'
import type { NewChatMessage } from '../chat-history.ts'

/*
 * One question to the assistant. Online it goes to POST /api/chat; with the network cut (the browser
 * says offline, before or during the request) the knowledge base and price ranges answer in the
 * browser: domain/chat, downloaded only then. Any other failure (an error status, a malformed answer,
 * a server that cannot be reached while the device is online) is the assistant's "Sorry, I encountered an
 * error" — said by the panel, which translates it.
 */

export type Answer = { kind: 'reply'; reply: ChatReply; offline: boolean } | { kind: 'error' }

export interface AskDependencies {
  isOnline: () => boolean
  post: (body: ChatRequest) => Promise<unknown>
  answerOffline: (message: string, locale: Locale) => Promise<ChatReply>
}

const browser: AskDependencies = {
  isOnline: () => navigator.onLine,
  post: (body) => call(api.chat.$post({ json: body })),
  answerOffline: async (message, locale) => {
    // With the prices an admin set, as the estimator on this device has them, and the shop's
    // catalog as last downloaded (products, roll prices, stock).
    const [engine, pricingSheet, catalog] = await Promise.all([
      import('../../../../domain/chat/index.ts'),
      readPricingSheet().catch(() => undefined),
      import('../../../app/catalog-store.ts').then(({ readCatalog }) => readCatalog()).catch(() => []),
    ])
    return engine.answerOffline(message, locale, {
      pricingSheet,
      catalog: catalog.length > 0 ? engine.catalogItemsOf(catalog) : undefined,
    })
  },
}

export async function askAssistant(
  message: string,
  locale: Locale,
  deps: AskDependencies = browser,
): Promise<Answer> {
  const offline = async (): Promise<Answer> => {
    try {
      return { kind: 'reply', reply: await deps.answerOffline(message, locale), offline: true }
    } catch {
      return { kind: 'error' } // the engine's chunk was never cached: nothing can answer
    }
  }
  if (!deps.isOnline()) return offline()
  try {
    const parsed = ChatReplySchema.safeParse(await deps.post({ message, locale }))
    return parsed.success ? { kind: 'reply', reply: parsed.data, offline: false } : { kind: 'error' }
  } catch (error) {
    // The network went while the request was out: the browser knows it by now.
    if (error instanceof NetworkError && !deps.isOnline()) return offline()
    return { kind: 'error' }
  }
}

/** Only paths inside the app become links: an answer never sends anyone to another site. */
export const isInAppPath = (to: string) => to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\')

/** The row kept on the device for an answer; `errorText` is that apology, translated. */
export function answerRow(answer: Answer, errorText: string): NewChatMessage {
  if (answer.kind === 'error') return { role: 'assistant', text: errorText }
  const { reply, offline } = answer
  return {
    role: 'assistant',
    text: reply.message,
    suggestedActions: reply.suggestedActions,
    ...(reply.sentiment === 'neutral' ? {} : { sentiment: reply.sentiment }),
    confidence: reply.confidence,
    links: reply.links.filter((link) => isInAppPath(link.to)),
    ...(offline ? { offline: true } : {}),
    locale: reply.locale,
    ...(reply.handoff ? { handoff: true } : {}),
  }
}
