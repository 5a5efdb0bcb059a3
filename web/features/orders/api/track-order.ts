import { skipToken, useQuery } from '@tanstack/react-query'
import type { TrackOrderInput } from '../../../../domain/shop/order-number.ts'
import { api, call } from '../../../app/api-client.ts'

/**
 * POST /api/track-order for `input` (null: nothing asked yet): the timeline of an order, for whoever
 * has its number and email. Never retried by itself: the server counts failed lookups (rate limit).
 */
export function useTrackedOrder(input: TrackOrderInput | null) {
  return useQuery({
    queryKey: ['track-order', input],
    queryFn: input ? () => call(api['track-order'].$post({ json: input })) : skipToken,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}
