import {
  ESTIMATE_LIMITS,
  EstimateWindowSchema,
  versionOf,
  type Estimate,
  type EstimateHistoryEntry,
  type EstimateWindow,
} from '../domain/estimates/estimate.ts'
import { withDerived } from '../domain/estimator/compute.ts'
import { jsonEqual } from './equal.ts'

/*
 * Conflict resolution, pure so that the browser's RxDB conflict handler and the tests run the same
 * code. RxDB hands the handler the state the device's edit was based on (assumedMasterState: the
 * common ancestor, "base"), the device's state ("local") and the server's ("remote"); whatever is
 * returned is written locally and pushed again with the server's state as its base.
 *
 * Rule of the house: no edit disappears silently. Whatever a merge cannot keep goes, as a whole
 * document, into the result's `history`.
 */

/** Who resolves and when: recorded on each history entry the resolution adds. */
export interface ResolveContext {
  at: string
  by: string
}

type Side = 'local' | 'remote'

/** A version that lost a conflict, kept whole but for its own history, with who resolved it and when. */
export interface HistoryEntry<V> {
  at: string
  by: string
  reason: 'conflict'
  version: V
  /** Once a person compared it with the document and chose (estimates: conflict-choice.ts). */
  settled?: { at: string; by: string; choice: string }
}

/** A document devices write: it keeps the versions a conflict overruled. */
export interface Versioned {
  history: readonly HistoryEntry<unknown>[]
}

/**
 * A collection's rule for a clash between the device's version (`local`) and the server's
 * (`remote`), given the version the device's edit started from (`base`; null when unknown).
 */
export type ConflictRule<T> = (base: T | null, local: T, remote: T, context: ResolveContext) => T

/**
 * What conflicts need of a document: the server's write time and, where the collection records it,
 * the device's edit time. The edit time decides who edited last; the write time only says who
 * reached the server last, which for a device that was offline for a day is a different question.
 */
interface Stamped {
  updatedAt: string
  editedAt?: string
}

/** Fields that change on every write without being an edit of their own. */
const BOOKKEEPING = ['updatedAt', 'editedAt', 'history'] as const

/** Equal apart from write and edit times and history: the same edit, possibly stamped twice. */
export function sameContent<T extends Stamped>(a: T, b: T): boolean {
  return jsonEqual(withoutKeys(a, BOOKKEEPING), withoutKeys(b, BOOKKEEPING))
}

/** For RxDB's `conflictHandler.isEqual`: the server stamps its own updatedAt, which is not a difference. */
export function isSameDocument<T extends { updatedAt: string }>(a: T, b: T): boolean {
  return jsonEqual(withoutKeys(a, ['updatedAt']), withoutKeys(b, ['updatedAt']))
}

function withoutKeys<T extends object>(value: T, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)))
}

const editTime = (doc: Stamped) => Date.parse(doc.editedAt ?? doc.updatedAt)

/** The later edit wins a clash; a tie goes to the server's version, so every device decides alike. */
function laterSide(local: Stamped, remote: Stamped): Side {
  return editTime(local) > editTime(remote) ? 'local' : 'remote'
}

const other = (side: Side): Side => (side === 'local' ? 'remote' : 'local')

/** One entry, whether or not a device has settled it since: settling adds `settled` and nothing else. */
function sameEntry(a: HistoryEntry<unknown>, b: HistoryEntry<unknown>): boolean {
  return jsonEqual(withoutKeys(a, ['settled']), withoutKeys(b, ['settled']))
}

/**
 * Of two copies of one entry, the settled one: a device that settled it while another edited the
 * estimate must not see it come back. Settled on both (two people chose at once): the first choice,
 * and the same one on every device whichever resolves the clash.
 */
function settledCopy<E extends HistoryEntry<unknown>>(a: E, b: E): E {
  if (!a.settled || !b.settled) return a.settled ? a : b
  const order = (entry: E) => `${entry.settled!.at} ${entry.settled!.by} ${entry.settled!.choice}`
  return order(a) <= order(b) ? a : b
}

