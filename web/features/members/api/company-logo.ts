import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../app/api-client.ts'
import { profileQuery } from '../../../app/session/get-profile.ts'

/** Uploads (a File) or removes (null) the company logo. */
export function useCompanyLogo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File | null): Promise<{ logoUrl: string | null }> => {
      if (!file) return apiRequest('DELETE', '/api/profile/logo')
      const body = new FormData()
      body.append('logo', file)
      return apiRequest('POST', '/api/profile/logo', body)
    },
    onSuccess: ({ logoUrl }) =>
      queryClient.setQueryData(profileQuery.queryKey, (profile) =>
        profile ? { ...profile, logoUrl } : profile,
      ),
  })
}
