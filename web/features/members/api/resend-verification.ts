import { useMutation } from '@tanstack/react-query'
import { api, call } from '../../../app/api-client.ts'

export function useResendVerification() {
  return useMutation({ mutationFn: () => call(api['verify-email'].resend.$post()) })
}
