import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CalendarEvent } from '../../../domain/calendar/event.ts'
import { plannedInstallDay } from '../../../domain/quotes/install-day.ts'
import { makeEstimate, makeWindow } from '../../../domain/testing/estimate-factory.ts'
import { makeEvent } from '../../../domain/testing/event-factory.ts'
import { makeQuoteVersionView } from '../../../domain/testing/quote-factory.ts'
import type { SyncDatabase } from '../../../sync/client/database.ts'
import { createPhotoStore } from '../../../sync/client/photos.ts'
import { testDeviceDatabases } from '../../test/device-db.ts'
import { prepareVisit } from './prepare-visit.ts'
import { readVisitRecord } from './visit-record.ts'

const openDb = testDeviceDatabases()
const photo = (n: number) => String(n).padStart(64, '0')
const target = { kind: 'event', id: 'inst-v1' } as const

/** Installation of quote v1 (estimate e1), with a photo the crew took and one of the sold window. */
const job: CalendarEvent = makeEvent({
  id: 'inst-v1',
  link: { kind: 'quote', id: 'v1', title: 'Dana Whitfield, Atlanta' },
  installDay: {
    ...plannedInstallDay({
      quoteHash: 'a'.repeat(64),
      windows: [makeWindow({ photos: [photo(1)] })],
      film: [],
    }),
    beforePhotoIds: [photo(2)],
  },
})

/** What the API answers, by path; anything else has no network. */
type Answers = Record<string, () => Response>

/** Cache Storage as a map of URL to body. */
function fakeCaches() {
  const kept = new Map<string, Response>()
  const cache = {
    put: async (url: string, response: Response) => void kept.set(url, response),
    match: async (url: string) => kept.get(url),
  }
  return { kept, caches: { open: async () => cache, delete: async () => kept.clear() } }
}

let storage: ReturnType<typeof fakeCaches>
let photosDb = 0

beforeEach(() => {
  storage = fakeCaches()
  vi.stubGlobal('caches', storage.caches)
  vi.stubGlobal('navigator', { onLine: true })
})
afterEach(() => vi.unstubAllGlobals())

function serve(answers: Answers) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const answer = answers[url]
      if (!answer) throw new TypeError('Failed to fetch')
      return answer()
    }),
  )
}

/** The user's database with the installation and, when given, its estimate. */
function syncWith(estimate = makeEstimate({ id: 'e1', windows: [makeWindow({ photos: [photo(1)] })] })) {
  const docs: Record<string, Record<string, unknown>> = {
    events: { [job.id]: job },
    estimates: { e1: estimate },
  }
  const collection = (name: string) => ({
    findOne: (id: string) => ({
      exec: async () => (docs[name]![id] ? { toMutableJSON: () => structuredClone(docs[name]![id]) } : null),
    }),
  })
  return {
    rx: { collections: { events: collection('events'), estimates: collection('estimates') } },
    photos: createPhotoStore(`test-${++photosDb}`, { indexedDB, IDBKeyRange }),
  } as unknown as SyncDatabase
}

const versions = [makeQuoteVersionView(1, { stage: 'accepted' })]
const sheet = { version: 'sheet-1', sheet: {} }
/** The server, to the seller: their quote, its estimate's versions and the pricing sheet. */
const sellerAnswers: Answers = {
  '/api/quotes/v1': () => Response.json(versions[0]),
  '/api/quotes?estimateId=e1': () => Response.json({ versions }),
  '/api/pricing-sheet': () => Response.json(sheet),
}

describe('making an installation available offline', () => {
  it('for the seller’s own job: fetches the missing photos where their documents are, keeps the quote’s PDF and its versions', async () => {
    const device = openDb()
    const sync = syncWith()
    serve({
      ...sellerAnswers,
      '/api/quotes/v1/pdf': () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
      '/api/catalog': () => new Response('', { status: 503 }),
    })
    const fetchPhoto = vi.fn(async (_collection: string, id: string) => {
      await sync.photos.putDownloaded(id, new Uint8Array([1]), 'image/jpeg')
      return true
    })

    const record = await prepareVisit(target, { userId: 'u1', sync, fetchPhoto, device })

    expect(fetchPhoto.mock.calls).toEqual([
      ['events', photo(2)],
      ['estimates', photo(1)],
    ])
    expect([...storage.kept.keys()]).toEqual(['/api/quotes/v1/pdf'])
    // The catalog's server failed: the one thing said missing, and why.
    expect(record).toEqual({
      preparedAt: expect.any(Number),
      quotes: { kind: 'estimate', estimateId: 'e1' },
      problems: { catalog: 'failed' },
    })
    expect(await readVisitRecord('u1', target, device)).toEqual(record)
    // The next user of the device reads nothing of it.
    expect(await readVisitRecord('u2', target, device)).toBeNull()
  })

  it('for a job sold by someone else: the event’s own photos only, and no quote to ask for', async () => {
    const device = openDb()
    serve({
      '/api/quotes/v1': () => Response.json({ message: 'Not found' }, { status: 404 }),
      '/api/pricing-sheet': () => Response.json(sheet),
    })
    const fetchPhoto = vi.fn(async () => false)

    const record = await prepareVisit(target, { userId: 'u1', sync: syncWith(), fetchPhoto, device })

    expect(fetchPhoto.mock.calls).toEqual([['events', photo(2)]])
    expect(storage.kept.size).toBe(0)
    expect(record).toMatchObject({ quotes: { kind: 'notShared' }, problems: { photos: 'notFound' } })
  })

  it('with no signal: everything is said missing for want of a connection, and what was learned before stands', async () => {
    const device = openDb()
    const sync = syncWith()
    serve(sellerAnswers)
    await prepareVisit(target, { userId: 'u1', sync, fetchPhoto: async () => true, device })

    serve({})
    vi.stubGlobal('navigator', { onLine: false })
    const fetchPhoto = vi.fn(async () => Promise.reject(new Error('network')))
    const record = await prepareVisit(target, { userId: 'u1', sync, fetchPhoto, device })

    expect(record).toEqual({
      preparedAt: expect.any(Number),
      quotes: { kind: 'estimate', estimateId: 'e1' },
      problems: { quotes: 'offline', catalog: 'offline', documents: 'offline', photos: 'offline' },
    })
  })
})
