import { describe, expect, it } from 'vitest'
import type { CalendarEvent } from '../../../domain/calendar/event.ts'
import { plannedInstallDay, type InstallDay } from '../../../domain/quotes/install-day.ts'
import type { QuoteJobView } from '../../../domain/quotes/state.ts'
import { makeEstimate, makeWindow } from '../../../domain/testing/estimate-factory.ts'
import { makeEvent } from '../../../domain/testing/event-factory.ts'
import { makeQuoteVersionView } from '../../../domain/testing/quote-factory.ts'
import { OFFLINE_DOCUMENT_URL } from '../../app/offline-documents.ts'
import {
  allThere,
  ITEM_KEYS,
  readinessOf,
  upcomingCrewJobs,
  visitNeeds,
  type DevicePresence,
  type QuoteSource,
} from './visit-needs.ts'

const photo = (n: number) => String(n).padStart(64, '0')

const version = makeQuoteVersionView

const installed = { completedAt: '2026-12-01T15:00:00.000Z' } as QuoteJobView

const estimate = makeEstimate({
  windows: [makeWindow({ id: 'w1', photos: [photo(1), photo(2)] }), makeWindow({ id: 'w2', photos: [] })],
})

/** An installation booked from quote v2, with the crew's photos before the work and the sold windows' own. */
function job(day: Partial<InstallDay> = {}): CalendarEvent {
  return makeEvent({
    id: 'inst-v2',
    link: { kind: 'quote', id: 'v2', title: 'Dana Whitfield, Atlanta' },
    installDay: {
      ...plannedInstallDay({
        quoteHash: 'a'.repeat(64),
        windows: [makeWindow({ id: 'w1', photos: [photo(1)] })],
        film: [],
      }),
      beforePhotoIds: [photo(7)],
      ...day,
    },
  })
}

const mine: QuoteSource = { kind: 'estimate', estimateId: 'e1' }

describe('what a visit needs', () => {
  it('an estimate: its windows’ photos, its quote versions and the documents of those still in play', () => {
    const needs = visitNeeds({
      target: 'estimate',
      estimate,
      event: null,
      quotes: mine,
      versions: [
        version(3),
        version(2, { stage: 'accepted', job: installed }),
        version(1, { stage: 'superseded' }),
        version(4, { stage: 'revoked' }),
      ],
    })
    expect(needs.photos).toEqual([
      { id: photo(1), from: 'estimates' },
      { id: photo(2), from: 'estimates' },
    ])
    expect(needs.quotes).toEqual(mine)
    expect(needs.estimate).toBe(false)
    expect(needs.documents.map(({ url }) => url)).toEqual([
      '/api/quotes/v3/pdf',
      '/api/quotes/v2/pdf',
      '/api/quotes/v2/invoice',
      '/api/quotes/v2/warranty',
    ])
    expect(needs.documents[0]!.number).toBe('Q-7K2M-Q9XD v3')
  })

  it('a job of the user’s own quote: the crew’s photos, the sold windows’ and the estimate’s, and only its version’s PDF', () => {
    const needs = visitNeeds({
      target: 'event',
      estimate,
      event: job(),
      quotes: mine,
      versions: [version(3, { stage: 'superseded' }), version(2, { stage: 'accepted' })],
    })
    expect(needs.photos).toEqual([
      { id: photo(7), from: 'events' },
      { id: photo(1), from: 'estimates' },
      { id: photo(2), from: 'estimates' },
    ])
    expect(needs.estimate).toBe(true)
    expect(needs.documents.map(({ url }) => url)).toEqual(['/api/quotes/v2/pdf'])
  })

  it('a job of another seller’s quote: only what the event names, since the server shares nothing else', () => {
    const needs = visitNeeds({
      target: 'event',
      estimate: null,
      event: job({ afterPhotoIds: [photo(8)] }),
      quotes: { kind: 'notShared' },
      versions: null,
    })
    expect(needs.photos).toEqual([
      { id: photo(7), from: 'events' },
      { id: photo(8), from: 'events' },
    ])
    expect(needs.estimate).toBe(false)
    expect(needs.documents).toEqual([])
  })

  it('lists only URLs the service worker answers from the device offline', () => {
    const needs = visitNeeds({
      target: 'estimate',
      estimate,
      event: null,
      quotes: mine,
      versions: [version(2, { stage: 'accepted', job: installed })],
    })
    for (const { url } of needs.documents) expect(url).toMatch(OFFLINE_DOCUMENT_URL)
    expect('/api/quote-links/AAAAAAAAAAAAAAAAAAAAAA/pdf').not.toMatch(OFFLINE_DOCUMENT_URL)
  })
})

