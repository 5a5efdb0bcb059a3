import { describe, expect, it } from 'vitest'
import { makeEvent } from '../testing/event-factory.ts'
import {
  bookedHours,
  easternDay,
  easternInstant,
  firstInstallationDay,
  proposalWindow,
  proposeSlot,
  workingSpan,
} from './proposal.ts'

const ATLANTA = ['atlanta-1', 'atlanta-2', 'atlanta-3'] as const

/** Monday 23 November 2026, 10:00 in Atlanta. */
const MONDAY = new Date('2026-11-23T15:00:00.000Z')

const slot = (overrides: Partial<Parameters<typeof proposeSlot>[0]> = {}) =>
  proposeSlot({ id: 'inst-q', acceptedAt: MONDAY, siteHours: 4, teams: ATLANTA, bookings: [], ...overrides })

describe('Eastern working days', () => {
  it('reads the day in Atlanta, not in UTC, and 08:00 through the change of clocks', () => {
    // 22:00 on Monday in Atlanta is already Tuesday in UTC.
    expect(easternDay(new Date('2026-11-24T03:00:00.000Z'))).toEqual({ year: 2026, month: 11, day: 23 })
    expect(easternInstant({ year: 2026, month: 11, day: 25 }, 8).toISOString()).toBe(
      '2026-11-25T13:00:00.000Z',
    )
    expect(easternInstant({ year: 2026, month: 6, day: 3 }, 8).toISOString()).toBe('2026-06-03T12:00:00.000Z')
    // The clocks go forward on Sunday 8 March 2026.
    expect(easternInstant({ year: 2026, month: 3, day: 9 }, 8).toISOString()).toBe('2026-03-09T12:00:00.000Z')
    expect(easternInstant({ year: 2026, month: 3, day: 6 }, 8).toISOString()).toBe('2026-03-06T13:00:00.000Z')
  })

  it('proposes the second working day after the acceptance at the earliest, skipping weekends', () => {
    const first = (iso: string) => firstInstallationDay(new Date(iso))
    expect(first('2026-11-23T15:00:00.000Z')).toEqual({ year: 2026, month: 11, day: 25 }) // Mon → Wed
    expect(first('2026-11-24T03:00:00.000Z')).toEqual({ year: 2026, month: 11, day: 25 }) // Mon night
    expect(first('2026-11-27T15:00:00.000Z')).toEqual({ year: 2026, month: 12, day: 1 }) // Fri → Tue
    expect(first('2026-11-28T15:00:00.000Z')).toEqual({ year: 2026, month: 12, day: 1 }) // Sat → Tue
  })

  it('books the site hours rounded up to the half hour, a long job running on over the next working days', () => {
    expect([0, 0.25, 4, 4.25, 4.5, 11.25].map(bookedHours)).toEqual([0.5, 0.5, 4, 4.5, 4.5, 11.5])
    const wednesday = { year: 2026, month: 11, day: 25 }
    expect(workingSpan(wednesday, 4.5)).toEqual({
      start: '2026-11-25T13:00:00.000Z',
      end: '2026-11-25T17:30:00.000Z',
    })
    expect(workingSpan(wednesday, 9).end).toBe('2026-11-25T22:00:00.000Z') // 17:00
    expect(workingSpan(wednesday, 11.5).end).toBe('2026-11-26T15:30:00.000Z') // Thursday 10:30
    // From a Friday the rest waits for Monday.
    expect(workingSpan({ year: 2026, month: 11, day: 27 }, 12).end).toBe('2026-11-30T16:00:00.000Z')
  })

  it('looks at the bookings from the first possible day on', () => {
    expect(proposalWindow(MONDAY).from).toBe('2026-11-25T05:00:00.000Z')
    expect(Date.parse(proposalWindow(MONDAY).to)).toBeGreaterThan(Date.parse('2027-02-01T00:00:00.000Z'))
  })
})

describe('the proposed slot', () => {
  it('takes the hub’s first team on the first possible day when it is free', () => {
    expect(slot()).toEqual({
      teamId: 'atlanta-1',
      start: '2026-11-25T13:00:00.000Z',
      end: '2026-11-25T17:00:00.000Z',
      doubleBooked: false,
    })
  })

  it('takes the next team when the first is booked, and the next day when all are', () => {
    const busy = (teamId: (typeof ATLANTA)[number], id = `busy-${teamId}`) =>
      makeEvent({ id, teamId, start: '2026-11-25T15:00:00.000Z', end: '2026-11-25T16:00:00.000Z' })
    expect(slot({ bookings: [busy('atlanta-1')] }).teamId).toBe('atlanta-2')
    // A proposal holds its team's time like any booking; a cancelled one holds nothing.
    const proposed = { ...busy('atlanta-1'), status: 'proposed' as const }
    expect(slot({ bookings: [proposed] }).teamId).toBe('atlanta-2')
    expect(slot({ bookings: [{ ...busy('atlanta-1'), status: 'cancelled' }] }).teamId).toBe('atlanta-1')
    // Its own earlier version does not stand in its way.
    expect(slot({ bookings: [busy('atlanta-1', 'inst-q')] }).teamId).toBe('atlanta-1')
    expect(slot({ bookings: ATLANTA.map((team) => busy(team)) })).toMatchObject({
      teamId: 'atlanta-1',
      start: '2026-11-26T13:00:00.000Z',
      doubleBooked: false,
    })
  })

  it('counts a booking that ends as the job starts as free', () => {
    const before = makeEvent({ start: '2026-11-25T11:00:00.000Z', end: '2026-11-25T13:00:00.000Z' })
    expect(slot({ bookings: [before] }).teamId).toBe('atlanta-1')
  })

  it('double-books the first team on the first day when no team is free for months', () => {
    const solid = ATLANTA.map((teamId) =>
      makeEvent({
        id: `solid-${teamId}`,
        teamId,
        start: '2026-11-01T00:00:00.000Z',
        end: '2027-06-01T00:00:00.000Z',
      }),
    )
    expect(slot({ bookings: solid })).toEqual({
      teamId: 'atlanta-1',
      start: '2026-11-25T13:00:00.000Z',
      end: '2026-11-25T17:00:00.000Z',
      doubleBooked: true,
    })
  })
})
