import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, call } from '../api-client.ts'

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => call(api.profile.$get()),
})

export function useProfile() {
  return useQuery(profileQuery)
}
