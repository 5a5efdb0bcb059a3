import type { ForgotPasswordInput, ResetPasswordInput } from '../../../../domain/auth/schemas.ts'
import { api, call } from '../../../app/api-client.ts'

/** Mails a reset link when an account has that address; the answer is the same when none has. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  call(api['forgot-password'].$post({ json: input }))

/** Sets the new password with the link's token; the token works once. */
export const resetPassword = (input: ResetPasswordInput) => call(api['reset-password'].$post({ json: input }))
