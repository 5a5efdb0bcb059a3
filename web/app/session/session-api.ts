import type { SessionUser } from '../../../domain/auth/roles.ts'
import type { LoginInput, RegisterInput } from '../../../domain/auth/schemas.ts'
import { apiRequest } from '../api-client.ts'

/** The server's session calls; the session cookie they set or clear is the session. */
export const signInRequest = (input: LoginInput) => apiRequest<SessionUser>('POST', '/api/login', input)

export const registerRequest = (input: RegisterInput) =>
  apiRequest<SessionUser>('POST', '/api/register', input)

export const signOutRequest = () => apiRequest<void>('POST', '/api/logout')
