import type { OnboardingInput } from '../../../../domain/auth/schemas.ts'
import { api, call } from '../../../app/api-client.ts'

/** Records the hub, phone and checklist; the answer is the session's user, now onboarded. */
export const completeOnboarding = (input: OnboardingInput) =>
  call(api.team.onboarding.complete.$post({ json: input }))
