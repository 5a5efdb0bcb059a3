import { newEvent, type CalendarEvent, type EventDraft } from '../calendar/event.ts'

/** A valid event for tests: atlanta-1, Monday 2026-11-23 09:00–12:00 UTC, unless overridden. */
export function makeEvent(overrides: Partial<CalendarEvent> & Partial<EventDraft> = {}): CalendarEvent {
  const draft: EventDraft = {
    title: 'Storefront solar film',
    teamId: 'atlanta-1',
    start: '2026-11-23T09:00:00.000Z',
    end: '2026-11-23T12:00:00.000Z',
    status: 'scheduled',
    assigneeIds: [],
    link: null,
    address: '12 Peachtree St, Atlanta',
    notes: '',
  }
  const event = newEvent(
    overrides.id ?? 'event-1',
    'lead-1',
    { ...draft, ...overrides },
    new Date('2026-11-20T10:00:00.000Z'),
  )
  return { ...event, ...overrides, hubId: overrides.hubId ?? event.hubId }
}
