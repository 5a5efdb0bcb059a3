import { describe, expect, it } from 'vitest'
import type { SyncStatus } from '../../../sync/client/replication.ts'
import type { OutboxRow } from '../device-db.ts'
import { outboxRecordState, replicatedRecordState } from './record-state.ts'

const doc = { id: 'est-1', updatedAt: '2026-11-28T10:00:00.000Z' }
const status = (change: Partial<SyncStatus> = {}): SyncStatus => ({
  online: true,
  pendingChanges: 0,
  pendingIds: {},
  lastSyncedAt: '2026-11-28T10:00:01.000Z',
  error: null,
  ...change,
})
const waiting = { pendingChanges: 1, pendingIds: { estimates: ['est-1'] } }

describe('replicatedRecordState', () => {
  it('says the server has a document no change of which waits, since its server write time', () => {
    expect(replicatedRecordState(status(), true, 'estimates', doc)).toEqual({
      kind: 'saved',
      at: doc.updatedAt,
    })
    // Another collection's waiting change is not this document's.
    expect(
      replicatedRecordState(status({ pendingIds: { events: ['est-1'] } }), true, 'estimates', doc),
    ).toEqual({ kind: 'saved', at: doc.updatedAt })
  })

  it('says a waiting change is on this device only while the server cannot be reached, and sending otherwise', () => {
    expect(replicatedRecordState(status(waiting), true, 'estimates', doc)).toEqual({ kind: 'sending' })
    expect(replicatedRecordState(status(waiting), false, 'estimates', doc)).toEqual({ kind: 'device' })
    expect(replicatedRecordState(status({ ...waiting, online: false }), true, 'estimates', doc)).toEqual({
      kind: 'device',
    })
  })

  it("says a waiting change was refused when the server refused that collection's push, with its reason", () => {
    const refused = status({
      ...waiting,
      error: { kind: 'rejected', collection: 'estimates', status: 422, code: 'estimateInvalid' },
    })
    expect(replicatedRecordState(refused, true, 'estimates', doc)).toEqual({
      kind: 'refused',
      code: 'estimateInvalid',
    })
    expect(replicatedRecordState(refused, true, 'estimates', { ...doc, id: 'est-2' })).toEqual({
      kind: 'saved',
      at: doc.updatedAt,
    })
  })

  it('says nothing without a replication', () => {
    expect(replicatedRecordState(null, true, 'estimates', doc)).toBeNull()
  })
})

describe('outboxRecordState', () => {
  const row = (change: Partial<OutboxRow>): OutboxRow => ({
    id: 'bid-1',
    kind: 'bid',
    method: 'POST',
    url: '/api/bids',
    body: null,
    summary: null,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 1000,
    ...change,
  })

  it('follows the request from the device to the server', () => {
    expect(outboxRecordState(row({}), true)).toEqual({ kind: 'sending' })
    expect(outboxRecordState(row({}), false)).toEqual({ kind: 'device' })
    // The link is up but the last try found no server: still only here.
    expect(outboxRecordState(row({ attempts: 1, lastError: 'offline' }), true)).toEqual({ kind: 'device' })
    expect(outboxRecordState(row({ state: 'sent', sentAt: 5000 }), true)).toEqual({ kind: 'saved', at: 5000 })
    expect(
      outboxRecordState(
        row({ state: 'failed', refusal: { status: 409, message: 'Closed', code: 'jobClosed' } }),
        true,
      ),
    ).toEqual({ kind: 'refused', code: 'jobClosed' })
    expect(outboxRecordState(row({ state: 'attention', attempts: 8 }), true)).toEqual({ kind: 'attention' })
  })
})
