import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProfileInput, ProfileView } from '../../../../domain/auth/schemas.ts'
import { apiRequest } from '../../../app/api-client.ts'
import { profileQuery } from '../../../app/session/get-profile.ts'

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ProfileInput) => apiRequest<ProfileView>('PUT', '/api/profile', input),
    onSuccess: (profile) => queryClient.setQueryData(profileQuery.queryKey, profile),
  })
}
