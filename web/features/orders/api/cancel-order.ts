import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, call } from '../../../app/api-client.ts'

/**
 * Cancels an order (its owner while it is placed or paid; an admin until it ships). Needs the network:
 * the replicated document follows through sync once the server has cancelled it.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (number: string) =>
      call(api.orders[':number'].cancel.$post({ param: { number: encodeURIComponent(number) } })),
    onSuccess: (view) => {
      queryClient.setQueryData(['orders', 'one', view.orderNumber], view)
      return queryClient.invalidateQueries({ queryKey: ['orders', 'list'] })
    },
  })
}
