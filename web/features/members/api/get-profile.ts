import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../app/api-client.ts'

export interface Profile {
  email: string
  companyName: string
  address: string
  phone: string
  website: string
  taxNumber: string
  logoUrl: string | null
}

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => apiRequest<Profile>('GET', '/api/profile'),
})

export function useProfile() {
  return useQuery(profileQuery)
}
