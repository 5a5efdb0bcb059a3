import { Hono } from 'hono'
import { OnboardingSchema } from '../../../domain/auth/schemas.ts'
import { AUTH_CODES } from '../../../domain/auth/errors.ts'
import type { AppEnv } from '../../context.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { validate } from '../../http/validate.ts'
import { requireAudience } from '../../middlewares/access.ts'
import { completeOnboarding } from './team.service.ts'
import { completeTeamTask, findTeamTasks } from './tasks.repo.ts'

/** The internal team portal's server side: onboarding, and the tasks the shop's orders open. */
export const teamRoutes = new Hono<AppEnv>()
  .post(
    '/onboarding/complete',
    requireAudience('team'),
    validate('json', OnboardingSchema, AUTH_CODES),
    (c) => c.json(completeOnboarding(c.var.deps, c.var.user, c.req.valid('json'))),
  )
  .get('/tasks', requireAudience('team'), (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ tasks: findTeamTasks(c.var.deps.db) })
  })
  .post('/tasks/:id/done', requireAudience('team'), (c) => {
    const { deps, user } = c.var
    if (!completeTeamTask(deps.db, c.req.param('id'), user.id, deps.clock().toISOString()))
      throw new FeatureError(404, 'notFound', AUTH_CODES)
    return c.json({ tasks: findTeamTasks(deps.db) })
  })
