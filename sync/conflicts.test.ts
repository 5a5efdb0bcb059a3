import { describe, expect, it } from 'vitest'
import { makeEstimate, makeWindow } from '../domain/testing/estimate-factory.ts'
import { EstimateSchema, versionOf, type Estimate } from '../domain/estimates/estimate.ts'
import { isSameDocument, lastWriteWins, mergeEstimates, sameContent } from './conflicts.ts'

const T0 = '2025-06-02T09:00:00.000Z'
const T1 = '2025-06-02T10:00:00.000Z'
const T2 = '2025-06-02T11:00:00.000Z'
const CONTEXT = { at: '2025-06-02T12:00:00.000Z', by: 'owner-1' }
const photo = (n: number) => n.toString(16).padStart(64, '0')

const base = makeEstimate({
  updatedAt: T0,
  windows: [makeWindow({ id: 'w1', width: 30 }), makeWindow({ id: 'w2', label: 'Kitchen' })],
})

/** An edit of `from` made at `at` (and stored then). */
const edit = (from: Estimate, at: string, changes: Partial<Estimate>): Estimate => ({
  ...from,
  ...changes,
  editedAt: at,
  updatedAt: at,
})

const windowsOf = (estimate: Estimate, id: string) => estimate.windows.find((window) => window.id === id)

describe('mergeEstimates: top-level fields', () => {
  it('keeps both sides when they changed different fields, with nothing for history', () => {
    const local = edit(base, T2, { name: 'Smith house' })
    const remote = edit(base, T1, { notes: 'Gate code 1234' })
    const merged = mergeEstimates(base, local, remote, CONTEXT)
    expect(merged).toMatchObject({ name: 'Smith house', notes: 'Gate code 1234', updatedAt: T2, history: [] })
  })

  it('gives a field changed on both sides to the later edit and keeps the loser whole in history', () => {
    const local = edit(base, T2, { name: 'Local name', customer: 'Local customer' })
    const remote = edit(base, T1, { name: 'Remote name', notes: 'remote notes' })
    const merged = mergeEstimates(base, local, remote, CONTEXT)
    expect(merged).toMatchObject({ name: 'Local name', customer: 'Local customer', notes: 'remote notes' })
    expect(merged.history).toEqual([{ ...CONTEXT, reason: 'conflict', version: versionOf(remote) }])
  })

  it('gives the clash to the server when its edit is the later one', () => {
    const local = edit(base, T1, { status: 'ready' })
    const remote = edit(base, T2, { status: 'sent' })
    const merged = mergeEstimates(base, local, remote, CONTEXT)
    expect(merged.status).toBe('sent')
    expect(merged.history.map((entry) => entry.version)).toEqual([versionOf(local)])
  })

  it('records nothing when both sides made the same change', () => {
    const merged = mergeEstimates(
      base,
      edit(base, T2, { name: 'Same' }),
      edit(base, T1, { name: 'Same' }),
      CONTEXT,
    )
    expect(merged).toMatchObject({ name: 'Same', history: [] })
  })

  it('goes by when the edit was made, not by when it reached the server', () => {
    // The device named the estimate offline at T1; its blank first version reached the server,
    // which stamped it T2, but the answer was lost, so the device has no common base.
    const local = edit(base, T1, { name: 'Porch, measured offline' })
    const remote = { ...edit(base, T0, { name: 'New estimate' }), updatedAt: T2 }
    const merged = mergeEstimates(null, local, remote, CONTEXT)
    expect(merged).toMatchObject({ name: 'Porch, measured offline', editedAt: T1, updatedAt: T1 })
    expect(merged.history.map((entry) => entry.version.name)).toEqual(['New estimate'])
  })

  it('without a common base, decides every differing field by time and keeps the loser', () => {
    const local = edit(base, T2, { name: 'Device' })
    const remote = edit(base, T1, { name: 'Server' })
    const merged = mergeEstimates(null, local, remote, CONTEXT)
    expect(merged.name).toBe('Device')
    expect(merged.history).toHaveLength(1)
  })
})