describe('what of it is on the device', () => {
  const everything: DevicePresence = {
    estimateKept: true,
    missingPhotos: [],
    versionsKept: true,
    missingDocuments: [],
    priceSheetKept: true,
    catalogKept: true,
  }
  const needs = visitNeeds({
    target: 'event',
    estimate,
    event: job(),
    quotes: mine,
    versions: [version(2, { stage: 'accepted' })],
  })

  it('is ready when every item is there', () => {
    const items = readinessOf(needs, everything, {})
    expect(items.map((item) => item.key)).toEqual(ITEM_KEYS)
    expect(allThere(items)).toBe(true)
  })

  it('counts what is missing and says why, only where something is missing', () => {
    const items = readinessOf(
      needs,
      { ...everything, missingPhotos: [photo(2), photo(9)], catalogKept: false },
      { photos: 'offline', catalog: 'failed', priceSheet: 'offline' },
    )
    expect(items.find((item) => item.key === 'photos')).toEqual({
      key: 'photos',
      have: 2,
      need: 3,
      problem: 'offline',
    })
    expect(items.find((item) => item.key === 'catalog')).toMatchObject({
      have: 0,
      need: 1,
      problem: 'failed',
    })
    expect(items.find((item) => item.key === 'priceSheet')).toMatchObject({ have: 1, problem: null })
    expect(allThere(items)).toBe(false)
  })

  it('a job whose quote the server was never asked about is not ready: its versions are missing', () => {
    const unknown = visitNeeds({
      target: 'event',
      estimate: null,
      event: job(),
      quotes: { kind: 'unknown' },
      versions: null,
    })
    const items = readinessOf(unknown, everything, { quotes: 'offline' })
    expect(items.find((item) => item.key === 'quotes')).toEqual({
      key: 'quotes',
      have: 0,
      need: 1,
      problem: 'offline',
    })
    expect(allThere(items)).toBe(false)
  })

  it('a job booked by hand or another seller’s needs no quote at all', () => {
    for (const quotes of [{ kind: 'none' }, { kind: 'notShared' }] as const) {
      const items = readinessOf(
        visitNeeds({ target: 'event', estimate: null, event: job(), quotes, versions: null }),
        { ...everything, versionsKept: false },
        {},
      )
      expect(items.map((item) => item.key)).toEqual(['photos', 'priceSheet', 'catalog'])
      expect(allThere(items)).toBe(true)
    }
  })
})

describe('the installations a crew member’s phone makes ready by itself', () => {
  // Wednesday 2 December 2026, 10:00 on this machine's clock.
  const now = new Date(2026, 11, 2, 10, 0)
  const at = (day: number, hour: number) => new Date(2026, 11, day, hour).toISOString()
  const crew = { id: 'member-1', teamId: 'atlanta-1' }
  const booked = (id: string, patch: Partial<CalendarEvent>) =>
    ({ ...job(), id, start: at(2, 13), end: at(2, 16), ...patch }) as CalendarEvent

  it('are their team’s quoted jobs from today to the day after tomorrow, confirmed and not over', () => {
    const events = [
      booked('today', {}),
      booked('day-after-tomorrow', { start: at(4, 8), end: at(4, 17) }),
      booked('in-three-days', { start: at(5, 8), end: at(5, 17) }),
      booked('this-morning-done', { start: at(2, 7), end: at(2, 9) }),
      booked('proposed', { status: 'proposed' }),
      booked('signed-off', { status: 'completed' }),
      booked('other-team', { teamId: 'atlanta-2' }),
      booked('others-sent', { assigneeIds: ['member-2'] }),
      booked('me-sent', { assigneeIds: ['member-2', 'member-1'] }),
      booked('by-hand', { installDay: null }),
    ]
    expect(upcomingCrewJobs(events, crew, now).map((event) => event.id)).toEqual([
      'today',
      'day-after-tomorrow',
      'me-sent',
    ])
  })
})
