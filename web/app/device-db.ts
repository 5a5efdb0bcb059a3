import { Dexie, type EntityTable, type Table } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback } from 'react'
import type { z } from 'zod'
import type { CatalogProduct } from '../../domain/shop/catalog.ts'
import { ORDER_LIMITS } from '../../domain/shop/limits.ts'
import { cartFilled } from './device-flags.ts'
import type { IndexedDbApi } from '../../sync/client/photos.ts'

/*
 * State that belongs to this device and never replicates (DESIGN.md Sync, docs/state.md): the shop
 * cart, form drafts, the chat assistant's history, the heatmap cache and the outbox of requests
 * waiting for a network (web/app/outbox.ts), in one Dexie database beside the per-user RxDB ones.
 *
 * Rows of a signed-in user (their drafts and chat history) carry the user's id and are deleted when
 * anyone signs out on this device (deleteSignedInRows, registered in web/main.tsx). Rows written
 * without an account carry GUEST and stay. The cart is kept per owner and stays through sign-outs:
 * it holds product ids and sizes, no personal data; a visitor's cart joins the account's on sign-in
 * (mergeGuestCart), and an account finds its cart again when it signs back in on this device.
 *
 * Values read back were written by whatever version of the app ran before: drafts and cache entries
 * are checked with a zod schema on the way out, and one that no longer fits reads as absent.
 */

export const DEVICE_DB_NAME = 'ss-device'

/** Owner of rows written without an account. User ids are UUIDs, so never equal to it. */
export const GUEST = 'guest'

/** A line holds 1 to the shop's per-line limit of one product in one size. */
export const CART_MAX_QUANTITY = ORDER_LIMITS.quantity

/** Messages kept per owner; older ones are dropped as new ones arrive. */
export const CHAT_HISTORY_LIMIT = 200

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

export interface CartOptions {
  /** Feet cut from a roll; absent for a full roll or an item sold by the piece. */
  cutLengthFt?: number
}

export interface CartLine {
  /** Owner, product and options together: the same product in the same size is one line. */
  id: string
  /** User id, or GUEST: each account on the device has its own cart, merged from the guest's on sign-in. */
  owner: string
  productId: string
  quantity: number
  options: CartOptions
  /** Epoch ms of the first add; lines are listed in this order. */
  addedAt: number
}

export interface DraftRow {
  /** User id, or GUEST. */
  owner: string
  /** Which form, e.g. 'members/profile'. */
  formKey: string
  value: JsonValue
  savedAt: number
}

export type ChatRole = 'user' | 'assistant'

export interface ChatMessage {
  /** Auto-incremented: the order messages were appended in. */
  id: number
  /** User id, or GUEST. */
  owner: string
  role: ChatRole
  text: string
  /** Epoch ms. */
  at: number
  /** The assistant's answer details. */
  suggestedActions?: string[]
  sentiment?: 'positive' | 'negative'
  confidence?: number
  /** In-app pages the answer points to (an estimate prefilled, a product, an order). */
  links?: { label: string; to: string }[]
  /** Answered in the browser with the network cut (web/features/chat/panel/ask.ts). */
  offline?: boolean
}

export interface HeatmapCacheRow {
  key: string
  data: JsonValue
  cachedAt: number
}

export type OutboxState = 'pending' | 'sent' | 'failed'

/** Why the server refused a request for good (a 4xx other than "try later"). */
export interface OutboxRefusal {
  status: number
  code?: string
  message: string
  fieldErrors?: Record<string, string>
}

/**
 * A request made on this device that must reach the server even if the network is down when it is
 * made: sent by web/app/outbox.ts as soon as it can be, retried until the server answers.
 */
export interface OutboxRow {
  /** The client-made id the server deduplicates by: sending it twice is never two requests. */
  id: string
  /** What it is, e.g. 'estimate-request': the page that shows it reads its own kind. */
  kind: string
  method: 'POST' | 'PUT' | 'PATCH'
  url: string
  /** The JSON body; emptied (null) once sent, since it may be large (photos) and personal. */
  body: JsonValue
  /** What the page shows of it after sending ("what was sent"): a short form of the body. */
  summary: JsonValue
  state: OutboxState
  /** Attempts made so far. */
  attempts: number
  /** Epoch ms before which the periodic retry leaves it alone (backoff); coming online or a start ignores it. */
  nextAttemptAt: number
  /** Epoch ms. */
  createdAt: number
  /** Epoch ms the server accepted it. */
  sentAt?: number
  /** The server's answer once sent. */
  response?: JsonValue
  /** Why the last attempt did not get through, when it will be retried ('offline', or the server's status). */
  lastError?: string
  /** The refusal, when failed. */
  refusal?: OutboxRefusal
  /**
   * The signed-in user a request acts for (a bid, a message): it can only be sent with their session,
   * so it goes when they sign out. Absent for a visitor's own request (an estimate request, an order).
   */
  owner?: string
}

