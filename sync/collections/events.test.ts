import { describe, expect, it } from 'vitest'
import { plannedInstallDay } from '../../domain/quotes/install-day.ts'
import { makeEvent } from '../../domain/testing/event-factory.ts'
import { eventsCollection } from './events.ts'

/*
 * Two devices changing one installation without signal: the booking is one decision (the later edit
 * wins it whole, the other kept in history), while the install day both recorded is merged.
 */

const photo = (n: number) => String(n).padStart(64, '0')
const day = plannedInstallDay({
  quoteHash: 'a'.repeat(64),
  windows: [],
  film: [{ sku: 'SEC-8C-72', feet: 9.3 }],
})
const resolve = eventsCollection.conflict!
const context = { at: '2026-11-23T12:00:00.000Z', by: 'lead-1' }

describe('an installation changed on two devices', () => {
  it('keeps the later booking and both devices’ photos and ticks', () => {
    const base = makeEvent({ installDay: day })
    const lead = {
      ...base,
      start: '2026-11-23T10:00:00.000Z',
      editedAt: '2026-11-23T11:00:00.000Z',
      installDay: { ...day, beforePhotoIds: [photo(1)] },
    }
    const crew = {
      ...base,
      status: 'inProgress' as const,
      editedAt: '2026-11-23T11:30:00.000Z',
      installDay: { ...day, beforePhotoIds: [photo(2)], checklist: ['glassCleaned' as const] },
    }
    const merged = resolve(base, lead, crew, context)
    expect(merged).toMatchObject({ status: 'inProgress', start: base.start })
    expect(merged.installDay).toMatchObject({
      beforePhotoIds: [photo(2), photo(1)],
      checklist: ['glassCleaned'],
    })
    expect(merged.history).toHaveLength(1)
    expect(merged.history[0]!.version).not.toHaveProperty('installDay')
  })

  it('resolves a change of the install day alone without a lost version', () => {
    const base = makeEvent({ installDay: day })
    const crew = { ...base, editedAt: '2026-11-23T11:30:00.000Z', installDay: { ...day, crewHours: 6 } }
    const merged = resolve(base, crew, base, context)
    expect(merged.installDay?.crewHours).toBe(6)
    expect(merged.history).toEqual([])
  })
})
