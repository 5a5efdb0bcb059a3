import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { SupportStatus } from '../../../../domain/support/request.ts'
import { api, call } from '../../../app/api-client.ts'
import { CACHE_PRESETS } from '../../../app/query-client.ts'

const PAGE_SIZE = 50

/** The team's list of "Talk to a person" requests, newest first, optionally of one status. */
const supportRequestsQuery = (status: SupportStatus | null) =>
  infiniteQueryOptions({
    queryKey: ['support-requests', 'list', status ?? 'all'],
    queryFn: ({ pageParam }) =>
      call(
        api['support-requests'].$get({
          query: {
            limit: String(PAGE_SIZE),
            ...(status ? { status } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    ...CACHE_PRESETS.ephemeral,
    // New requests arrive while the team works: look again now and then.
    refetchInterval: 60_000,
  })

export function useSupportRequests(status: SupportStatus | null) {
  return useInfiniteQuery(supportRequestsQuery(status))
}