export interface MetaRow {
  key: string
  value: JsonValue
}

export class DeviceDatabase extends Dexie {
  cart!: Table<CartLine, string>
  drafts!: Table<DraftRow, [string, string]>
  chatHistory!: EntityTable<ChatMessage, 'id'>
  heatmapCache!: Table<HeatmapCacheRow, string>
  outbox!: Table<OutboxRow, string>
  /** The shop's catalog as last downloaded (web/app/catalog-store.ts). */
  catalog!: Table<CatalogProduct, string>
  /** Small named values: the catalog's version. */
  meta!: Table<MetaRow, string>

  /**
   * `idb` comes from fake-indexeddb in tests; the browser's IndexedDB otherwise. Live queries (the
   * hooks) also need `Dexie.dependencies` to hold an IndexedDB, which Node lacks: hook tests set it.
   */
  constructor(name: string = DEVICE_DB_NAME, idb?: IndexedDbApi) {
    super(name, idb ? { indexedDB: idb.indexedDB, IDBKeyRange: idb.IDBKeyRange } : {})
    // A schema change is a new version() with an upgrade, never an edit of this one.
    this.version(1).stores({
      cart: 'id, addedAt',
      drafts: '[owner+formKey], owner',
      // An index lists equal keys in primary-key order, so `owner` alone gives a conversation in order.
      chatHistory: '++id, owner',
      heatmapCache: 'key',
    })
    // Version 2 adds the outbox; the tables above carry over untouched.
    this.version(2).stores({ outbox: 'id, state, kind' })
    // Version 3: a cart per account on the device (lines keyed by owner too), and the shop's catalog.
    this.version(3)
      .stores({ cart: 'id, addedAt, owner', catalog: 'id', meta: 'key' })
      .upgrade(async (tx) => {
        const cart = tx.table<CartLine, string>('cart')
        const old = (await cart.toArray()) as (CartLine & { options: { rollLength?: number } })[]
        await cart.clear()
        await cart.bulkAdd(
          old.map(({ options, ...line }) => {
            const next = options.rollLength === undefined ? {} : { cutLengthFt: options.rollLength }
            return { ...line, owner: GUEST, options: next, id: cartLineId(GUEST, line.productId, next) }
          }),
        )
      })
  }
}

let shared: DeviceDatabase | null = null

/** The app's device database, opened on first use. Every function and hook below defaults to it. */
export function deviceDb(): DeviceDatabase {
  return (shared ??= new DeviceDatabase())
}

/** Owner of the rows a user writes: their id, or GUEST without an account. */
export function ownerOf(userId: string | null | undefined): string {
  return userId ?? GUEST
}

// ── cart ─────────────────────────────────────────────────────────────────────────────────────

export function cartLineId(owner: string, productId: string, options: CartOptions = {}): string {
  return JSON.stringify([owner, productId, options.cutLengthFt ?? null])
}

/** A whole number of items from 0 to CART_MAX_QUANTITY; anything that is not a number is refused. */
export function clampCartQuantity(quantity: number, max: number = CART_MAX_QUANTITY): number {
  if (!Number.isFinite(quantity)) throw new RangeError(`Not a quantity: ${quantity}`)
  return Math.min(max, CART_MAX_QUANTITY, Math.max(0, Math.floor(quantity)))
}

export interface AddToCartInput {
  productId: string
  /** Default 1. */
  quantity?: number
  options?: CartOptions
  /** The most this line may hold (the shop's per-line limit for the product); CART_MAX_QUANTITY by default. */
  max?: number
}

/** Adds to `owner`'s line of this product and size (creating it), up to the line's maximum. */
export async function addToCart(
  owner: string,
  { productId, quantity = 1, options = {}, max }: AddToCartInput,
  db: DeviceDatabase = deviceDb(),
  now: number = Date.now(),
): Promise<CartLine> {
  const adding = clampCartQuantity(quantity, max)
  if (adding < 1) throw new RangeError(`Add at least one item, not ${quantity}`)
  const id = cartLineId(owner, productId, options)
  const added = await db.transaction('rw', db.cart, async () => {
    const existing = await db.cart.get(id)
    const line: CartLine = existing
      ? { ...existing, quantity: clampCartQuantity(existing.quantity + adding, max) }
      : { id, owner, productId, quantity: adding, options: { ...options }, addedAt: now }
    await db.cart.put(line)
    return line
  })
  // The header's count appears from now on (web/features/layout/cart-button.tsx).
  cartFilled.set(true)
  return added
}

