import { queryOptions, useQuery } from '@tanstack/react-query'
import type { StockHold } from '../../../../domain/shop/order.ts'
import { apiRequest } from '../../../app/api-client.ts'
import { CACHE_PRESETS } from '../../../app/query-client.ts'

/** The stock that unpaid orders hold, for the admin (it changes with every order: never kept long). */
export const stockHoldsQuery = queryOptions({
  queryKey: ['orders', 'stock-holds'],
  queryFn: () => apiRequest<{ holds: StockHold[] }>('GET', '/api/stock-holds'),
  ...CACHE_PRESETS.ephemeral,
})

export const useStockHolds = () => useQuery(stockHoldsQuery)
