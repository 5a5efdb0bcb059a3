import { describe, expect, it } from 'vitest'
import { CalendarEventSchema, changesOnlyStatus, decidesProposal, editedEvent, movedTo } from './event.ts'
import { makeEvent } from '../testing/event-factory.ts'

const issues = (value: unknown) => {
  const result = CalendarEventSchema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('event schema', () => {
  it('accepts a valid event', () => {
    expect(issues(makeEvent())).toEqual([])
  })

  it('refuses an end before or at the start, and a booking over 14 days', () => {
    expect(issues(makeEvent({ end: makeEvent().start }))).toEqual(['endBeforeStart'])
    expect(issues(makeEvent({ end: '2026-12-23T09:00:00.000Z' }))).toEqual(['tooLong'])
  })

  it('refuses an unknown team and a hub that is not the team’s', () => {
    expect(issues({ ...makeEvent(), teamId: 'atlanta-9' })).toContain('teamInvalid')
    expect(issues(makeEvent({ hubId: 'florida' }))).toEqual(['hubInvalid'])
  })

  it('refuses a blank title and an unknown status', () => {
    expect(issues(makeEvent({ title: '  ' }))).toEqual(['titleRequired'])
    expect(issues(makeEvent({ status: 'done' as never }))).toEqual(['statusInvalid'])
  })
})

describe('edits', () => {
  it('moving keeps the length; an edit is unconfirmed and its hub follows the team', () => {
    const event = { ...makeEvent(), confirmed: true }
    expect(movedTo(event, new Date('2026-11-24T14:00:00.000Z'))).toEqual({
      start: '2026-11-24T14:00:00.000Z',
      end: '2026-11-24T17:00:00.000Z',
    })
    const moved = editedEvent(event, { teamId: 'florida-2' }, new Date('2026-11-21T00:00:00.000Z'))
    expect(moved).toMatchObject({ teamId: 'florida-2', hubId: 'florida', confirmed: false })
  })

  it('tells a status change from any other change', () => {
    const event = makeEvent()
    const now = new Date('2026-11-23T09:05:00.000Z')
    expect(changesOnlyStatus(editedEvent(event, { status: 'inProgress' }, now), event)).toBe(true)
    expect(changesOnlyStatus(editedEvent(event, { title: 'Other' }, now), event)).toBe(false)
    expect(changesOnlyStatus(editedEvent(event, { start: '2026-11-23T08:00:00.000Z' }, now), event)).toBe(
      false,
    )
  })

  it('tells a change that decides a proposal: out of `proposed`, or into it', () => {
    const proposed = makeEvent({
      status: 'proposed',
      link: { kind: 'quote', id: 'q-1', title: 'Dana, Atlanta' },
    })
    expect(issues(proposed)).toEqual([])
    expect(decidesProposal({ status: 'scheduled' }, proposed)).toBe(true)
    expect(decidesProposal({ status: 'cancelled' }, proposed)).toBe(true)
    expect(decidesProposal({ status: 'proposed' }, makeEvent())).toBe(true)
    expect(decidesProposal({ status: 'proposed' }, proposed)).toBe(false)
    expect(decidesProposal({ status: 'inProgress' }, makeEvent())).toBe(false)
  })
})