describe('mergeEstimates: windows', () => {
  it('keeps edits of different windows from both sides', () => {
    const local = edit(base, T2, { windows: [makeWindow({ id: 'w1', width: 31 }), base.windows[1]!] })
    const remote = edit(base, T1, { windows: [base.windows[0]!, makeWindow({ id: 'w2', label: 'Den' })] })
    const merged = mergeEstimates(base, local, remote, CONTEXT)
    expect(windowsOf(merged, 'w1')?.width).toBe(31)
    expect(windowsOf(merged, 'w2')?.label).toBe('Den')
    expect(merged.history).toEqual([])
  })

  it('merges different fields of the same window', () => {
    const local = edit(base, T2, { windows: [{ ...base.windows[0]!, width: 40 }, base.windows[1]!] })
    const remote = edit(base, T1, { windows: [{ ...base.windows[0]!, quantity: 3 }, base.windows[1]!] })
    const merged = mergeEstimates(base, local, remote, CONTEXT)
    expect(windowsOf(merged, 'w1')).toMatchObject({ width: 40, quantity: 3 })
    expect(merged.history).toEqual([])
  })

  it('gives the same field of the same window to the later edit and keeps the loser', () => {
    const local = edit(base, T1, {
      windows: [{ ...base.windows[0]!, filmType: 'premium' }, base.windows[1]!],
    })
    const remote = edit(base, T2, {
      windows: [{ ...base.windows[0]!, filmType: 'security' }, base.windows[1]!],
    })
    const merged = mergeEstimates(base, local, remote, CONTEXT)
    expect(windowsOf(merged, 'w1')?.filmType).toBe('security')
    expect(merged.history.map((entry) => entry.version)).toEqual([versionOf(local)])
  })

  it('keeps windows added on either side: the server order first, then the device’s', () => {
    const local = edit(base, T2, { windows: [...base.windows, makeWindow({ id: 'device' })] })
    const remote = edit(base, T1, { windows: [...base.windows, makeWindow({ id: 'server' })] })
    const merged = mergeEstimates(base, local, remote, CONTEXT)
    expect(merged.windows.map((window) => window.id)).toEqual(['w1', 'w2', 'server', 'device'])
  })

  it('deletes a window deleted on one side and untouched on the other', () => {
    const local = edit(base, T2, { windows: [base.windows[1]!] })
    const merged = mergeEstimates(base, local, edit(base, T1, { notes: 'x' }), CONTEXT)
    expect(merged.windows.map((window) => window.id)).toEqual(['w2'])
    expect(merged.history).toEqual([])
  })

  it('keeps a window deleted on one side but edited on the other, and the deleting version in history', () => {
    const local = edit(base, T2, { windows: [base.windows[1]!] })
    const remote = edit(base, T1, {
      windows: [{ ...base.windows[0]!, label: 'Bay window' }, base.windows[1]!],
    })
    const merged = mergeEstimates(base, local, remote, CONTEXT)
    expect(windowsOf(merged, 'w1')?.label).toBe('Bay window')
    expect(merged.history.map((entry) => entry.version)).toEqual([versionOf(local)])
  })

  it('drops a window deleted on both sides', () => {
    const local = edit(base, T2, { windows: [base.windows[1]!] })
    const remote = edit(base, T1, { windows: [base.windows[1]!] })
    expect(mergeEstimates(base, local, remote, CONTEXT).windows.map((window) => window.id)).toEqual(['w2'])
  })

  it('merges photos as a set: additions from both sides stay, a removal on one side goes', () => {
    const withPhotos = edit(base, T0, { windows: [makeWindow({ id: 'w1', photos: [photo(1), photo(2)] })] })
    const local = edit(withPhotos, T2, {
      windows: [makeWindow({ id: 'w1', photos: [photo(1), photo(2), photo(3)] })],
    })
    const remote = edit(withPhotos, T1, { windows: [makeWindow({ id: 'w1', photos: [photo(2), photo(4)] })] })
    const merged = mergeEstimates(withPhotos, local, remote, CONTEXT)
    expect(windowsOf(merged, 'w1')?.photos).toEqual([photo(2), photo(4), photo(3)])
    expect(merged.history).toEqual([])
  })

  it('recomputes the totals of the merged windows', () => {
    const local = edit(base, T2, { windows: [...base.windows, makeWindow({ id: 'w3', quantity: 5 })] })
    const remote = edit(base, T1, { windows: [{ ...base.windows[0]!, quantity: 2 }, base.windows[1]!] })
    expect(mergeEstimates(base, local, remote, CONTEXT).totalWindows).toBe(8)
  })
})

