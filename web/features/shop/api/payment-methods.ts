import { useQuery } from '@tanstack/react-query'
import type { PaymentMethod } from '../../../../domain/shop/order.ts'
import { api, call } from '../../../app/api-client.ts'

/** How this server takes payment; by invoice until it has answered (every server takes invoices). */
export function usePaymentMethods(): PaymentMethod[] {
  const methods = useQuery({
    queryKey: ['payment-methods'],
    queryFn: () => call(api.payments.methods.$get()),
    staleTime: 5 * 60_000,
    retry: false,
  })
  return methods.data?.methods ?? ['invoice']
}