/** Both sides' entries once each, plus the new ones; the newest ESTIMATE_LIMITS.history are kept. */
function combineHistory<E extends HistoryEntry<unknown>>(
  local: readonly E[],
  remote: readonly E[],
  added: readonly E[],
): E[] {
  const all = [...remote]
  for (const entry of [...local, ...added]) {
    const index = all.findIndex((kept) => sameEntry(kept, entry))
    if (index === -1) all.push(entry)
    else all[index] = settledCopy(all[index]!, entry)
  }
  // Stable sort: entries of the same instant keep the order above.
  return all.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)).slice(-ESTIMATE_LIMITS.history)
}

/**
 * Generic resolution for collections without a finer rule: the later write wins whole and the other
 * is kept in history. Documents equal in content resolve to the server's. The base plays no part:
 * a whole document wins, whatever both sides started from.
 */
export function lastWriteWins<T extends Stamped & { history: HistoryEntry<Omit<T, 'history'>>[] }>(
  _base: T | null,
  local: T,
  remote: T,
  context: ResolveContext,
): T {
  if (sameContent(local, remote))
    return { ...remote, history: combineHistory(local.history, remote.history, []) }
  const [winner, loser] = laterSide(local, remote) === 'local' ? [local, remote] : [remote, local]
  const { history: _history, ...lost } = loser
  const entry: HistoryEntry<Omit<T, 'history'>> = { ...context, reason: 'conflict', version: lost }
  return { ...winner, history: combineHistory(local.history, remote.history, [entry]) }
}

/** The sides that had something overruled, collected while a merge runs. */
type Losses = Set<Side>

/**
 * Three-way merge of one value. Changed on one side only: that side's value. Changed on both to
 * different values (or no common ancestor to tell): the winner's value, and the other side lost.
 */
function mergeValue<V>(base: { value: V } | null, local: V, remote: V, winner: Side, losses: Losses): V {
  if (jsonEqual(local, remote)) return remote
  if (base && jsonEqual(base.value, local)) return remote
  if (base && jsonEqual(base.value, remote)) return local
  losses.add(other(winner))
  return winner === 'local' ? local : remote
}

/**
 * Photos merge as a set: a photo added on either side stays, one removed on one side (and present on
 * the other since the base) goes. Past the per-window limit, the list is treated as a single value.
 */
function mergePhotos(
  base: readonly string[] | null,
  local: readonly string[],
  remote: readonly string[],
  winner: Side,
  losses: Losses,
): string[] {
  const keep = (photo: string) => {
    const inLocal = local.includes(photo)
    const inRemote = remote.includes(photo)
    const inBase = base?.includes(photo) ?? false
    return (inLocal && inRemote) || (!inBase && (inLocal || inRemote))
  }
  const merged = [...new Set([...remote, ...local])].filter(keep)
  if (merged.length <= ESTIMATE_LIMITS.photos) return merged
  return [...mergeValue(base && { value: base }, local, remote, winner, losses)]
}

/** Every field of a window but its id and its photos (which merge as a set), straight from the schema. */
const WINDOW_VALUE_FIELDS = (Object.keys(EstimateWindowSchema.shape) as (keyof EstimateWindow)[]).filter(
  (field): field is Exclude<keyof EstimateWindow, 'id' | 'photos'> => field !== 'id' && field !== 'photos',
)

function mergeWindow(
  base: EstimateWindow | null,
  local: EstimateWindow,
  remote: EstimateWindow,
  winner: Side,
  losses: Losses,
): EstimateWindow {
  const merged: EstimateWindow = {
    ...remote,
    photos: mergePhotos(base?.photos ?? null, local.photos, remote.photos, winner, losses),
  }
  for (const field of WINDOW_VALUE_FIELDS) {
    const value = mergeValue(base && { value: base[field] }, local[field], remote[field], winner, losses)
    Object.assign(merged, { [field]: value })
  }
  return merged
}

/** One side has the window, the other does not. */
function mergeOneSided(
  base: EstimateWindow | undefined,
  present: EstimateWindow,
  absentSide: Side,
  losses: Losses,
): EstimateWindow | null {
  if (!base) return present // added on the side that has it
  if (jsonEqual(base, present)) return null // deleted on the other side, untouched here
  losses.add(absentSide) // deleted there, edited here: the edit stays, the deleting version goes to history
  return present
}

