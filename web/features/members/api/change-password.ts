import { useMutation } from '@tanstack/react-query'
import type { ChangePasswordInput } from '../../../../domain/auth/schemas.ts'
import { api, call } from '../../../app/api-client.ts'

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => call(api['change-password'].$post({ json: input })),
  })
}
