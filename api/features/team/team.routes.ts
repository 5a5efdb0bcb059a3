import { Hono } from 'hono'
import { OnboardingSchema } from '../../../domain/auth/schemas.ts'
import type { AppEnv } from '../../app.ts'
import { readJson } from '../../http/read-json.ts'
import { requireAudience } from '../../middlewares/access.ts'
import { completeOnboarding } from './team.service.ts'

/** The internal team portal's server side; onboarding for now. */
export const teamRoutes = new Hono<AppEnv>().post(
  '/onboarding/complete',
  requireAudience('team'),
  async (c) => {
    const input = await readJson(c, OnboardingSchema)
    return c.json(completeOnboarding(c.var.deps, c.var.user, input))
  },
)
