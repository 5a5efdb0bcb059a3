import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { UsStateCode } from '../../../../domain/estimate-requests/us-states.ts'
import type { LocalTaxRate, TaxRate } from '../../../../domain/shop/tax.ts'
import { api, call } from '../../../app/api-client.ts'
import { refreshCatalog } from '../../../app/catalog-store.ts'
import { CACHE_PRESETS } from '../../../app/query-client.ts'

/*
 * The admin's sales tax table: a rate per ship-to state and local rates by ZIP area. Every change
 * answers with the whole table, and the shop's catalog (which carries it to every device) is fetched
 * again.
 */

const fetchTaxRates = () => call(api.admin['tax-rates'].$get())

/** A state's rate as GET /api/admin/tax-rates answers it, with its local rates. */
export type TaxRateRow = Awaited<ReturnType<typeof fetchTaxRates>>['rates'][number]

const ratesQueryKey = ['admin', 'tax-rates'] as const

export function useTaxRates() {
  return useQuery({
    queryKey: ratesQueryKey,
    queryFn: fetchTaxRates,
    ...CACHE_PRESETS.ephemeral,
  })
}

export function useTaxRateChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ state, rate }: { state: UsStateCode; rate: Omit<TaxRate, 'local'> | null }) =>
      rate
        ? call(api.admin['tax-rates'][':state'].$put({ param: { state }, json: rate }))
        : call(api.admin['tax-rates'][':state'].$delete({ param: { state } })),
    onSuccess: (data) => {
      queryClient.setQueryData(ratesQueryKey, data)
      // The shop's catalog carries the table: its next refresh brings the new rate to every device.
      void refreshCatalog()
    },
  })
}

export function useLocalRateChange(state: UsStateCode) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ zipArea, rate }: { zipArea: string; rate: LocalTaxRate | null }) =>
      rate
        ? call(
            api.admin['tax-rates'][':state'].local[':zipArea'].$put({
              param: { state, zipArea },
              json: rate,
            }),
          )
        : call(api.admin['tax-rates'][':state'].local[':zipArea'].$delete({ param: { state, zipArea } })),
    onSuccess: (data) => {
      queryClient.setQueryData(ratesQueryKey, data)
      void refreshCatalog()
    },
  })
}
