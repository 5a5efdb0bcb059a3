import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, call } from '../../../app/api-client.ts'
import { CACHE_PRESETS } from '../../../app/query-client.ts'

/** The stock that unpaid orders hold, for the admin (it changes with every order: never kept long). */
export const stockHoldsQuery = queryOptions({
  queryKey: ['orders', 'stock-holds'],
  queryFn: () => call(api['stock-holds'].$get()),
  ...CACHE_PRESETS.ephemeral,
})

export const useStockHolds = () => useQuery(stockHoldsQuery)
