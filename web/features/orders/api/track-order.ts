import { useQuery } from '@tanstack/react-query'
import type { TrackOrderInput } from '../../../../domain/shop/order-number.ts'
import type { TrackedOrder } from '../../../../domain/shop/order.ts'
import { apiRequest } from '../../../app/api-client.ts'

/**
 * POST /api/track-order for `input` (null: nothing asked yet): the timeline of an order, for whoever
 * has its number and email. Never retried by itself: the server counts failed lookups (rate limit).
 */
export function useTrackedOrder(input: TrackOrderInput | null) {
  return useQuery({
    queryKey: ['track-order', input],
    queryFn: () => apiRequest<TrackedOrder>('POST', '/api/track-order', input),
    enabled: input !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}
