import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ErrorCodes } from '../../domain/codes.ts'
import type { AppDeps, AppEnv } from '../context.ts'
import { readJsonObject } from './validate.ts'

/**
 * For a public form stored under the id the sender's device made (an estimate request, a support
 * request): a retry of one already stored (the answer was lost on the way back) gets the same
 * receipt, marked replayed, and nothing is stored twice; a new one is counted by `count` before it
 * is checked, so that a script sending junk uses up its allowance too. The body is parsed once.
 */
export const replayById = <Code extends string>(
  codes: ErrorCodes<Code>,
  findReceipt: (deps: AppDeps, id: unknown) => object | undefined,
  count: (c: Context<AppEnv>) => void,
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const body = (await readJsonObject(c, codes)) as { id?: unknown }
    const stored = findReceipt(c.var.deps, body.id)
    if (stored) return c.json(stored, 201, { 'Idempotent-Replayed': 'true' })
    count(c)
    await next()
  })
