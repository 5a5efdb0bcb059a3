import { createMiddleware } from 'hono/factory'
import { AUTH_CODES } from '../../../domain/auth/errors.ts'
import { clientIp } from '../../http/client-ip.ts'
import { FeatureError } from '../../http/feature-error.ts'

export interface RateLimitRule {
  limit: number
  windowMs: number
}

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS
/** Past this many keys, forgotten ones are swept so a flood of addresses cannot grow memory without bound. */
const SWEEP_ABOVE_KEYS = 10_000

/**
 * A sliding-window counter per key (an IP, an account identifier), kept in memory: one server
 * process is the deployment here; several processes would need a shared store.
 * The clock is injected so tests can move time instead of waiting.
 */
export class RateLimiter {
  readonly #hits = new Map<string, number[]>()
  readonly #rule: RateLimitRule
  readonly #clock: () => Date

  constructor(rule: RateLimitRule, clock: () => Date) {
    this.#rule = rule
    this.#clock = clock
  }

  /** Throws 429 with Retry-After once the key has used its allowance in the window. */
  assertAllowed(key: string): void {
    const recent = this.#recent(key)
    if (recent.length < this.#rule.limit) return
    const oldest = recent[0] ?? this.#now()
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + this.#rule.windowMs - this.#now()) / 1000))
    throw new FeatureError(429, 'tooManyAttempts', AUTH_CODES, undefined, {
      'Retry-After': String(retryAfterSeconds),
    })
  }

  hit(key: string): void {
    if (this.#hits.size > SWEEP_ABOVE_KEYS) this.#sweep()
    this.#hits.set(key, [...this.#recent(key), this.#now()])
  }

  /** How many hits the key has in the window now. */
  count(key: string): number {
    return this.#recent(key).length
  }

  /** Check and count in one step, for calls limited whatever their outcome. */
  consume(key: string): void {
    this.assertAllowed(key)
    this.hit(key)
  }

  reset(key: string): void {
    this.#hits.delete(key)
  }

  #now(): number {
    return this.#clock().getTime()
  }

  #recent(key: string): number[] {
    const since = this.#now() - this.#rule.windowMs
    return (this.#hits.get(key) ?? []).filter((time) => time > since)
  }

  #sweep(): void {
    for (const key of [...this.#hits.keys()]) {
      if (this.#recent(key).length === 0) this.#hits.delete(key)
    }
  }
}

/**
 * Applies a limiter to the caller's address before the body is read, so a refused caller costs no
 * parsing and a malformed request counts like any other: `consume` counts every call, `check` only
 * refuses (the handler counts the failures itself).
 */
export const limitByIp = (limiter: RateLimiter, mode: 'consume' | 'check') =>
  createMiddleware(async (c, next) => {
    const ip = clientIp(c)
    if (mode === 'consume') limiter.consume(ip)
    else limiter.assertAllowed(ip)
    await next()
  })

/**
 * Sign-in counts failures only, so a household or an office behind one address signing in correctly
 * is never locked out. An account is locked per address: ten failures from one address stop that
 * address for that account, not the owner on their own device. Failures from every address slow the
 * account's sign-ins down instead (`loginDelayMs`), so spreading a guessing attack over addresses
 * does not pay either. Register and forgot-password count every call.
 */
const AUTH_RATE_RULES = {
  loginFailuresByIp: { limit: 30, windowMs: 15 * MINUTE_MS },
  loginFailuresByAccountAndIp: { limit: 10, windowMs: 15 * MINUTE_MS },
  /** Not a lock: past `limit` failures from anywhere, each sign-in of the account waits (loginDelayMs). */
  loginFailuresByAccount: { limit: 10, windowMs: 15 * MINUTE_MS },
  registerByIp: { limit: 10, windowMs: HOUR_MS },
  forgotPasswordByIp: { limit: 5, windowMs: HOUR_MS },
  forgotPasswordByEmail: { limit: 5, windowMs: HOUR_MS },
  verifyResendByUser: { limit: 5, windowMs: HOUR_MS },
} satisfies Record<string, RateLimitRule>

/** The longest a sign-in waits, however many failures an account has. */
const LOGIN_DELAY_MAX_MS = 10_000

/**
 * How long a sign-in of an account waits before its password is checked, given the account's
 * recent failures from every address: nothing up to the limit, then one more second for each
 * failure, at most ten. An attacker guesses ten times slower; the owner still gets in.
 */
export function loginDelayMs(failures: number): number {
  const over = failures - AUTH_RATE_RULES.loginFailuresByAccount.limit
  return over < 0 ? 0 : Math.min(LOGIN_DELAY_MAX_MS, (over + 1) * 1000)
}

export type AuthRateLimits = Record<keyof typeof AUTH_RATE_RULES, RateLimiter>

export function createAuthRateLimits(clock: () => Date): AuthRateLimits {
  const limiter = (rule: RateLimitRule) => new RateLimiter(rule, clock)
  return {
    loginFailuresByIp: limiter(AUTH_RATE_RULES.loginFailuresByIp),
    loginFailuresByAccountAndIp: limiter(AUTH_RATE_RULES.loginFailuresByAccountAndIp),
    loginFailuresByAccount: limiter(AUTH_RATE_RULES.loginFailuresByAccount),
    registerByIp: limiter(AUTH_RATE_RULES.registerByIp),
    forgotPasswordByIp: limiter(AUTH_RATE_RULES.forgotPasswordByIp),
    forgotPasswordByEmail: limiter(AUTH_RATE_RULES.forgotPasswordByEmail),
    verifyResendByUser: limiter(AUTH_RATE_RULES.verifyResendByUser),
  }
}
