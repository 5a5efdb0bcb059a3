import { afterEach, describe, expect, it, vi } from 'vitest'
import { pipelineQuery } from '../reports/api/get-pipeline.ts'
import { periodOf } from '../reports/period.ts'
import { dashboardPipelineQuery } from './pipeline-card.tsx'

/*
 * The team lead's pipeline card shows the report's figures, not figures of its own: it makes the
 * request the /reports page makes for "this month" (one cache entry for both), to the endpoint whose
 * figures api/features/reports/reports.pipeline.test.ts checks.
 */

afterEach(() => vi.unstubAllGlobals())

describe('the dashboard’s pipeline card', () => {
  it('asks the report’s own request for this month, in the lead’s hub', async () => {
    // Late on 30 June in Atlanta is already 1 July in UTC, as the server counts days.
    const now = new Date('2025-07-01T02:00:00.000Z')
    const card = dashboardPipelineQuery(now, 'atlanta')
    const page = pipelineQuery(periodOf('thisMonth', now, { from: '', to: '' }), 'atlanta')
    expect(card.queryKey).toEqual(page.queryKey)
    expect(card.queryKey).toEqual(['reports', 'pipeline', '2025-07-01', '2025-07-01', 'atlanta'])

    const answer = { from: '2025-07-01', to: '2025-07-01', hub: 'atlanta', quotes: 0 }
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(Response.json(answer)))
    vi.stubGlobal('fetch', fetch)
    const run = card.queryFn as () => Promise<unknown>
    expect(await run()).toEqual(answer)
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([
      ['/api/reports/pipeline?from=2025-07-01&to=2025-07-01&hub=atlanta', 'GET'],
    ])
  })
})
