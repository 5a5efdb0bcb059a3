import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { RefundInput } from '../../../../domain/shop/refunds.ts'
import type { OrderStatus, StatusChange } from '../../../../domain/shop/status.ts'
import { api, call } from '../../../app/api-client.ts'
import { CACHE_PRESETS } from '../../../app/query-client.ts'

/*
 * The admin's orders screen reads the API rather than the replicated collection: it needs every
 * order (visitors' too, which do not replicate), filtered and paged by the server, and moving an
 * order along needs the network anyway.
 */

const PAGE_SIZE = 50

const ordersListQuery = (status: OrderStatus | null) =>
  infiniteQueryOptions({
    queryKey: ['orders', 'list', status ?? 'all'],
    queryFn: ({ pageParam }) => {
      return call(
        api.orders.$get({
          query: {
            limit: String(PAGE_SIZE),
            ...(status ? { status } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      )
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    ...CACHE_PRESETS.ephemeral,
  })

const orderQuery = (number: string) =>
  queryOptions({
    queryKey: ['orders', 'one', number],
    queryFn: () => call(api.orders[':number'].$get({ param: { number: encodeURIComponent(number) } })),
    ...CACHE_PRESETS.ephemeral,
  })

export function useOrdersList(status: OrderStatus | null) {
  return useInfiniteQuery(ordersListQuery(status))
}

export function useOrder(number: string) {
  return useQuery(orderQuery(number))
}

/** An admin moves an order along (PATCH /api/orders/:number/status). */
export function useChangeOrderStatus(number: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: StatusChange) =>
      call(
        api.orders[':number'].status.$patch({ param: { number: encodeURIComponent(number) }, json: change }),
      ),
    onSuccess: (view) => {
      queryClient.setQueryData(orderQuery(number).queryKey, view)
      return queryClient.invalidateQueries({ queryKey: ['orders', 'list'] })
    },
  })
}

export function useRefundOrder(number: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (refund: RefundInput) =>
      call(
        api.orders[':number'].refunds.$post({ param: { number: encodeURIComponent(number) }, json: refund }),
      ),
    onSuccess: (view) => {
      queryClient.setQueryData(orderQuery(number).queryKey, view)
      return queryClient.invalidateQueries({ queryKey: ['orders', 'list'] })
    },
  })
}
