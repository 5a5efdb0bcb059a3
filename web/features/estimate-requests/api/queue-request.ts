import { z } from 'zod'
import { RequestDraftSchema } from '../request-draft.ts'
import type {
  EstimateRequestInput,
  EstimateRequestReceipt,
} from '../../../../domain/estimate-requests/request.ts'
import type { JsonValue, OutboxRow } from '../../../app/device-db.ts'
import { enqueue } from '../../../app/outbox.ts'
import { api, call } from '../../../app/api-client.ts'

/*
 * A visitor's estimate request goes through the device's outbox (web/app/outbox.ts) whether or not
 * there is a network: it is stored here first, then sent, and retried until the server has it. The
 * id the form made is the outbox row's id and the server's idempotency key.
 */

export const ESTIMATE_REQUEST_KIND = 'estimate-request'

/** What the confirmation page shows of a request: everything but the photos' bytes. */
export const RequestSummarySchema = RequestDraftSchema.extend({
  windowCount: z.number(),
  photoCount: z.number(),
})
export type RequestSummary = z.infer<typeof RequestSummarySchema>

export function queueEstimateRequest(input: EstimateRequestInput): Promise<OutboxRow> {
  const { id: _, photos, ...fields } = input
  const summary: RequestSummary = { ...fields, photoCount: photos.length }
  return enqueue({
    id: input.id,
    kind: ESTIMATE_REQUEST_KIND,
    method: 'POST',
    url: '/api/estimate-requests',
    body: input as unknown as JsonValue,
    summary,
  })
}

export const receiptOf = (row: OutboxRow): EstimateRequestReceipt | null => {
  const parsed = z
    .object({ id: z.string(), receivedAt: z.string(), photoCount: z.number() })
    .safeParse(row.response)
  return parsed.success ? parsed.data : null
}

/** Sends a request straight away, for a browser that can keep nothing (no outbox, no retry). */
export const sendEstimateRequest = (input: EstimateRequestInput) =>
  call(api['estimate-requests'].$post({ json: input }))
