import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InstallerSummary } from '../../../../domain/marketplace/installer.ts'
import { apiRequest } from '../../../app/api-client.ts'
import { retryUnlessRefused } from './retry.ts'

export const installersQuery = queryOptions({
  queryKey: ['installers', 'list'],
  queryFn: () => apiRequest<{ installers: InstallerSummary[] }>('GET', '/api/installers'),
  select: (data) => data.installers,
  retry: retryUnlessRefused,
})

/** Every installer, for the public showcase. */
export function useInstallers() {
  return useQuery(installersQuery)
}
