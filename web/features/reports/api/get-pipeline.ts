import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { HubId } from '../../../../domain/hubs/hubs.ts'
import { api, call } from '../../../app/api-client.ts'
import { CACHE_PRESETS } from '../../../app/query-client.ts'
import type { Period } from '../period.ts'

/** The sales pipeline of a period and hub: the /reports section and the team lead's dashboard card. */
export const pipelineQuery = (period: Period, hub: HubId | null) =>
  queryOptions({
    queryKey: ['reports', 'pipeline', period.from, period.to, hub],
    queryFn: () => call(api.reports.pipeline.$get({ query: { ...period, ...(hub ? { hub } : {}) } })),
    placeholderData: keepPreviousData,
    ...CACHE_PRESETS.ephemeral,
  })

export const usePipeline = (period: Period, hub: HubId | null) => useQuery(pipelineQuery(period, hub))
