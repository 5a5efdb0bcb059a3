import type { LoginInput, RegisterInput } from '../../../domain/auth/schemas.ts'
import { api, call } from '../api-client.ts'

/** The server's session calls; the session cookie they set or clear is the session. */
export const signInRequest = (input: LoginInput) => call(api.login.$post({ json: input }))

export const registerRequest = (input: RegisterInput) => call(api.register.$post({ json: input }))

export const signOutRequest = () => call(api.logout.$post())
