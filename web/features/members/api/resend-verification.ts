import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../app/api-client.ts'

export function useResendVerification() {
  return useMutation({ mutationFn: () => apiRequest('POST', '/api/verify-email/resend') })
}
