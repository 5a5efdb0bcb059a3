import type { ForgotPasswordInput, ResetPasswordInput } from '../../../../domain/auth/schemas.ts'
import { apiRequest } from '../../../app/api-client.ts'

/** Mails a reset link when an account has that address; the answer is the same when none has. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiRequest<void>('POST', '/api/forgot-password', input)

/** Sets the new password with the link's token; the token works once. */
export const resetPassword = (input: ResetPasswordInput) =>
  apiRequest<void>('POST', '/api/reset-password', input)