describe('mergeEstimates: delete versus edit', () => {
  it('keeps the edit when the other side deleted, and the deleted version in history', () => {
    const local = edit(base, T1, { _deleted: true })
    const remote = edit(base, T2, { notes: 'Customer called back' })
    const merged = mergeEstimates(base, local, remote, CONTEXT)
    expect(merged).toMatchObject({ _deleted: false, notes: 'Customer called back' })
    expect(merged.history.map((entry) => entry.version)).toEqual([versionOf(local)])
    expect(merged.history[0]?.version._deleted).toBe(true)
  })

  it('keeps the edit even when the deletion is the later write', () => {
    const local = edit(base, T1, { name: 'Edited on the device' })
    const remote = edit(base, T2, { _deleted: true })
    const merged = mergeEstimates(base, local, remote, CONTEXT)
    expect(merged).toMatchObject({ _deleted: false, name: 'Edited on the device' })
    expect(merged.history.map((entry) => entry.version._deleted)).toEqual([true])
  })

  it('deletes when the other side did not touch the estimate', () => {
    const local = edit(base, T2, { _deleted: true })
    const merged = mergeEstimates(base, local, edit(base, T1, {}), CONTEXT)
    expect(merged).toMatchObject({ _deleted: true, history: [] })
  })

  it('stays deleted when both sides deleted', () => {
    const merged = mergeEstimates(
      base,
      edit(base, T2, { _deleted: true }),
      edit(base, T1, { _deleted: true }),
      CONTEXT,
    )
    expect(merged).toMatchObject({ _deleted: true, history: [] })
  })

  it('restores without a history entry when the deletion was already in the base', () => {
    const deletedBase = edit(base, T0, { _deleted: true })
    const restored = edit(deletedBase, T2, { _deleted: false, name: 'Back again' })
    const merged = mergeEstimates(deletedBase, restored, edit(deletedBase, T1, {}), CONTEXT)
    expect(merged).toMatchObject({ _deleted: false, name: 'Back again', history: [] })
  })
})

