import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EstimateRequestView, RequestStatus } from '../../../../domain/estimate-requests/request.ts'
import { apiRequest } from '../../../app/api-client.ts'

export function useChangeRequestStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RequestStatus }) =>
      apiRequest<EstimateRequestView>('PATCH', `/api/estimate-requests/${encodeURIComponent(id)}`, {
        status,
      }),
    // Every filtered list may hold the request, or should now: read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['estimate-requests'] }),
  })
}
