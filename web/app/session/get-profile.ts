import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProfileView } from '../../../domain/auth/schemas.ts'
import { apiRequest } from '../api-client.ts'

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => apiRequest<ProfileView>('GET', '/api/profile'),
})

export function useProfile() {
  return useQuery(profileQuery)
}
