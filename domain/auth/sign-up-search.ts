import { z } from 'zod'
import { SELF_REGISTER_TYPES } from './roles.ts'

/** What the customers' sign-up reads from its URL: the account kind chosen up front, and a plan. */
export const SignUpSearchSchema = z.object({
  kind: z.enum(SELF_REGISTER_TYPES).optional().catch(undefined),
  plan: z.enum(['professional']).optional().catch(undefined),
})
export type SignUpSearch = z.infer<typeof SignUpSearchSchema>
