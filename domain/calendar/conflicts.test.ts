import { describe, expect, it } from 'vitest'
import { conflictsWith, doubleBookings } from './conflicts.ts'
import { makeEvent } from '../testing/event-factory.ts'

const at = (hour: number) => `2026-11-23T${String(hour).padStart(2, '0')}:00:00.000Z`
const booking = (id: string, from: number, to: number, overrides = {}) =>
  makeEvent({ id, start: at(from), end: at(to), ...overrides })

describe('double-booking detection', () => {
  it('flags overlapping events of the same team, both ways', () => {
    const a = booking('a', 9, 12)
    const b = booking('b', 11, 14)
    const conflicts = doubleBookings([a, b])
    expect(conflicts.get('a')?.map((e) => e.id)).toEqual(['b'])
    expect(conflicts.get('b')?.map((e) => e.id)).toEqual(['a'])
    expect(conflictsWith(b, [a])).toEqual([a])
  })

  it('does not flag touching intervals', () => {
    const morning = booking('a', 9, 12)
    const afternoon = booking('b', 12, 15)
    expect(doubleBookings([morning, afternoon]).size).toBe(0)
    expect(conflictsWith(afternoon, [morning])).toEqual([])
  })

  it('does not flag other teams at the same time', () => {
    const a = booking('a', 9, 12)
    const b = booking('b', 9, 12, { teamId: 'atlanta-2' })
    expect(doubleBookings([a, b]).size).toBe(0)
    expect(conflictsWith(b, [a])).toEqual([])
  })

  it('ignores cancelled and deleted events', () => {
    const a = booking('a', 9, 12)
    const cancelled = booking('b', 10, 11, { status: 'cancelled' })
    const deleted = booking('c', 10, 11, { _deleted: true })
    expect(doubleBookings([a, cancelled, deleted]).size).toBe(0)
    expect(conflictsWith(booking('d', 10, 11), [cancelled, deleted])).toEqual([])
  })

  it('does not compare an event with itself (a move of a stored event)', () => {
    const stored = booking('a', 9, 12)
    expect(conflictsWith({ ...stored, start: at(10) }, [stored])).toEqual([])
  })

  it('finds an event contained in a long one, and every pair of a triple overlap', () => {
    const long = booking('long', 8, 18)
    const inner = booking('inner', 10, 11)
    const late = booking('late', 17, 19)
    const conflicts = doubleBookings([late, inner, long])
    expect(
      conflicts
        .get('long')
        ?.map((e) => e.id)
        .sort(),
    ).toEqual(['inner', 'late'])
    expect(conflicts.get('inner')?.map((e) => e.id)).toEqual(['long'])
    expect(conflicts.get('late')?.map((e) => e.id)).toEqual(['long'])
  })
})