describe('mergeEstimates: history and result', () => {
  it('combines both histories once each and keeps the newest 20', () => {
    const entry = (n: number) => ({
      at: `2025-06-01T00:00:${String(n).padStart(2, '0')}.000Z`,
      by: 'someone',
      reason: 'conflict' as const,
      version: versionOf(base),
    })
    const shared = Array.from({ length: 17 }, (_, n) => entry(n))
    const local = edit(base, T2, { name: 'L', history: [...shared, entry(40), entry(41)] })
    const remote = edit(base, T1, { name: 'R', history: [...shared, entry(50), entry(51)] })
    const merged = mergeEstimates(base, local, remote, CONTEXT)
    // 17 shared + 2 + 2 + the new entry = 22: the two oldest go.
    expect(merged.history).toHaveLength(20)
    expect(merged.history[0]?.at).toBe(entry(2).at)
    expect(merged.history.at(-1)).toMatchObject(CONTEXT)
    expect(new Set(merged.history.map((e) => e.at)).size).toBe(20)
  })

  it('counts an entry and its settled copy as one entry, and keeps it settled', () => {
    const lost = { at: T0, by: 'someone', reason: 'conflict' as const, version: versionOf(base) }
    const settled = { ...lost, settled: { at: T1, by: 'owner-1', choice: 'kept' as const } }
    // One device settled the entry while the other renamed the estimate.
    const local = edit(base, T1, { history: [settled] })
    const remote = edit(base, T2, { name: 'Renamed meanwhile', history: [lost] })
    for (const [a, b] of [
      [local, remote],
      [remote, local],
    ] as const) {
      const merged = mergeEstimates(base, a, b, CONTEXT)
      expect(merged.name).toBe('Renamed meanwhile')
      expect(merged.history).toEqual([settled])
    }
  })

  it('keeps the first settlement when two devices settled the same entry, whichever resolves', () => {
    const lost = { at: T0, by: 'someone', reason: 'conflict' as const, version: versionOf(base) }
    const first = { ...lost, settled: { at: T1, by: 'owner-1', choice: 'other' as const } }
    const second = { ...lost, settled: { at: T2, by: 'owner-1', choice: 'kept' as const } }
    const local = edit(base, T2, { history: [second] })
    const remote = edit(base, T1, { history: [first] })
    expect(mergeEstimates(base, local, remote, CONTEXT).history).toEqual([first])
    expect(mergeEstimates(base, remote, local, CONTEXT).history).toEqual([first])
  })

  it('always produces a valid estimate', () => {
    const local = edit(base, T2, { _deleted: true, windows: [] })
    const remote = edit(base, T1, {
      windows: [...base.windows, makeWindow({ id: 'w9', photos: [photo(9)] })],
    })
    expect(EstimateSchema.safeParse(mergeEstimates(base, local, remote, CONTEXT)).success).toBe(true)
  })

  it('reaches the same content whichever device resolves it', () => {
    const a = edit(base, T2, { name: 'A', windows: [{ ...base.windows[0]!, width: 50 }] })
    const b = edit(base, T1, { name: 'B', notes: 'b', windows: [...base.windows, makeWindow({ id: 'w3' })] })
    const one = mergeEstimates(base, a, b, CONTEXT)
    const two = mergeEstimates(base, b, a, CONTEXT)
    const byId = (estimate: Estimate) => ({
      ...estimate,
      windows: [...estimate.windows].sort((x, y) => x.id.localeCompare(y.id)),
    })
    expect(sameContent(byId(one), byId(two))).toBe(true)
  })

  it('refuses to merge two different documents', () => {
    expect(() => mergeEstimates(null, base, { ...base, id: 'other' }, CONTEXT)).toThrow()
  })
})

describe('lastWriteWins', () => {
  it('keeps the later write whole and the other in history', () => {
    const local = edit(base, T1, { name: 'older' })
    const remote = edit(base, T2, { name: 'newer' })
    const resolved = lastWriteWins(base, local, remote, CONTEXT)
    expect(resolved.name).toBe('newer')
    expect(resolved.history).toEqual([{ ...CONTEXT, reason: 'conflict', version: versionOf(local) }])
  })

  it('gives a tie to the server and records nothing for equal content', () => {
    expect(
      lastWriteWins(base, edit(base, T1, { name: 'a' }), edit(base, T1, { name: 'b' }), CONTEXT).name,
    ).toBe('b')
    expect(lastWriteWins(base, edit(base, T2, {}), edit(base, T1, {}), CONTEXT)).toMatchObject({
      updatedAt: T1,
      history: [],
    })
  })
})

describe('isSameDocument', () => {
  it('ignores the write time the server stamps, and nothing else', () => {
    expect(isSameDocument(edit(base, T1, {}), { ...edit(base, T1, {}), updatedAt: T2 })).toBe(true)
    expect(isSameDocument(edit(base, T1, {}), edit(base, T2, {}))).toBe(false)
    expect(isSameDocument(edit(base, T1, {}), edit(base, T1, { notes: 'x' }))).toBe(false)
    expect(isSameDocument({ ...base }, JSON.parse(JSON.stringify(base)) as Estimate)).toBe(true)
  })
})
