import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { OrderList, OrderView } from '../../../../domain/shop/order.ts'
import type { RefundInput } from '../../../../domain/shop/refunds.ts'
import type { OrderStatus, StatusChange } from '../../../../domain/shop/status.ts'
import { apiRequest } from '../../../app/api-client.ts'
import { CACHE_PRESETS } from '../../../app/query-client.ts'

/*
 * The admin's orders screen reads the API rather than the replicated collection: it needs every
 * order (visitors' too, which do not replicate), filtered and paged by the server, and moving an
 * order along needs the network anyway.
 */

const PAGE_SIZE = 50

export const ordersListQuery = (status: OrderStatus | null) =>
  infiniteQueryOptions({
    queryKey: ['orders', 'list', status ?? 'all'],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) })
      if (status) query.set('status', status)
      if (pageParam) query.set('cursor', pageParam)
      return apiRequest<OrderList>('GET', `/api/orders?${query.toString()}`)
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    ...CACHE_PRESETS.ephemeral,
  })

export const orderQuery = (number: string) =>
  queryOptions({
    queryKey: ['orders', 'one', number],
    queryFn: () => apiRequest<OrderView>('GET', `/api/orders/${encodeURIComponent(number)}`),
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
      apiRequest<OrderView>('PATCH', `/api/orders/${encodeURIComponent(number)}/status`, change),
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
      apiRequest<OrderView>('POST', `/api/orders/${encodeURIComponent(number)}/refunds`, refund),
    onSuccess: (view) => {
      queryClient.setQueryData(orderQuery(number).queryKey, view)
      return queryClient.invalidateQueries({ queryKey: ['orders', 'list'] })
    },
  })
}
