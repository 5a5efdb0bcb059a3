import { useQuery } from '@tanstack/react-query'
import type { PlacedOrder } from '../../../../domain/shop/order.ts'
import type { OrderStatus } from '../../../../domain/shop/status.ts'
import { api, call } from '../../../app/api-client.ts'
import { rememberedCardOrder } from './place-order.ts'

/**
 * A card order Stripe sent the customer back with: the whole order from the account when signed
 * in, else its status by the number and email this tab remembered. Polled until it is paid: Stripe
 * tells the server a moment after the customer comes back.
 */
export function useCardOrderStatus(orderNumber: string, userId: string | null) {
  return useQuery({
    queryKey: ['order-success', orderNumber, userId],
    queryFn: async (): Promise<{ order: PlacedOrder | null; status: OrderStatus }> => {
      if (userId) {
        const view = await call(
          api.orders[':number'].$get({ param: { number: encodeURIComponent(orderNumber) } }),
        )
        return { order: view, status: view.status }
      }
      const remembered = rememberedCardOrder(orderNumber)
      if (!remembered) throw new Error('unknown order')
      const tracked = await call(api['track-order'].$post({ json: remembered }))
      return { order: null, status: tracked.status }
    },
    refetchInterval: (query) => (query.state.data?.status === 'placed' ? 3000 : false),
  })
}
