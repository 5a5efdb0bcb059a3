import { apiRequest } from '../../../app/api-client.ts'

/** Confirms the address the mailed link was sent to. */
export const verifyEmail = (token: string) => apiRequest<void>('POST', '/api/verify-email', { token })
