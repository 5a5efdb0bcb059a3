import { describe, expect, it } from 'vitest'
import { isThreadSide } from './message.ts'

describe('isThreadSide', () => {
  const job = { ownerId: 'poster' }
  it('admits the poster and the thread’s installer', () => {
    expect(isThreadSide(job, 'installer-a', 'poster')).toBe(true)
    expect(isThreadSide(job, 'installer-a', 'installer-a')).toBe(true)
  })
  it('refuses another installer and anyone reading along, an admin included', () => {
    expect(isThreadSide(job, 'installer-a', 'installer-b')).toBe(false)
    expect(isThreadSide(job, 'installer-a', 'admin')).toBe(false)
  })
})