/** Sets a line's quantity, clamped to `max`; below 1 removes the line. */
export async function setCartQuantity(
  lineId: string,
  quantity: number,
  max?: number,
  db: DeviceDatabase = deviceDb(),
): Promise<void> {
  const next = clampCartQuantity(quantity, max)
  if (next < 1) await db.cart.delete(lineId)
  else await db.cart.update(lineId, { quantity: next })
}

export async function removeFromCart(lineId: string, db: DeviceDatabase = deviceDb()): Promise<void> {
  await db.cart.delete(lineId)
}

export async function clearCart(owner: string, db: DeviceDatabase = deviceDb()): Promise<void> {
  await db.cart.where('owner').equals(owner).delete()
}

export async function listCart(owner: string, db: DeviceDatabase = deviceDb()): Promise<CartLine[]> {
  const lines = await db.cart.where('owner').equals(owner).toArray()
  return lines.sort((a, b) => a.addedAt - b.addedAt)
}

/**
 * On sign-in, what the visitor put in the cart joins the account's cart on this device: quantities
 * of the same product and size add up (to CART_MAX_QUANTITY; the checkout applies the shop's limits)
 * and the guest cart empties, so that signing out later does not show it again.
 */
export async function mergeGuestCart(userId: string, db: DeviceDatabase = deviceDb()): Promise<void> {
  await db.transaction('rw', db.cart, async () => {
    const guestLines = await db.cart.where('owner').equals(GUEST).toArray()
    for (const line of guestLines) {
      const id = cartLineId(userId, line.productId, line.options)
      const existing = await db.cart.get(id)
      await db.cart.put(
        existing
          ? { ...existing, quantity: clampCartQuantity(existing.quantity + line.quantity) }
          : { ...line, id, owner: userId },
      )
    }
    await db.cart.bulkDelete(guestLines.map((line) => line.id))
  })
}

/** `owner`'s cart lines in the order they were added; undefined while reading, empty if the device cannot store it. */
export function useCart(owner: string, db: DeviceDatabase = deviceDb()): CartLine[] | undefined {
  return useLiveQuery(() => listCart(owner, db).catch(failedRead<CartLine[]>('The cart', [])), [db, owner])
}

// ── drafts ───────────────────────────────────────────────────────────────────────────────────

export interface Draft<T> {
  value: T
  savedAt: number
}

export async function saveDraft(
  userId: string | null,
  formKey: string,
  value: JsonValue,
  db: DeviceDatabase = deviceDb(),
  now: number = Date.now(),
): Promise<void> {
  await db.drafts.put({ owner: ownerOf(userId), formKey, value, savedAt: now })
}

/** The user's draft of a form, if there is one that `schema` still accepts. */
export async function loadDraft<T>(
  userId: string | null,
  formKey: string,
  schema: z.ZodType<T>,
  db: DeviceDatabase = deviceDb(),
): Promise<Draft<T> | undefined> {
  const row = await db.drafts.get([ownerOf(userId), formKey])
  if (!row) return undefined
  const parsed = schema.safeParse(row.value)
  return parsed.success ? { value: parsed.data, savedAt: row.savedAt } : undefined
}

export async function discardDraft(
  userId: string | null,
  formKey: string,
  db: DeviceDatabase = deviceDb(),
): Promise<void> {
  await db.drafts.delete([ownerOf(userId), formKey])
}

export interface DraftState<T> {
  /** False until the stored draft has been read (a few milliseconds). */
  loaded: boolean
  /** The stored draft, if any. */
  draft: Draft<T> | undefined
  /** Stores the form's current values; a failure is logged, never thrown (a draft is a convenience). */
  save: (value: T & JsonValue) => Promise<void>
  discard: () => Promise<void>
}

/**
 * A form's draft for the signed-in user (`userId`) or the guest, kept across reloads and lost
 * signal: restore `draft` when the form opens, `save` as the user types, `discard` once submitted.
 * `schema` should be a module-level constant: a new one on every render would re-read the draft.
 */
