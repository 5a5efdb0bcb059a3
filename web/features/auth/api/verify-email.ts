import { api, call } from '../../../app/api-client.ts'

/** Confirms the address the mailed link was sent to. */
export const verifyEmail = (token: string) => call(api['verify-email'].$post({ json: { token } }))
