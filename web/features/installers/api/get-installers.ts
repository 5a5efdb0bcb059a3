import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, call } from '../../../app/api-client.ts'
import { retryUnlessRefused } from './retry.ts'

export const installersQuery = queryOptions({
  queryKey: ['installers', 'list'],
  queryFn: () => call(api.installers.$get()),
  select: (data) => data.installers,
  retry: retryUnlessRefused,
})

/** Every installer, for the public showcase. */
export function useInstallers() {
  return useQuery(installersQuery)
}
