import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProfileInput } from '../../../../domain/auth/schemas.ts'
import { api, call } from '../../../app/api-client.ts'
import { profileQuery } from '../../../app/session/get-profile.ts'

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ProfileInput) => call(api.profile.$put({ json: input })),
    onSuccess: (profile) => queryClient.setQueryData(profileQuery.queryKey, profile),
  })
}
