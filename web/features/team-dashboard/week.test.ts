import { describe, expect, it } from 'vitest'
import { daysOf, todayOf, weekOf } from './week.ts'

// Local dates: the dashboards show the reader's own day and week.
const at = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h)

describe('todayOf and weekOf', () => {
  it('covers today from midnight to midnight', () => {
    expect(todayOf(at(2026, 11, 25, 15))).toEqual({ from: at(2026, 11, 25), to: at(2026, 11, 26) })
  })

  it('runs the week from Monday, Sundays included in the week before', () => {
    // 2026-11-25 is a Wednesday; 2026-11-29 a Sunday.
    expect(weekOf(at(2026, 11, 25, 9))).toEqual({ from: at(2026, 11, 23), to: at(2026, 11, 30) })
    expect(weekOf(at(2026, 11, 29, 23))).toEqual({ from: at(2026, 11, 23), to: at(2026, 11, 30) })
    expect(weekOf(at(2026, 11, 30, 0))).toEqual({ from: at(2026, 11, 30), to: at(2026, 12, 7) })
  })

  it('lists the seven days of a week', () => {
    const days = daysOf(weekOf(at(2026, 12, 31)))
    expect(days).toHaveLength(7)
    expect(days[0]).toEqual(at(2026, 12, 28))
    expect(days[6]).toEqual(at(2027, 1, 3))
  })
})
