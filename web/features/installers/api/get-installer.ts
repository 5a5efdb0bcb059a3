import { queryOptions, useQuery } from '@tanstack/react-query'
import { RequestIdSchema } from '../../../../domain/marketplace/job.ts'
import { api, call } from '../../../app/api-client.ts'
import { retryUnlessRefused } from './retry.ts'

/** Installer and job ids are UUIDs: anything else is not asked for (the page says "not found" at once). */
export const isMarketplaceId = (id: string) => RequestIdSchema.safeParse(id).success

export const installerQuery = (id: string) =>
  queryOptions({
    queryKey: ['installers', 'one', id],
    queryFn: () => call(api.installers[':id'].$get({ param: { id: encodeURIComponent(id) } })),
    retry: retryUnlessRefused,
    enabled: isMarketplaceId(id),
  })

/** One installer's public profile: business, portfolio of completed jobs and reviews. */
export function useInstaller(id: string) {
  return useQuery(installerQuery(id))
}
