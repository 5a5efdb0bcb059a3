import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useMemo, useState } from 'react'
import { z } from 'zod'
import { quoteStage, type QuoteStage, type QuoteVersionView } from '../../../domain/quotes/state.ts'
import { cachedResource, type RefreshResult } from '../../app/cached-resource.ts'
import {
  ACCOUNT_META_PREFIX,
  deviceDb,
  failedRead,
  type DeviceDatabase,
  type JsonValue,
  type OutboxRow,
} from '../../app/device-db.ts'
import { QUOTE_KINDS, versionsUrl, type QuoteCommand, type QuoteCommandSummary } from './quotes-api.ts'

/*
 * An estimate's quote versions as this device knows them: the server's list (GET /api/quotes, kept in
 * the device database for use without a signal, as an account's data that goes with a sign-out) and
 * the commands still in this device's outbox — a version made offline is listed from its own request
 * until the server has it, a signature made here shows as waiting until the server received it.
 */

const keyOf = (estimateId: string) => `${ACCOUNT_META_PREFIX}quotes:${estimateId}`
/**
 * The links' tokens of an estimate's versions made on this device, by version id. The server keeps
 * only their hashes, so the device that drew a token is the one that can share or mail its link.
 */
const tokensKeyOf = (estimateId: string) => `${ACCOUNT_META_PREFIX}quote-tokens:${estimateId}`
const TokensSchema = z.record(z.string(), z.string())

/** Keeps a new version's token on this device (see tokensKeyOf). */
export async function rememberToken(
  estimateId: string,
  quoteId: string,
  token: string,
  db: DeviceDatabase = deviceDb(),
): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const stored = TokensSchema.safeParse((await db.meta.get(tokensKeyOf(estimateId)))?.value)
    const tokens = { ...(stored.success ? stored.data : {}), [quoteId]: token }
    await db.meta.put({ key: tokensKeyOf(estimateId), value: tokens })
  })
}

/** The list as stored: the server's answer and when it was read. */
const StoredSchema = z.object({
  versions: z.array(z.custom<QuoteVersionView>((value) => isVersionView(value))),
  readAt: z.number(),
})
type Stored = z.infer<typeof StoredSchema>

function isVersionView(value: unknown): value is QuoteVersionView {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as QuoteVersionView).id === 'string' &&
    typeof (value as QuoteVersionView).snapshot === 'object'
  )
}

/** How often an open versions list asks the server what the customer did. */
const VERSIONS_REFRESH_MS = 30_000

const refreshers = new Map<string, (db?: DeviceDatabase) => Promise<RefreshResult>>()

/** Downloads an estimate's versions; calls while one is under way share it. Never throws. */
export function refreshVersions(estimateId: string, db: DeviceDatabase = deviceDb()): Promise<RefreshResult> {
  let refresh = refreshers.get(estimateId)
  if (!refresh) {
    refresh = cachedResource<Stored>({
      url: versionsUrl(estimateId),
      name: 'quote versions',
      // The list has no version of its own: each refresh reads it whole (a few kilobytes).
      storedVersion: async () => null,
      parse: (body) => StoredSchema.parse({ ...(body as object), readAt: Date.now() }),
      versionOf: (fresh) => String(fresh.readAt),
      store: async (db, fresh) =>
        void (await db.meta.put({ key: keyOf(estimateId), value: fresh as unknown as JsonValue })),
    })
    refreshers.set(estimateId, refresh)
  }
  return refresh(db)
}

/** An estimate's versions as the server last listed them to this device; null when never read here. */
export async function storedVersions(
  estimateId: string,
  db: DeviceDatabase = deviceDb(),
): Promise<QuoteVersionView[] | null> {
  const parsed = StoredSchema.safeParse((await db.meta.get(keyOf(estimateId)))?.value)
  return parsed.success ? parsed.data.versions : null
}

/** A command on a version not yet answered with success: waiting, or refused (the page says why). */
export interface PendingCommand {
  command: QuoteCommand
  row: OutboxRow
  summary: QuoteCommandSummary
}

/** What the list shows of a version: the snapshot, the server's record if it has it, and what waits. */
export interface QuoteVersionItem {
  id: string
  estimateId: string
  snapshot: QuoteVersionView['snapshot']
  hash: string
  email: string
  createdAt: string
  /** The server's record; null while the version is only on this device. */
  server: QuoteVersionView | null
  /** The link's token, when this device made the version. */
  token: string | null
  stage: QuoteStage
  /** Commands of this device not yet through, oldest first. */
  pending: PendingCommand[]
}

