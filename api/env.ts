import { resolve } from 'node:path'
import { z } from 'zod'

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** The built web app to serve. */
  WEB_DIST_DIR: z.string().default('./dist/web'),
  /** Seed the demo catalog; on by default outside production. */
  SEED_DEMO: z.enum(['0', '1']).optional(),
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

export function shouldSeedDemo(env: Env): boolean {
  return env.SEED_DEMO ? env.SEED_DEMO === '1' : env.NODE_ENV !== 'production'
}