/** One window id across the three versions; null when the merge deletes it. */
function mergeWindowOf(
  base: EstimateWindow | undefined,
  local: EstimateWindow | undefined,
  remote: EstimateWindow | undefined,
  winner: Side,
  losses: Losses,
): EstimateWindow | null {
  if (local && remote) return mergeWindow(base ?? null, local, remote, winner, losses)
  if (local) return mergeOneSided(base, local, 'remote', losses)
  if (remote) return mergeOneSided(base, remote, 'local', losses)
  return null // deleted on both sides
}

/** Windows matched by id: the server's order first, then windows only the device has, in its order. */
function mergeWindows(
  base: readonly EstimateWindow[] | null,
  local: readonly EstimateWindow[],
  remote: readonly EstimateWindow[],
  winner: Side,
  losses: Losses,
): EstimateWindow[] {
  const byId = (windows: readonly EstimateWindow[]) => new Map(windows.map((window) => [window.id, window]))
  const [baseById, localById, remoteById] = [byId(base ?? []), byId(local), byId(remote)]
  const ids = [...new Set([...remote.map((w) => w.id), ...local.map((w) => w.id)])]
  const merged: EstimateWindow[] = []
  for (const id of ids) {
    const window = mergeWindowOf(baseById.get(id), localById.get(id), remoteById.get(id), winner, losses)
    if (window) merged.push(window)
  }
  return merged
}

const ESTIMATE_VALUE_FIELDS = [
  'ownerId',
  'name',
  'customer',
  'address',
  'notes',
  'status',
  'createdAt',
] as const satisfies readonly (keyof Estimate)[]

/** Neither side deleted: field by field, windows window by window. */
function mergeLive(
  base: Estimate | null,
  local: Estimate,
  remote: Estimate,
  winner: Side,
  losses: Losses,
): Estimate {
  const merged: Estimate = {
    ...remote,
    windows: mergeWindows(base?.windows ?? null, local.windows, remote.windows, winner, losses),
  }
  for (const field of ESTIMATE_VALUE_FIELDS) {
    const value = mergeValue(base && { value: base[field] }, local[field], remote[field], winner, losses)
    Object.assign(merged, { [field]: value })
  }
  return merged
}

/**
 * Exactly one side deleted. Deleting an estimate nobody touched since the base deletes it; deleting one
 * the other side edited keeps the edit and puts the deleted version in history.
 */
function mergeDeleteVsEdit(
  base: Estimate | null,
  deleted: Estimate,
  kept: Estimate,
  deletedSide: Side,
  losses: Losses,
): Estimate {
  const keptUntouched = base !== null && !base._deleted && sameContent(base, kept)
  if (keptUntouched) return deleted
  const deletionUntouched = base !== null && base._deleted && sameContent(base, deleted)
  if (!deletionUntouched) losses.add(deletedSide)
  return { ...kept, _deleted: false }
}

/**
 * Resolves a conflict between the device's estimate (`local`) and the server's (`remote`), given the
 * version both started from (`base`; null when unknown, e.g. both created the same id).
 * The result carries the later edit's times, recomputed totals and both sides' history plus an entry
 * for each side that had an edit overruled.
 */
export function mergeEstimates(
  base: Estimate | null,
  local: Estimate,
  remote: Estimate,
  context: ResolveContext,
): Estimate {
  if (local.id !== remote.id) throw new Error(`Cannot merge estimate ${local.id} with ${remote.id}`)
  const winner = laterSide(local, remote)
  const losses: Losses = new Set()

  let merged: Estimate
  if (local._deleted && remote._deleted) merged = remote
  else if (local._deleted) merged = mergeDeleteVsEdit(base, local, remote, 'local', losses)
  else if (remote._deleted) merged = mergeDeleteVsEdit(base, remote, local, 'remote', losses)
  else merged = mergeLive(base, local, remote, winner, losses)

  const lost: EstimateHistoryEntry[] = [...losses].map((side) => ({
    ...context,
    reason: 'conflict',
    version: versionOf(side === 'local' ? local : remote),
  }))
  const later = winner === 'local' ? local : remote
  return withDerived({
    ...merged,
    editedAt: later.editedAt,
    updatedAt: later.updatedAt,
    history: combineHistory(local.history, remote.history, lost),
  })
}
