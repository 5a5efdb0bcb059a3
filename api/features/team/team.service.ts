import { mayChooseOwnHub } from '../../../domain/auth/policies.ts'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import type { OnboardingInput } from '../../../domain/auth/schemas.ts'
import type { AppDeps } from '../../context.ts'
import { AUTH_CODES } from '../../../domain/auth/errors.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { markOnboardingComplete, savePhone } from './team.repo.ts'

/** Records the hub and phone a new team user chose and lets them into the portal. */
export function completeOnboarding(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  user: SessionUser,
  input: OnboardingInput,
): SessionUser {
  if (input.hubId !== user.hubId && !mayChooseOwnHub(user))
    throw new FeatureError(403, 'forbidden', AUTH_CODES)
  deps.db.transaction(() => {
    markOnboardingComplete(deps.db, user.id, input.hubId)
    // An empty phone keeps whatever the profile already has.
    if (input.phone) savePhone(deps.db, user.id, input.phone, deps.clock().toISOString())
  })()
  return { ...user, hasCompletedOnboarding: true, hubId: input.hubId }
}
