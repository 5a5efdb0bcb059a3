import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SupportStatus } from '../../../../domain/support/request.ts'
import { api, call } from '../../../app/api-client.ts'

export function useChangeSupportStatus(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (status: SupportStatus) =>
      call(
        api['support-requests'][':id'].$patch({ param: { id: encodeURIComponent(id) }, json: { status } }),
      ),
    onSuccess: (view) => queryClient.setQueryData(['support-requests', 'one', id], view),
    // Every filtered list may hold the request, or should now: read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['support-requests', 'list'] }),
  })
}
