import type { SessionUser } from '../../../../domain/auth/roles.ts'
import type { OnboardingInput } from '../../../../domain/auth/schemas.ts'
import { apiRequest } from '../../../app/api-client.ts'

/** Records the hub, phone and checklist; the answer is the session's user, now onboarded. */
export const completeOnboarding = (input: OnboardingInput) =>
  apiRequest<SessionUser>('POST', '/api/team/onboarding/complete', input)
