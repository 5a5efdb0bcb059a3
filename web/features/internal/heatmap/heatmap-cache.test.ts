import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { testDeviceDatabases } from '../../../test/device-db.ts'
import { readHeatmapCache, writeHeatmapCache } from './heatmap-cache.ts'

const openDb = testDeviceDatabases()

describe('heatmap cache', () => {
  const ResultsSchema = z.array(z.object({ name: z.string(), status: z.string() }))

  it('reads back what was written, with its time', async () => {
    const db = openDb()
    const data = [{ name: 'login', status: 'PASS' }]
    await writeHeatmapCache('results', data, db, 1_000)
    expect(await readHeatmapCache('results', ResultsSchema, {}, db)).toEqual({ data, cachedAt: 1_000 })
    expect(await readHeatmapCache('other', ResultsSchema, {}, db)).toBeUndefined()

    await writeHeatmapCache('results', [], db, 2_000)
    expect(await readHeatmapCache('results', ResultsSchema, {}, db)).toEqual({ data: [], cachedAt: 2_000 })
  })

  it('treats an entry older than maxAgeMs, or one of another shape, as missing', async () => {
    const db = openDb()
    await writeHeatmapCache('results', [{ name: 'login', status: 'PASS' }], db, 1_000)
    expect(await readHeatmapCache('results', ResultsSchema, { maxAgeMs: 500, now: 1_500 }, db)).toBeDefined()
    expect(
      await readHeatmapCache('results', ResultsSchema, { maxAgeMs: 500, now: 1_501 }, db),
    ).toBeUndefined()
    await writeHeatmapCache('results', { version: 1 }, db)
    expect(await readHeatmapCache('results', ResultsSchema, {}, db)).toBeUndefined()
  })
})
