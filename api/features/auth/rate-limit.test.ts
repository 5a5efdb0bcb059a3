import { describe, expect, it } from 'vitest'
import { FeatureError } from '../../http/feature-error.ts'
import { createTestClock } from '../../test/test-app.ts'
import { RateLimiter } from './rate-limit.ts'

function refusal(run: () => void): FeatureError | undefined {
  try {
    run()
  } catch (error) {
    if (error instanceof FeatureError) return error
    throw error
  }
  return undefined
}

describe('RateLimiter', () => {
  it('allows `limit` hits per sliding window and says when to retry', () => {
    const clock = createTestClock()
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 }, clock.now)
    limiter.hit('a')
    clock.advance(20_000)
    limiter.hit('a')
    limiter.hit('a')
    const error = refusal(() => limiter.assertAllowed('a'))
    expect(error).toMatchObject({ status: 429, code: 'tooManyAttempts', headers: { 'Retry-After': '40' } })
    expect(refusal(() => limiter.assertAllowed('b'))).toBeUndefined()

    // The first hit leaves the window after 60 s, freeing one slot.
    clock.advance(40_000)
    expect(refusal(() => limiter.consume('a'))).toBeUndefined()
    expect(refusal(() => limiter.assertAllowed('a'))).toBeDefined()
  })

  it('forgets a key on reset', () => {
    const clock = createTestClock()
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 }, clock.now)
    limiter.hit('a')
    limiter.reset('a')
    expect(refusal(() => limiter.assertAllowed('a'))).toBeUndefined()
  })
})