export function useDraft<T>(
  formKey: string,
  /** Undefined while who is signed in is not known yet: nothing is read or saved until it is. */
  userId: string | null | undefined,
  schema: z.ZodType<T>,
  db: DeviceDatabase = deviceDb(),
): DraftState<T> {
  const stored = useLiveQuery(
    async () =>
      userId === undefined
        ? undefined
        : {
            owner: ownerOf(userId),
            draft: await loadDraft(userId, formKey, schema, db).catch(failedRead('A draft', undefined)),
          },
    [db, userId, formKey, schema],
  )
  const save = useCallback(
    async (value: T & JsonValue) => {
      if (userId === undefined) return
      await saveDraft(userId, formKey, value, db).catch((error: unknown) =>
        console.error('A draft could not be saved', error),
      )
    },
    [db, userId, formKey],
  )
  const discard = useCallback(async () => {
    if (userId === undefined) return
    await discardDraft(userId, formKey, db).catch((error: unknown) =>
      console.error('A draft could not be discarded', error),
    )
  }, [db, userId, formKey])
  // A live query answers with its previous result until the new one is read: a draft read for
  // another owner (a visitor's, before the session was known) is not this one's.
  const current = userId !== undefined && stored?.owner === ownerOf(userId) ? stored : undefined
  return { loaded: current !== undefined, draft: current?.draft, save, discard }
}

// ── chat history ─────────────────────────────────────────────────────────────────────────────

export type NewChatMessage = Omit<ChatMessage, 'id' | 'owner' | 'at'> & { at?: number }

/** Appends to the user's conversation, keeping the last CHAT_HISTORY_LIMIT messages. */
export async function appendChatMessage(
  userId: string | null,
  message: NewChatMessage,
  db: DeviceDatabase = deviceDb(),
): Promise<ChatMessage> {
  const owner = ownerOf(userId)
  return db.transaction('rw', db.chatHistory, async () => {
    const row = { ...message, owner, at: message.at ?? Date.now() }
    const id = await db.chatHistory.add(row)
    const count = await db.chatHistory.where('owner').equals(owner).count()
    if (count > CHAT_HISTORY_LIMIT) {
      const oldest = await db.chatHistory
        .where('owner')
        .equals(owner)
        .limit(count - CHAT_HISTORY_LIMIT)
        .primaryKeys()
      await db.chatHistory.bulkDelete(oldest)
    }
    return { ...row, id }
  })
}

/** The user's conversation, oldest first. */
export function listChat(userId: string | null, db: DeviceDatabase = deviceDb()): Promise<ChatMessage[]> {
  return db.chatHistory.where('owner').equals(ownerOf(userId)).toArray()
}

export async function clearChat(userId: string | null, db: DeviceDatabase = deviceDb()): Promise<void> {
  await db.chatHistory.where('owner').equals(ownerOf(userId)).delete()
}

/** The conversation, oldest first; undefined while reading, empty if the device cannot store it. */
export function useChatHistory(
  userId: string | null,
  db: DeviceDatabase = deviceDb(),
): ChatMessage[] | undefined {
  return useLiveQuery(
    () => listChat(userId, db).catch(failedRead<ChatMessage[]>('The chat history', [])),
    [db, userId],
  )
}

// ── heatmap cache ────────────────────────────────────────────────────────────────────────────

export interface CachedEntry<T> {
  data: T
  cachedAt: number
}

/** A cache entry `schema` still accepts, unless older than `maxAgeMs`. */
export async function readHeatmapCache<T>(
  key: string,
  schema: z.ZodType<T>,
  { maxAgeMs = Infinity, now = Date.now() }: { maxAgeMs?: number; now?: number } = {},
  db: DeviceDatabase = deviceDb(),
): Promise<CachedEntry<T> | undefined> {
  const row = await db.heatmapCache.get(key)
  if (!row || now - row.cachedAt > maxAgeMs) return undefined
  const parsed = schema.safeParse(row.data)
  return parsed.success ? { data: parsed.data, cachedAt: row.cachedAt } : undefined
}

export async function writeHeatmapCache(
  key: string,
  data: JsonValue,
  db: DeviceDatabase = deviceDb(),
  now: number = Date.now(),
): Promise<void> {
  await db.heatmapCache.put({ key, data, cachedAt: now })
}

// ── sign-out ─────────────────────────────────────────────────────────────────────────────────

/**
 * Deletes every signed-in user's drafts, chat history and queued requests from this device: after a sign-out nobody
 * is signed in here, so no account's rows have a reason to stay. Guest rows, the cart and the
 * heatmap cache (no personal data) stay.
 */
export async function deleteSignedInRows(db: DeviceDatabase = deviceDb()): Promise<void> {
  await db.transaction('rw', db.drafts, db.chatHistory, db.outbox, async () => {
    await db.drafts.where('owner').notEqual(GUEST).delete()
    await db.chatHistory.where('owner').notEqual(GUEST).delete()
    // Sent with the next session otherwise, and that may be someone else's.
    await db.outbox.filter((row) => row.owner !== undefined).delete()
  })
}

/** A hook's read failed (e.g. IndexedDB unavailable in a private window): log it, show the fallback. */
function failedRead<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    console.error(`${what} could not be read from this device`, error)
    return fallback
  }
}
