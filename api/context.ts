import type { SessionUser } from '../domain/auth/roles.ts'
import type { Db } from './db/client.ts'
import type { Env } from './env.ts'
import type { CurrentSession } from './features/auth/session.service.ts'
import type { Mailer } from './mail/mailer.ts'

/*
 * What every request handler works with: the app's dependencies (made once by createApp's caller)
 * and the request's variables. Apart from api/app.ts so that a feature's types do not import the app
 * that mounts it.
 */

export interface AppDeps {
  db: Db
  env: Pick<Env, 'NODE_ENV' | 'WEB_DIST_DIR' | 'APP_URL' | 'TRUST_PROXY'> &
    Partial<
      Pick<
        Env,
        | 'TEAM_EMAIL'
        | 'STRIPE_SECRET_KEY'
        | 'STRIPE_WEBHOOK_SECRET'
        | 'CHAT_LLM_URL'
        | 'CHAT_LLM_KEY'
        | 'CHAT_LLM_MODEL'
      >
    >
  clock: () => Date
  mailer: Mailer
}

export type AppEnv = {
  Variables: {
    deps: AppDeps
    /** The signed-in user, or null; set for every /api request by loadSession. */
    user: SessionUser | null
    session: CurrentSession | null
  }
}
