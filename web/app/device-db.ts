import { Dexie, type EntityTable, type Table } from 'dexie'
import type { CatalogProduct } from '../../domain/shop/catalog.ts'
import type { Locale } from '../../domain/i18n/locales.ts'
import type { IndexedDbApi } from '../../sync/client/photos.ts'
import { DEVICE_DB_NAME } from './device-db-probe.ts'

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

/** Owner of rows written without an account. User ids are UUIDs, so never equal to it. */
export const GUEST = 'guest'

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

type ChatRole = 'user' | 'assistant'

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
  /** The language the answer is in (the question's): the panel offers the page in it when it differs. */
  locale?: Locale
  /** The customer asked for a person or is upset: a person is offered. */
  handoff?: boolean
}

export interface HeatmapCacheRow {
  key: string
  data: JsonValue
  cachedAt: number
}

/**
 * Where a request stands. `pending`: the sender sends it when it is due. `sent`: the server has it.
 * `failed`: the server refused its content for good (a 4xx): it is never sent again, and waits for
 * the user to correct or discard it. `attention`: the server kept failing (web/app/outbox-send.ts,
 * OUTBOX_ATTENTION_AFTER) or the session ended: it is not sent again until the user says "Try again",
 * and the requests about the same record wait behind it.
 */
type OutboxState = 'pending' | 'sent' | 'failed' | 'attention'

/** What the device's outbox carries: the page that shows a request reads its own kind. */
export type OutboxKind =
  | 'estimate-request'
  | 'support-request'
  | 'order'
  | 'job'
  | 'bid'
  | 'withdraw'
  | 'message'
  | 'progress'
  | 'inventory-count'
  | 'inventory-cut'
  | 'quote'
  | 'quote-send'
  | 'quote-accept'
  | 'quote-payment'
  | 'quote-revoke'
  | 'account-language'

/** Why the last attempt did not get through: no network, the server's status, or an answer that was not JSON. */
export type OutboxProblem = 'offline' | 'unexpected answer' | `HTTP ${number}`

/** Why the server refused a request for good (a 4xx other than "try later"). */
interface OutboxRefusal {
  status: number
  code?: string
  message: string
  fieldErrors?: Record<string, string>
}

/**
 * A request made on this device that must reach the server even if the network is down when it is
 * made: sent by web/app/outbox-send.ts as soon as it can be, retried until the server answers.
 */
export interface OutboxRow {
  /** The client-made id the server deduplicates by: sending it twice is never two requests. */
  id: string
  /** What it is, e.g. 'estimate-request' (an OutboxKind; a row an older version wrote may carry another). */
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
  /** Server failures (5xx, "try later", an unreadable answer) since it was queued or the user tried again. */
  serverFailures?: number
  /** Epoch ms before which the periodic retry leaves it alone (backoff); coming online or a start ignores it. */
  nextAttemptAt: number
  /** Epoch ms, strictly increasing from one row to the next on a device: the order requests were made in. */
  createdAt: number
  /** Epoch ms the server accepted it. */
  sentAt?: number
  /** The server's answer once sent. */
  response?: JsonValue
  /** Why the last attempt did not get through, while it waits or needs attention. */
  lastError?: OutboxProblem
  /** The refusal, when failed. */
  refusal?: OutboxRefusal
  /**
   * The signed-in user a request acts for (a bid, a message): it can only be sent with their session,
   * so it goes when they sign out. Absent for a visitor's own request (an estimate request, an order).
   */
  owner?: string
  /**
   * The record it is about ('roll:<id>', 'job:<id>', 'quote:<id>'): requests about one record reach
   * the server in the order they were made, a later one waiting while an earlier one waits. Absent:
   * a record of its own (an estimate request, an order; also every row written before version 4).
   */
  record?: string
  /**
   * The id of a request this one needs the server to have first (a quote's acceptance waits for the
   * quote): it is not sent while that one waits. Ids only; the sender checks the row's state.
   */
  after?: string
}

/** Not sent and not refused: it goes by itself (pending) or once the user says so (attention). */
export const stillToSend = (row: Pick<OutboxRow, 'state'>): boolean =>
  row.state === 'pending' || row.state === 'attention'

/**
 * Keys of `meta` that begin with this hold a signed-in account's copy of server data (a list read for
 * offline use): they go with a sign-out like the account's drafts.
 */
export const ACCOUNT_META_PREFIX = 'account:'

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
    // Version 4: the outbox read in the order requests were made (web/app/outbox.ts keeps `createdAt`
    // strictly increasing, which needs the last one). Rows stored before keep their place.
    this.version(4).stores({ outbox: 'id, state, kind, createdAt' })
  }
}

let shared: DeviceDatabase | null = null

/** The app's device database, opened on first use. The functions that read and write it default to it. */
export function deviceDb(): DeviceDatabase {
  return (shared ??= new DeviceDatabase())
}

/** The cart's key: one line per owner, product and size. */
export function cartLineId(owner: string, productId: string, options: CartOptions = {}): string {
  return JSON.stringify([owner, productId, options.cutLengthFt ?? null])
}

/** Owner of the rows a user writes: their id, or GUEST without an account. */
export function ownerOf(userId: string | null | undefined): string {
  return userId ?? GUEST
}

// ── sign-out ─────────────────────────────────────────────────────────────────────────────────

/**
 * Deletes every signed-in user's drafts, chat history, queued requests and copies of server data (the
 * `account:` keys of `meta`) from this device: after a sign-out nobody
 * is signed in here, so no account's rows have a reason to stay. Guest rows, the cart and the
 * heatmap cache (no personal data) stay.
 */
export async function deleteSignedInRows(db: DeviceDatabase = deviceDb()): Promise<void> {
  await db.transaction('rw', [db.drafts, db.chatHistory, db.outbox, db.meta], async () => {
    await db.drafts.where('owner').notEqual(GUEST).delete()
    await db.chatHistory.where('owner').notEqual(GUEST).delete()
    await db.meta.where('key').startsWith(ACCOUNT_META_PREFIX).delete()
    // Sent with the next session otherwise, and that may be someone else's.
    await db.outbox.filter((row) => row.owner !== undefined).delete()
  })
}

/** A hook's read failed (e.g. IndexedDB unavailable in a private window): log it, show the fallback. */
export function failedRead<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    console.error(`${what} could not be read from this device`, error)
    return fallback
  }
}
