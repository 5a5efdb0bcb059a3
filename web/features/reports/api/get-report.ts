import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { HubId } from '../../../../domain/hubs/hubs.ts'
import { api, call } from '../../../app/api-client.ts'
import { CACHE_PRESETS } from '../../../app/query-client.ts'
import type { Period } from '../period.ts'

const reportQuery = (period: Period, hub: HubId | null) =>
  queryOptions({
    queryKey: ['reports', period.from, period.to, hub],
    queryFn: () => call(api.reports.$get({ query: { ...period, ...(hub ? { hub } : {}) } })),
    // The last period's tables stay on screen while the next one loads.
    placeholderData: keepPreviousData,
    ...CACHE_PRESETS.ephemeral,
  })

export const useReport = (period: Period, hub: HubId | null) => useQuery(reportQuery(period, hub))
