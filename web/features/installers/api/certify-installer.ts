import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, call } from '../../../app/api-client.ts'
import { installerQuery } from './get-installer.ts'
import { installersQuery } from './get-installers.ts'

/** An admin grants or takes back the supplier-certified badge (PUT /api/admin/installers/:id/certification). */
export function useCertifyInstaller(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (certified: boolean) =>
      call(
        api.admin.installers[':id'].certification.$put({
          param: { id: encodeURIComponent(id) },
          json: { certified },
        }),
      ),
    onSuccess: (profile) => {
      queryClient.setQueryData(installerQuery(id).queryKey, profile)
      queryClient.setQueryData(installersQuery.queryKey, (list) =>
        list
          ? {
              installers: list.installers.map((installer) =>
                installer.id === id ? { ...installer, certified: profile.certified } : installer,
              ),
            }
          : list,
      )
      // The showcase's order and the portfolio pages' installer cards come from the server next time.
      void queryClient.invalidateQueries({ queryKey: installersQuery.queryKey })
      void queryClient.invalidateQueries({ queryKey: ['portfolio'] })
    },
  })
}
