// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { onLogout, runLogoutHooks } from './session/logout-hooks.ts'
import {
  addToCart,
  CART_MAX_QUANTITY,
  clearCart,
  listCart,
  mergeGuestCart,
  removeFromCart,
  setCartQuantity,
  useCart,
} from './cart.ts'
import { deviceDbAsOf, rollCountRequest, testDeviceDatabases } from '../test/device-db.ts'
import { cartLineId, deleteSignedInRows, DeviceDatabase, GUEST, type OutboxRow } from './device-db.ts'
import { outboxHoldsRequests } from './device-db-probe.ts'
import { discardDraft, loadDraft, saveDraft, useDraft } from './drafts.ts'
import { enqueue } from './outbox.ts'
import { flushOutbox, type Send } from './outbox-send.ts'

const openDb = testDeviceDatabases()

const NoteSchema = z.object({ note: z.string() })
const ALICE = 'a1b2c3d4-0000-4000-8000-000000000001'
const BOB = 'a1b2c3d4-0000-4000-8000-000000000002'

describe('cart', () => {
  it('adds quantities of the same product and size into one line, and keeps sizes apart', async () => {
    const db = openDb()
    await addToCart(GUEST, { productId: 'sol-35', options: { cutLengthFt: 20 } }, db, 1)
    await addToCart(GUEST, { productId: 'sol-35', quantity: 2, options: { cutLengthFt: 20 } }, db, 2)
    await addToCart(GUEST, { productId: 'sol-35', quantity: 1 }, db, 3)
    const lines = await listCart(GUEST, db)
    expect(lines.map((line) => [line.options, line.quantity])).toEqual([
      [{ cutLengthFt: 20 }, 3],
      [{}, 1],
    ])
    expect(lines[0]).toMatchObject({ id: cartLineId(GUEST, 'sol-35', { cutLengthFt: 20 }), addedAt: 1 })
  })

  it("clamps quantities to the line's maximum and removes a line set below 1", async () => {
    const db = openDb()
    const line = await addToCart(GUEST, { productId: 'kit', quantity: CART_MAX_QUANTITY - 1 }, db)
    expect((await addToCart(GUEST, { productId: 'kit', quantity: 5 }, db)).quantity).toBe(CART_MAX_QUANTITY)
    expect((await addToCart(GUEST, { productId: 'samples', quantity: 5, max: 3 }, db)).quantity).toBe(3)

    await setCartQuantity(line.id, 2.7, undefined, db)
    expect((await db.cart.get(line.id))?.quantity).toBe(2)
    await setCartQuantity(line.id, 5000, undefined, db)
    expect((await db.cart.get(line.id))?.quantity).toBe(CART_MAX_QUANTITY)
    await setCartQuantity(line.id, 0, undefined, db)
    expect((await listCart(GUEST, db)).map((row) => row.productId)).toEqual(['samples'])
  })

  it('refuses to add less than one item or something that is not a number', async () => {
    const db = openDb()
    await expect(addToCart(GUEST, { productId: 'kit', quantity: 0 }, db)).rejects.toThrow(RangeError)
    await expect(addToCart(GUEST, { productId: 'kit', quantity: Number.NaN }, db)).rejects.toThrow(RangeError)
    await expect(setCartQuantity('x', Number.POSITIVE_INFINITY, undefined, db)).rejects.toThrow(RangeError)
    expect(await listCart(GUEST, db)).toEqual([])
  })

  it("removes one line or all of one owner's", async () => {
    const db = openDb()
    const kit = await addToCart(GUEST, { productId: 'kit' }, db, 1)
    await addToCart(GUEST, { productId: 'squeegee' }, db, 2)
    await addToCart(ALICE, { productId: 'blades' }, db, 3)
    await removeFromCart(kit.id, db)
    expect((await listCart(GUEST, db)).map((line) => line.productId)).toEqual(['squeegee'])
    await clearCart(GUEST, db)
    expect(await listCart(GUEST, db)).toEqual([])
    expect((await listCart(ALICE, db)).map((line) => line.productId)).toEqual(['blades'])
  })

  it("merges the visitor's cart into the account's on sign-in and empties the visitor's", async () => {
    const db = openDb()
    await addToCart(ALICE, { productId: 'kit', quantity: 2 }, db, 1)
    await addToCart(GUEST, { productId: 'kit', quantity: 3 }, db, 2)
    await addToCart(GUEST, { productId: 'film', options: { cutLengthFt: 12 } }, db, 3)
    await mergeGuestCart(ALICE, db)
    expect((await listCart(ALICE, db)).map((line) => [line.productId, line.quantity, line.options])).toEqual([
      ['kit', 5, {}],
      ['film', 1, { cutLengthFt: 12 }],
    ])
    expect(await listCart(GUEST, db)).toEqual([])
    expect(await listCart(BOB, db)).toEqual([])
  })

  it('useCart follows the table', async () => {
    const db = openDb()
    const { result } = renderHook(() => useCart(GUEST, db))
    await waitFor(() => expect(result.current).toEqual([]))
    await act(() => addToCart(GUEST, { productId: 'kit', quantity: 2 }, db))
    await waitFor(() => expect(result.current?.map((line) => line.quantity)).toEqual([2]))
  })
})

