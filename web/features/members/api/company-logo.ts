import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiRequest, call } from '../../../app/api-client.ts'
import { profileQuery } from '../../../app/session/get-profile.ts'

/** Uploads (a File) or removes (null) the company logo. */
export function useCompanyLogo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File | null): Promise<{ logoUrl: string | null }> => {
      if (!file) return call(api.profile.logo.$delete())
      const body = new FormData()
      body.append('logo', file)
      // The route reads its multipart body by hand (a malformed one simply has no logo), so the typed
      // client knows no input for it.
      return apiRequest('POST', '/api/profile/logo', body)
    },
    onSuccess: ({ logoUrl }) =>
      queryClient.setQueryData(profileQuery.queryKey, (profile) =>
        profile ? { ...profile, logoUrl } : profile,
      ),
  })
}
