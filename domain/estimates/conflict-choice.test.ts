import { describe, expect, it } from 'vitest'
import { makeEstimate, makeWindow } from '../testing/estimate-factory.ts'
import { chooseVersion, differences, openConflict, type Chooser } from './conflict-choice.ts'
import { EstimateSchema, versionOf, type Estimate, type EstimateHistoryEntry } from './estimate.ts'

const MERGED_AT = '2026-03-01T10:00:00.000Z'
const CHOSEN_AT = '2026-03-01T11:00:00.000Z'

let ids = 0
const chooser: Chooser = {
  at: CHOSEN_AT,
  by: 'ann',
  newId: () => `new-${++ids}`,
  otherLabel: (label) => `${label} (other)`,
}

const kitchen = makeWindow({ id: 'w1', label: 'Kitchen', width: 30 })
const den = makeWindow({ id: 'w2', label: 'Den' })
const porch = makeWindow({ id: 'w3', label: 'Porch' })

/** The estimate in use, and the version a conflict filed in its history. */
const current = makeEstimate({
  name: 'Smith house',
  notes: 'Gate code 1234',
  windows: [{ ...kitchen, width: 32 }, den],
  editedAt: '2026-03-01T09:30:00.000Z',
})
const other = makeEstimate({
  name: 'Smith residence',
  notes: 'Gate code 1234',
  status: 'ready',
  windows: [kitchen, porch],
  editedAt: '2026-03-01T09:20:00.000Z',
})
const entry = (version: Estimate, at = MERGED_AT): EstimateHistoryEntry => ({
  at,
  by: 'bob',
  reason: 'conflict',
  version: versionOf(version),
})
const withConflict = { ...current, history: [entry(other)] }

describe('differences', () => {
  it('lists only the fields that differ, each with both values', () => {
    expect(differences(current, other).fields).toEqual([
      { field: 'name', current: 'Smith house', other: 'Smith residence' },
      { field: 'status', current: 'draft', other: 'ready' },
    ])
  })

  it('lists windows changed, only in this version and only in the other, each where it stands', () => {
    expect(differences(current, other).windows).toEqual([
      {
        id: 'w1',
        current: { window: { ...kitchen, width: 32 }, number: 1 },
        other: { window: kitchen, number: 1 },
        fields: ['width'],
      },
      { id: 'w2', current: { window: den, number: 2 }, other: null, fields: [] },
      { id: 'w3', current: null, other: { window: porch, number: 2 }, fields: [] },
    ])
  })

  it('does not tell three-point readings apart by the order of their keys', () => {
    const readings = { widths: [36, 36, 36], heights: [48, 48, 48] }
    const a = makeEstimate({ windows: [makeWindow({ readings })] })
    const b = makeEstimate({
      windows: [makeWindow({ readings: { heights: [48, 48, 48], widths: [36, 36, 36] } })],
    })
    expect(differences(a, b)).toEqual({ deleted: false, fields: [], windows: [] })
  })

  it('says when the other version deleted the estimate', () => {
    expect(differences(current, { ...versionOf(current), _deleted: true })).toEqual({
      deleted: true,
      fields: [],
      windows: [],
    })
  })
})

describe('openConflict', () => {
  it('is the newest entry nobody settled, with what differs', () => {
    const older = entry(makeEstimate({ ...current, name: 'Older' }), '2026-03-01T08:00:00.000Z')
    const open = openConflict({ ...current, history: [older, entry(other)] })
    expect(open?.entry.version.name).toBe('Smith residence')
    expect(open?.differences.fields.map((field) => field.field)).toEqual(['name', 'status'])
  })

  it('passes over settled entries, and versions the estimate has caught up with', () => {
    const settled = { ...entry(other), settled: { at: CHOSEN_AT, by: 'ann', choice: 'kept' as const } }
    expect(openConflict({ ...current, history: [settled] })).toBeNull()
    expect(openConflict({ ...current, history: [entry(current)] })).toBeNull()
    expect(openConflict(current)).toBeNull()
  })
})

describe('chooseVersion', () => {
  it('"kept" settles the entry and changes nothing else', () => {
    const chosen = chooseVersion(withConflict, entry(other), 'kept', chooser)
    expect(chosen).toEqual({
      ...withConflict,
      history: [{ ...entry(other), settled: { at: CHOSEN_AT, by: 'ann', choice: 'kept' } }],
    })
    expect(openConflict(chosen)).toBeNull()
  })

  it('"other" takes the other version’s fields and windows and files the estimate as it was', () => {
    const chosen = chooseVersion(withConflict, entry(other), 'other', chooser)
    expect(chosen).toMatchObject({ name: 'Smith residence', status: 'ready', windows: [kitchen, porch] })
    const settled = { at: CHOSEN_AT, by: 'ann', choice: 'other' }
    expect(chosen.history).toEqual([
      { ...entry(other), settled },
      { at: CHOSEN_AT, by: 'ann', reason: 'conflict', version: versionOf(withConflict), settled },
    ])
    expect(openConflict(chosen)).toBeNull()
    expect(EstimateSchema.safeParse(chosen).success).toBe(true)
  })

  it('"other" keeps the newest entries within the history’s limit', () => {
    const full = Array.from({ length: 20 }, (_, n) => ({
      ...entry(other, `2026-02-01T00:00:${String(n).padStart(2, '0')}.000Z`),
      settled: { at: CHOSEN_AT, by: 'ann', choice: 'kept' as const },
    }))
    const chosen = chooseVersion(
      { ...current, history: [...full, entry(other)] },
      entry(other),
      'other',
      chooser,
    )
    expect(chosen.history).toHaveLength(20)
    expect(chosen.history.at(-1)?.version.name).toBe('Smith house')
  })

  it('"both" keeps this version and adds the other’s changed and missing windows as new ones', () => {
    ids = 0
    const chosen = chooseVersion(withConflict, entry(other), 'both', chooser)
    expect(chosen.name).toBe('Smith house')
    expect(chosen.windows).toEqual([
      { ...kitchen, width: 32 },
      den,
      { ...kitchen, id: 'new-1', label: 'Kitchen (other)' },
      { ...porch, id: 'new-2', label: 'Porch (other)' },
    ])
    expect(chosen.history).toEqual([
      { ...entry(other), settled: { at: CHOSEN_AT, by: 'ann', choice: 'both' } },
    ])
    expect(EstimateSchema.safeParse(chosen).success).toBe(true)
  })

  it('finds the entry in a copy of the estimate read again, and leaves one already settled alone', () => {
    const reread = JSON.parse(JSON.stringify(withConflict)) as Estimate
    const kept = chooseVersion(reread, entry(other), 'kept', chooser)
    expect(kept.history[0]?.settled?.choice).toBe('kept')
    expect(chooseVersion(kept, entry(other), 'other', chooser)).toBe(kept)
    expect(chooseVersion(current, entry(other), 'other', chooser)).toBe(current)
  })
})
