import { useMutation } from '@tanstack/react-query'
import type { ChangePasswordInput } from '../../../../domain/auth/schemas.ts'
import { apiRequest } from '../../../app/api-client.ts'

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest('POST', '/api/change-password', input),
  })
}
