import { Hono, type Context } from 'hono'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  VerifyEmailSchema,
} from '../../../domain/auth/schemas.ts'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import { AUTH_CODES } from '../../../domain/auth/errors.ts'
import type { AppEnv } from '../../context.ts'
import { afterAnswer } from '../../http/after-answer.ts'
import { appOrigin } from '../../http/app-origin.ts'
import { requestLanguage } from '../../http/request-language.ts'
import { clientIp } from '../../http/client-ip.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { validate } from '../../http/validate.ts'
import { allowPublic, requireUser } from '../../middlewares/access.ts'
import { loginAccountKey, normalizeIdentifier } from './auth.repo.ts'
import {
  changePassword,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyCredentials,
  verifyEmail,
} from './auth.service.ts'
import { limitByIp, loginDelayMs, type AuthRateLimits } from './rate-limit.ts'
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts'
import { createSession, invalidateSession } from './session.service.ts'

const OK = { ok: true } as const

/** Replaces whatever session the browser had with a new one for `user`. */
function startSession(c: Context<AppEnv>, user: SessionUser): void {
  const { db, clock } = c.var.deps
  const previous = c.var.session
  if (previous) invalidateSession(db, previous.id)
  const { token, session } = createSession(db, user.id, clock())
  setSessionCookie(c, token, session.expiresAt)
}

/** Sign-in, registration, sign-out, password reset and email verification. */
export function createAuthRoutes(limits: AuthRateLimits) {
  return new Hono<AppEnv>()
    .get('/user', requireUser(), (c) => c.json(c.get('user')))

    .post(
      '/login',
      allowPublic(),
      limitByIp(limits.loginFailuresByIp, 'check'),
      validate('json', LoginSchema, AUTH_CODES),
      async (c) => {
        const ip = clientIp(c)
        const input = c.req.valid('json')
        const account = loginAccountKey(c.var.deps.db, input.usernameOrEmail)
        const accountHere = `${account} ${ip}`
        limits.loginFailuresByAccountAndIp.assertAllowed(accountHere)
        await sleep(loginDelayMs(limits.loginFailuresByAccount.count(account)))
        const user = await verifyCredentials(c.var.deps, input)
        if (!user) {
          limits.loginFailuresByIp.hit(ip)
          limits.loginFailuresByAccountAndIp.hit(accountHere)
          limits.loginFailuresByAccount.hit(account)
          throw new FeatureError(401, 'invalidCredentials', AUTH_CODES)
        }
        limits.loginFailuresByAccountAndIp.reset(accountHere)
        limits.loginFailuresByAccount.reset(account)
        startSession(c, user)
        return c.json(user)
      },
    )

    .post(
      '/register',
      allowPublic(),
      limitByIp(limits.registerByIp, 'consume'),
      validate('json', RegisterSchema, AUTH_CODES),
      async (c) => {
        const input = c.req.valid('json')
        const user = await register(c.var.deps, input, {
          origin: appOrigin(c),
          language: requestLanguage(c, input.language),
        })
        startSession(c, user)
        return c.json(user, 201)
      },
    )

    .post('/logout', allowPublic(), (c) => {
      if (c.var.session) invalidateSession(c.var.deps.db, c.var.session.id)
      clearSessionCookie(c)
      return c.json(OK)
    })

    .post(
      '/forgot-password',
      allowPublic(),
      limitByIp(limits.forgotPasswordByIp, 'consume'),
      validate('json', ForgotPasswordSchema, AUTH_CODES),
      (c) => {
        const { email } = c.req.valid('json')
        limits.forgotPasswordByEmail.consume(normalizeIdentifier(email))
        // The lookup, the token and the mail come after the answer, which then takes as long for an
        // address with an account as for one without.
        const { deps } = c.var
        const origin = appOrigin(c)
        afterAnswer('The password reset request', () => requestPasswordReset(deps, email, origin))
        return c.json(OK)
      },
    )

    .post('/reset-password', allowPublic(), validate('json', ResetPasswordSchema, AUTH_CODES), async (c) => {
      const userId = await resetPassword(c.var.deps, c.req.valid('json'))
      // Every session of that user is gone; if this browser held one, its cookie goes too.
      if (c.var.user?.id === userId) clearSessionCookie(c)
      return c.json(OK)
    })

    .post('/verify-email', allowPublic(), validate('json', VerifyEmailSchema, AUTH_CODES), (c) => {
      verifyEmail(c.var.deps, c.req.valid('json').token)
      return c.json(OK)
    })

    .post('/verify-email/resend', requireUser(), async (c) => {
      limits.verifyResendByUser.consume(c.var.user.id)
      await resendVerification(c.var.deps, c.var.user.id, appOrigin(c))
      return c.json(OK)
    })

    .post(
      '/change-password',
      requireUser(),
      validate('json', ChangePasswordSchema, AUTH_CODES),
      async (c) => {
        await changePassword(c.var.deps, c.var.user.id, c.var.session.id, c.req.valid('json'))
        return c.json(OK)
      },
    )
}