describe('drafts', () => {
  it('restore per user: each account and the guest see only their own', async () => {
    const db = openDb()
    await saveDraft(ALICE, 'contact', { note: 'alice' }, db, 10)
    await saveDraft(BOB, 'contact', { note: 'bob' }, db, 20)
    await saveDraft(null, 'contact', { note: 'guest' }, db, 30)

    expect(await loadDraft(ALICE, 'contact', NoteSchema, db)).toEqual({
      value: { note: 'alice' },
      savedAt: 10,
    })
    expect((await loadDraft(BOB, 'contact', NoteSchema, db))?.value).toEqual({ note: 'bob' })
    expect((await loadDraft(null, 'contact', NoteSchema, db))?.value).toEqual({ note: 'guest' })
    expect(await loadDraft(ALICE, 'other-form', NoteSchema, db)).toBeUndefined()

    await discardDraft(ALICE, 'contact', db)
    expect(await loadDraft(ALICE, 'contact', NoteSchema, db)).toBeUndefined()
    expect(await loadDraft(BOB, 'contact', NoteSchema, db)).toBeDefined()
  })

  it('reads a draft the schema no longer accepts as no draft', async () => {
    const db = openDb()
    await saveDraft(ALICE, 'contact', { message: 'written by an older version' }, db)
    expect(await loadDraft(ALICE, 'contact', NoteSchema, db)).toBeUndefined()
  })

  it('useDraft restores, saves and discards', async () => {
    const db = openDb()
    await saveDraft(ALICE, 'contact', { note: 'before the reload' }, db, 5)
    const { result, rerender } = renderHook(({ userId }) => useDraft('contact', userId, NoteSchema, db), {
      initialProps: { userId: ALICE as string | null },
    })
    expect(result.current.loaded).toBe(false)
    await waitFor(() =>
      expect(result.current.draft).toEqual({ value: { note: 'before the reload' }, savedAt: 5 }),
    )

    await act(() => result.current.save({ note: 'typed on' }))
    await waitFor(() => expect(result.current.draft?.value).toEqual({ note: 'typed on' }))

    rerender({ userId: null })
    await waitFor(() => expect(result.current).toMatchObject({ loaded: true, draft: undefined }))

    rerender({ userId: ALICE })
    await waitFor(() => expect(result.current.draft?.value).toEqual({ note: 'typed on' }))
    await act(() => result.current.discard())
    await waitFor(() => expect(result.current).toMatchObject({ loaded: true, draft: undefined }))
  })
})

describe('signing out', () => {
  it("deletes the accounts' drafts and chat history; the guest's rows, the cart and the heatmap cache stay", async () => {
    const db = openDb()
    const removeHook = onLogout(() => deleteSignedInRows(db))
    try {
      await saveDraft(ALICE, 'contact', { note: 'alice' }, db)
      await saveDraft(BOB, 'contact', { note: 'bob' }, db)
      await saveDraft(null, 'contact', { note: 'guest' }, db)
      await db.chatHistory.add({ owner: ALICE, role: 'user', text: 'my address is…', at: 1 })
      await db.chatHistory.add({ owner: GUEST, role: 'user', text: 'hello', at: 2 })
      await addToCart(GUEST, { productId: 'kit', quantity: 3 }, db)
      await db.heatmapCache.put({ key: 'tests', data: [1, 2], cachedAt: 3 })

      await runLogoutHooks()

      expect(await loadDraft(ALICE, 'contact', NoteSchema, db)).toBeUndefined()
      expect(await loadDraft(BOB, 'contact', NoteSchema, db)).toBeUndefined()
      const chatOf = (owner: string) => db.chatHistory.where('owner').equals(owner).toArray()
      expect(await chatOf(ALICE)).toEqual([])
      expect((await loadDraft(null, 'contact', NoteSchema, db))?.value).toEqual({ note: 'guest' })
      expect((await chatOf(GUEST)).map((message) => message.text)).toEqual(['hello'])
      expect((await listCart(GUEST, db)).map((line) => [line.productId, line.quantity])).toEqual([['kit', 3]])
      expect(await db.heatmapCache.get('tests')).toBeDefined()
    } finally {
      removeHook()
    }
  })
})

describe('the outbox across an update of the app', () => {
  it('keeps the requests an older version queued, and sends them before the ones queued after the update', async () => {
    const name = `ss-device-v3-${crypto.randomUUID()}`
    const idb = { indexedDB, IDBKeyRange }
    // The device database as version 3 of the schema left it, with a count waiting to be sent.
    const v3 = deviceDbAsOf(name, 3)
    // Written before requests said what they are about.
    const { record: _, ...request } = rollCountRequest('count-before', { countedFt: 40 })
    const queuedBefore: OutboxRow = {
      ...request,
      state: 'pending',
      attempts: 3,
      nextAttemptAt: 2_000,
      createdAt: 2_000,
      lastError: 'offline',
    }
    await v3.table('outbox').add(queuedBefore)
    v3.close()

    const db = new DeviceDatabase(name, idb)
    try {
      expect(await db.outbox.get('count-before')).toEqual(queuedBefore)
      expect(db.verno).toBe(4)
      // The app's start finds it without Dexie.
      expect(await outboxHoldsRequests(indexedDB, name)).toBe(true)

      await enqueue(rollCountRequest('count-after'), db, 1_000) // the clock was set back since
      const send = vi.fn<Send>(async (row) => ({ id: row.id }))
      expect(await flushOutbox({ db, send, force: true })).toMatchObject({ sent: 2, pending: 0 })
      expect(send.mock.calls.map(([row]) => row.id)).toEqual(['count-before', 'count-after'])
      expect(await outboxHoldsRequests(indexedDB, name)).toBe(false)
    } finally {
      await db.delete()
    }
  })

  it('reads as holding nothing where the device database was never made, and does not make it', async () => {
    const name = `ss-device-none-${crypto.randomUUID()}`
    expect(await outboxHoldsRequests(indexedDB, name)).toBe(false)
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(name)
  })
})
