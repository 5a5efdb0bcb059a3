import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, call } from '../../../app/api-client.ts'
import { CACHE_PRESETS } from '../../../app/query-client.ts'

/** One request as the team opens it: contact, note and the conversation with the assistant. */
const supportRequestQuery = (id: string) =>
  queryOptions({
    queryKey: ['support-requests', 'one', id],
    queryFn: () => call(api['support-requests'][':id'].$get({ param: { id: encodeURIComponent(id) } })),
    ...CACHE_PRESETS.ephemeral,
  })

export function useSupportRequest(id: string) {
  return useQuery(supportRequestQuery(id))
}
