import { resolve } from 'node:path'
import { z } from 'zod'

/** Shells often export empty variables; an empty optional value means "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    /** The built web app to serve. */
    WEB_DIST_DIR: z.string().default('./dist/web'),
    /** Seed the demo catalog and demo accounts; on by default outside production. */
    SEED_DEMO: z.enum(['0', '1']).optional(),
    /** Send mail through this SMTP server (smtp://user:pass@host:587); otherwise mail is written to DATA_DIR/mail. */
    SMTP_URL: optional(z.url()),
    /** Sender of the mail the app sends. */
    MAIL_FROM: z.string().min(3).default('Southern Shield <no-reply@southern-shield.local>'),
    /** The team's shared inbox: told of every new estimate request. Unset: nobody is mailed. */
    TEAM_EMAIL: optional(z.email()),
    /**
     * The public address links in mail point to. Without it the request's own origin is used,
     * which trusts the Host header: set it in production.
     */
    APP_URL: optional(z.url().transform((url) => new URL(url).origin)),
    /** 1 when a reverse proxy sits in front: X-Forwarded-For and X-Forwarded-Host are then believed. */
    TRUST_PROXY: z
      .enum(['0', '1'])
      .default('0')
      .transform((value) => value === '1'),
    /** Stripe's secret (or restricted) API key: card payment through Stripe Checkout is offered only with it. */
    STRIPE_SECRET_KEY: optional(
      z.string().regex(/^(sk|rk)_(test|live)_\S+$/, 'expected sk_test_…, sk_live_… or rk_…'),
    ),
    /** The signing secret of the webhook endpoint /api/payments/stripe/webhook (whsec_…). */
    STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_\S+$/, 'expected whsec_…')),
    /** Optional OpenAI-compatible endpoint (…/v1) that rephrases the chat assistant's answers; off when unset. */
    CHAT_LLM_URL: optional(z.url()),
    CHAT_LLM_KEY: optional(z.string()),
    CHAT_LLM_MODEL: optional(z.string()),
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    // Without the webhook no card order would ever be marked paid, nor its stock released.
    message: 'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    path: ['STRIPE_WEBHOOK_SECRET'],
  })

export type Env = z.infer<typeof EnvSchema> & { DATA_DIR: string; WEB_DIST_DIR: string }

/** Parses the environment once, failing loudly; nothing else reads process.env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n')
    throw new Error(`Invalid environment:\n${problems}`)
  }
  return {
    ...parsed.data,
    DATA_DIR: resolve(parsed.data.DATA_DIR),
    WEB_DIST_DIR: resolve(parsed.data.WEB_DIST_DIR),
  }
}

export function shouldSeedDemo(env: Pick<Env, 'SEED_DEMO' | 'NODE_ENV'>): boolean {
  return env.SEED_DEMO ? env.SEED_DEMO === '1' : env.NODE_ENV !== 'production'
}
