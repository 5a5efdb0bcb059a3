import { describe, expect, it } from 'vitest'
import {
  dayKey,
  dayPlacement,
  eventsOnDay,
  hoursShown,
  monthGrid,
  stepView,
  viewRange,
  weekColumnLayout,
  weekDays,
} from './grid.ts'

/* Local dates throughout: the helpers work in the viewer's time zone, whatever it is. */
const local = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h)
const iso = (y: number, m: number, d: number, h = 0) => local(y, m, d, h).toISOString()

describe('calendar grids', () => {
  it('weeks start on Monday', () => {
    const days = weekDays(local(2026, 11, 26)) // a Thursday
    expect(days.map(dayKey)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ])
  })

  it('a month is the whole weeks that cover it', () => {
    const weeks = monthGrid(local(2026, 11, 15))
    expect(weeks.length).toBe(6) // 1 November 2026 is a Sunday
    expect(dayKey(weeks[0]![0]!)).toBe('2026-10-26')
    expect(dayKey(weeks.at(-1)![6]!)).toBe('2026-12-06')
    expect(monthGrid(local(2027, 2, 1)).length).toBe(4) // February 2027 starts on a Monday
  })

  it('view ranges and steps', () => {
    const anchor = local(2026, 11, 26, 15)
    expect(viewRange('day', anchor)).toEqual({ from: local(2026, 11, 26), to: local(2026, 11, 27) })
    expect(viewRange('week', anchor)).toEqual({ from: local(2026, 11, 23), to: local(2026, 11, 30) })
    expect(viewRange('month', anchor)).toEqual({ from: local(2026, 10, 26), to: local(2026, 12, 7) })
    expect(dayKey(stepView('month', local(2026, 1, 31), 1))).toBe('2026-02-01')
    expect(dayKey(stepView('week', anchor, -1))).toBe('2026-11-19')
  })

  it('an event belongs to every day it touches, and is placed within the visible hours', () => {
    const overnight = { start: iso(2026, 11, 23, 20), end: iso(2026, 11, 24, 10) }
    const morning = { start: iso(2026, 11, 24, 8), end: iso(2026, 11, 24, 9) }
    expect(eventsOnDay([morning, overnight], local(2026, 11, 24))).toEqual([overnight, morning])
    expect(eventsOnDay([morning], local(2026, 11, 23))).toEqual([])
    expect(dayPlacement(morning, local(2026, 11, 24), 6, 20)).toEqual({ top: 2 / 14, height: 1 / 14 })
    expect(dayPlacement(overnight, local(2026, 11, 24), 6, 20)).toEqual({ top: 0, height: 4 / 14 })
  })
})

describe("a week view's day column", () => {
  const at = (id: string, from: number, to: number) => ({
    id,
    start: iso(2026, 11, 26, from),
    end: iso(2026, 11, 26, to),
  })
  const layout = (events: ReturnType<typeof at>[]) => {
    const { shown, overflow } = weekColumnLayout(events)
    return {
      shown: Object.fromEntries(shown.map(({ event, lane, of }) => [event.id, `${lane}/${of}`])),
      overflow: overflow.map((group) => group.events.map((event) => event.id)),
    }
  }

  it('gives an event that overlaps nothing the whole width, even on a busy day', () => {
    expect(layout([at('a', 8, 10), at('b', 9, 11), at('c', 14, 16)])).toEqual({
      shown: { a: '0/2', b: '1/2', c: '0/1' },
      overflow: [],
    })
  })

  it('counts what would be a third lane in the overflow instead of squeezing it in', () => {
    expect(
      layout([at('a', 8, 12), at('b', 8, 10), at('c', 9, 11), at('d', 10, 11), at('e', 13, 14)]),
    ).toEqual({
      shown: { a: '0/2', b: '1/2', d: '1/2', e: '0/1' },
      overflow: [['c']],
    })
  })

  it('lets a later event reuse a lane that has ended', () => {
    expect(layout([at('a', 8, 9), at('b', 8, 12), at('c', 9, 10)]).shown).toEqual({
      a: '1/2',
      b: '0/2',
      c: '1/2',
    })
  })
})

describe("a week grid's hours", () => {
  const event = (start: string, end: string) => ({ start, end })
  const hours = (events: ReturnType<typeof event>[]) =>
    hoursShown(
      weekDays(local(2026, 11, 26)).map((day) => ({ day, events: eventsOnDay(events, day) })),
      6,
      21,
    )

  it('are the working hours given when every event falls within them', () => {
    expect(hours([event(iso(2026, 11, 26, 8), iso(2026, 11, 26, 17))])).toEqual({
      first: 6,
      last: 21,
    })
  })

  it('widen to the whole hour so that no event is cut off at an edge', () => {
    const late = event(iso(2026, 11, 24, 13), new Date(2026, 10, 24, 22, 30).toISOString())
    const early = event(iso(2026, 11, 27, 5), iso(2026, 11, 27, 9))
    expect(hours([late, early])).toEqual({ first: 5, last: 23 })
  })

  it('run to midnight for an event that goes on into the next day, and ignore events of other weeks', () => {
    const overnight = event(iso(2026, 11, 25, 20), iso(2026, 11, 26, 2))
    const nextWeek = event(iso(2026, 12, 3, 1), iso(2026, 12, 3, 23))
    expect(hours([overnight, nextWeek])).toEqual({ first: 0, last: 24 })
  })
})
