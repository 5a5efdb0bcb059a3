import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RequestStatus } from '../../../../domain/estimate-requests/request.ts'
import { api, call } from '../../../app/api-client.ts'

export function useChangeRequestStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RequestStatus }) =>
      call(
        api['estimate-requests'][':id'].$patch({ param: { id: encodeURIComponent(id) }, json: { status } }),
      ),
    // Every filtered list may hold the request, or should now: read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['estimate-requests'] }),
  })
}
