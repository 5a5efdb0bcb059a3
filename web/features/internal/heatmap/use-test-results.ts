import { useEffect, useState } from 'react'
import { TestResultRecordSchema, type TestResultRecord } from '../../../../domain/heatmap/test-results.ts'
import { readHeatmapCache, writeHeatmapCache } from './heatmap-cache.ts'
import { type JsonValue } from '../../../app/device-db.ts'
import { SAMPLE_TEST_RESULTS } from './sample-test-results.ts'

/** The results appear this long after the section mounts. */
export const HEATMAP_DELAY_MS = 1000

/** One cache entry per run, so a newer run shipped with the app replaces the one kept on the device. */
const CACHE_KEY = `test-results:${SAMPLE_TEST_RESULTS.timestamp}`

/** The run kept in IndexedDB; the first visit on a device stores the hard-coded one there. Never fetched. */
export async function loadTestResults(): Promise<TestResultRecord> {
  const cached = await readHeatmapCache(CACHE_KEY, TestResultRecordSchema)
  if (cached) return cached.data
  await writeHeatmapCache(CACHE_KEY, SAMPLE_TEST_RESULTS as unknown as JsonValue)
  return SAMPLE_TEST_RESULTS
}

export type TestResultsState =
  { phase: 'loading' } | { phase: 'ready'; record: TestResultRecord } | { phase: 'failed' }

/** Loads the run (or fails) and holds the outcome back until the delay has passed. `load` must be a stable function. */
export function useTestResults(
  load: () => Promise<TestResultRecord> = loadTestResults,
  delayMs: number = HEATMAP_DELAY_MS,
): TestResultsState {
  const [state, setState] = useState<TestResultsState>({ phase: 'loading' })
  useEffect(() => {
    let live = true
    const delay = new Promise((resolve) => setTimeout(resolve, delayMs))
    void Promise.allSettled([load(), delay]).then(([loaded]) => {
      if (live)
        setState(
          loaded.status === 'fulfilled' ? { phase: 'ready', record: loaded.value } : { phase: 'failed' },
        )
    })
    return () => {
      live = false
    }
  }, [load, delayMs])
  return state
}
