// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deviceDb } from '../../../app/device-db.ts'
import { SAMPLE_TEST_RESULTS } from './sample-test-results.ts'
import { HEATMAP_DELAY_MS, loadTestResults, useTestResults } from './use-test-results.ts'

describe('loadTestResults', () => {
  it('stores the hard-coded run in IndexedDB and reads it back from there', async () => {
    await deviceDb().heatmapCache.clear()
    expect(await loadTestResults()).toEqual(SAMPLE_TEST_RESULTS)
    const rows = await deviceDb().heatmapCache.toArray()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.data).toEqual(SAMPLE_TEST_RESULTS)

    // What the device keeps is what is shown.
    const kept = { ...SAMPLE_TEST_RESULTS, recommendations: ['Kept on this device'] }
    await deviceDb().heatmapCache.put({ ...rows[0]!, data: kept })
    expect((await loadTestResults()).recommendations).toEqual(['Kept on this device'])
  })
})

const loaded = () => Promise.resolve(SAMPLE_TEST_RESULTS)
const blocked = () => Promise.reject(new Error('blocked'))

describe('useTestResults', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('stays loading for the whole delay even when the data is ready at once', async () => {
    const { result } = renderHook(() => useTestResults(loaded))
    await act(() => vi.advanceTimersByTimeAsync(HEATMAP_DELAY_MS - 1))
    expect(result.current.phase).toBe('loading')
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(result.current).toEqual({ phase: 'ready', record: SAMPLE_TEST_RESULTS })
  })

  it('fails when the record cannot be read', async () => {
    const { result } = renderHook(() => useTestResults(blocked))
    await act(() => vi.advanceTimersByTimeAsync(HEATMAP_DELAY_MS - 1))
    expect(result.current.phase).toBe('loading')
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(result.current.phase).toBe('failed')
  })
})
