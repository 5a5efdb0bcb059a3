import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { RequestStatus } from '../../../../domain/estimate-requests/request.ts'
import { api, call } from '../../../app/api-client.ts'

const REQUESTS_PAGE_SIZE = 25

/** The team's list of estimate requests, newest first, optionally of one status; pages as the reader asks. */
const estimateRequestsQuery = (status: RequestStatus | null) =>
  infiniteQueryOptions({
    queryKey: ['estimate-requests', status ?? 'all'],
    queryFn: ({ pageParam }) =>
      call(
        api['estimate-requests'].$get({
          query: {
            limit: String(REQUESTS_PAGE_SIZE),
            status: status ?? undefined,
            cursor: pageParam ?? undefined,
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // New requests arrive while the team works: look again now and then.
    refetchInterval: 60_000,
  })

export function useEstimateRequests(status: RequestStatus | null) {
  return useInfiniteQuery(estimateRequestsQuery(status))
}