const COMMANDS = Object.entries(QUOTE_KINDS) as [QuoteCommand, string][]
const commandOf = (kind: string) => COMMANDS.find(([, value]) => value === kind)?.[0]

/**
 * The versions newest first, from the stored list, the answers of commands sent since it was read
 * (they carry the version as it is now), and the commands still waiting or refused.
 */
export function mergeVersions(
  stored: Stored | null,
  rows: readonly OutboxRow[],
  tokens: Readonly<Record<string, string>>,
  now: Date,
): QuoteVersionItem[] {
  const server = new Map((stored?.versions ?? []).map((view) => [view.id, view]))
  for (const row of [...rows].sort((a, b) => (a.sentAt ?? 0) - (b.sentAt ?? 0)))
    if (row.state === 'sent' && (row.sentAt ?? 0) > (stored?.readAt ?? 0) && isVersionView(row.response))
      server.set(row.response.id, row.response)

  const pending: PendingCommand[] = rows
    .filter((row) => row.state !== 'sent')
    .sort((a, b) => a.createdAt - b.createdAt)
    .flatMap((row) => {
      const command = commandOf(row.kind)
      return command ? [{ command, row, summary: row.summary as unknown as QuoteCommandSummary }] : []
    })

  const items = new Map<string, Omit<QuoteVersionItem, 'stage' | 'pending' | 'token'>>()
  for (const view of server.values())
    items.set(view.id, {
      id: view.id,
      estimateId: view.estimateId,
      snapshot: view.snapshot,
      hash: view.hash,
      email: view.email,
      createdAt: view.createdAt,
      server: view,
    })
  for (const { command, summary } of pending)
    if (command === 'create' && summary.version && !items.has(summary.quoteId))
      items.set(summary.quoteId, {
        id: summary.quoteId,
        estimateId: summary.estimateId,
        ...summary.version,
        server: null,
      })

  const newest = Math.max(0, ...[...items.values()].map((item) => item.snapshot.version))
  return [...items.values()]
    .sort((a, b) => b.snapshot.version - a.snapshot.version)
    .map((item) => {
      // A newer version replaces this one, even before the server has it.
      const superseded = item.snapshot.version < newest || item.server?.stage === 'superseded'
      const stage = item.server
        ? quoteStage(item.server, { now, superseded })
        : superseded
          ? 'superseded'
          : 'draft'
      return {
        ...item,
        stage,
        token: tokens[item.id] ?? null,
        pending: pending.filter(({ summary }) => summary.quoteId === item.id),
      }
    })
}

/** Kinds of the outbox's quote commands, for its index. */
const KINDS = Object.values(QUOTE_KINDS)

/**
 * An estimate's versions, live: undefined while reading. The server's list is read when the page
 * opens, when the network comes back and whenever one of this estimate's commands has gone through.
 */
export function useQuoteVersions(estimateId: string, db: DeviceDatabase = deviceDb()) {
  const stored = useLiveQuery(async () => {
    const parsed = StoredSchema.safeParse((await db.meta.get(keyOf(estimateId)))?.value)
    return parsed.success ? parsed.data : null
  }, [db, estimateId])
  const rows = useLiveQuery(
    () =>
      db.outbox
        .where('kind')
        .anyOf(KINDS)
        .filter((row) => (row.summary as unknown as QuoteCommandSummary).estimateId === estimateId)
        .toArray()
        .catch(failedRead('The quotes waiting to be sent', [])),
    [db, estimateId],
  )
  const tokens = useLiveQuery(async () => {
    const parsed = TokensSchema.safeParse((await db.meta.get(tokensKeyOf(estimateId)))?.value)
    return parsed.success ? parsed.data : {}
  }, [db, estimateId])
  const sentCount = rows?.filter((row) => row.state === 'sent').length ?? 0
  // The customer answers from elsewhere: read again when the network or the installer comes back to
  // the page, and every half minute while it is open.
  useEffect(() => {
    const refresh = () => void refreshVersions(estimateId, db)
    const visible = () => document.visibilityState === 'visible' && refresh()
    refresh()
    window.addEventListener('online', refresh)
    document.addEventListener('visibilitychange', visible)
    const timer = setInterval(visible, VERSIONS_REFRESH_MS)
    return () => {
      window.removeEventListener('online', refresh)
      document.removeEventListener('visibilitychange', visible)
      clearInterval(timer)
    }
  }, [db, estimateId, sentCount])
  // The stage of a version moves with the clock (its validity ends): once a minute is enough.
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return useMemo(
    () =>
      stored === undefined || rows === undefined || tokens === undefined
        ? undefined
        : mergeVersions(stored, rows, tokens, now),
    [stored, rows, tokens, now],
  )
}
