import {
  SUPPORT_LIMITS,
  type SupportRequestInput,
  type TranscriptMessage,
} from '../../../../domain/support/request.ts'
import type { Locale } from '../../../../domain/i18n/locales.ts'
import { api, call } from '../../../app/api-client.ts'
import type { ChatMessage, JsonValue, OutboxRow } from '../../../app/device-db.ts'
import { enqueue, sendQueuedRequest } from '../../../app/outbox.ts'

/*
 * "Talk to a person" goes through the device's outbox (web/app/outbox.ts) like an estimate request:
 * stored here first, then sent, and retried until the server has it, so that a customer without
 * signal has asked all the same. The id the form made is the outbox row's id and the server's key.
 * It acts for no account (no `owner`): signing out does not take a customer's question back.
 */

const SUPPORT_REQUEST_KIND = 'support-request'

/** The conversation as the panel shows it, bounded as the server takes it: the latest messages. */
export function transcriptOf(messages: readonly ChatMessage[]): TranscriptMessage[] {
  return messages.slice(-SUPPORT_LIMITS.transcriptMessages).map(({ role, text, at }) => ({
    role,
    text:
      text.length > SUPPORT_LIMITS.transcriptText
        ? `${text.slice(0, SUPPORT_LIMITS.transcriptText - 1)}…`
        : text,
    at: Math.max(0, Math.round(at)),
  }))
}

/**
 * The language the customer writes in, which the team answers in: the assistant's latest reply is
 * in it (whatever the page's language was); `page` before the assistant has answered.
 */
export function customerLanguage(messages: readonly ChatMessage[], page: Locale): Locale {
  return messages.findLast((message) => message.role === 'assistant' && message.locale)?.locale ?? page
}

/**
 * Queues the request and sends it now; resolves with its outbox row once the server answered or the
 * network failed (then it waits in the outbox). A browser that can keep nothing sends it directly,
 * without the offline safety net: then `undefined`, or the server's refusal thrown.
 */
export async function sendSupportRequest(input: SupportRequestInput): Promise<OutboxRow | undefined> {
  try {
    await enqueue({
      id: input.id,
      kind: SUPPORT_REQUEST_KIND,
      method: 'POST',
      url: '/api/support-requests',
      body: input as unknown as JsonValue,
      summary: { name: input.name },
    })
  } catch (error) {
    console.error('The support request could not be stored on this device', error)
    await call(api['support-requests'].$post({ json: input }))
    return undefined
  }
  return sendQueuedRequest(input.id)
}
