import {
  ESTIMATE_LIMITS,
  EstimateWindowSchema,
  versionOf,
  type ConflictChoice,
  type Estimate,
  type EstimateHistoryEntry,
  type EstimateVersion,
  type EstimateWindow,
} from './estimate.ts'

/*
 * When two devices edited one estimate at once, the sync merge (sync/conflicts.ts) keeps one value
 * of each clash and files the version that lost in the estimate's history. A person then compares
 * the two and chooses; until then the entry is unsettled and the editor asks. What differs and what
 * each choice makes of the estimate are decided here; the editor only shows them and saves.
 */

/** The estimate's own fields a person compares; the rest are derived or bookkeeping. */
const COMPARED_FIELDS = ['name', 'customer', 'address', 'notes', 'status'] as const
export type ComparedField = (typeof COMPARED_FIELDS)[number]

interface FieldDifference {
  field: ComparedField
  current: string
  other: string
}

/** A window in one version, with its place in that version's list (1-based, as the editor numbers them). */
export interface PlacedWindow {
  window: EstimateWindow
  number: number
}

export type WindowField = Exclude<keyof EstimateWindow, 'id'>

/** Every field of a window but its id, straight from the schema. */
const WINDOW_FIELDS = (Object.keys(EstimateWindowSchema.shape) as (keyof EstimateWindow)[]).filter(
  (field): field is WindowField => field !== 'id',
)

/** One window (by id) that is not the same in both versions: missing from one, or changed. */
export interface WindowDifference {
  id: string
  /** In this version (the estimate as it is); null when only the other version has it. */
  current: PlacedWindow | null
  /** In the other version; null when only this version has it. */
  other: PlacedWindow | null
  /** The fields that differ when both have it. */
  fields: WindowField[]
}

export interface Differences {
  /** The other version is a deletion of the estimate. */
  deleted: boolean
  fields: FieldDifference[]
  windows: WindowDifference[]
}

export interface OpenConflict {
  entry: EstimateHistoryEntry
  differences: Differences
}

/**
 * A window field as plain JSON whose form does not depend on key order: the readings are the only
 * object, and a copy that went through the server may list their keys differently.
 */
function comparable(window: EstimateWindow, field: WindowField): string {
  const value = window[field]
  return JSON.stringify(
    field === 'readings' && window.readings ? [window.readings.widths, window.readings.heights] : value,
  )
}

function windowFieldsThatDiffer(current: EstimateWindow, other: EstimateWindow): WindowField[] {
  return WINDOW_FIELDS.filter((field) => comparable(current, field) !== comparable(other, field))
}

/** What a person would see change between the estimate and another version of it. */
export function differences(current: EstimateVersion, other: EstimateVersion): Differences {
  const fields = COMPARED_FIELDS.filter((field) => current[field] !== other[field]).map(
    (field): FieldDifference => ({ field, current: current[field], other: other[field] }),
  )
  const placed = (windows: readonly EstimateWindow[]) =>
    new Map(windows.map((window, index) => [window.id, { window, number: index + 1 }]))
  const [here, there] = [placed(current.windows), placed(other.windows)]
  // This version's order, then the windows only the other version has, in its order.
  const ids = [...new Set([...here.keys(), ...there.keys()])]
  const windows: WindowDifference[] = []
  for (const id of ids) {
    const [mine, theirs] = [here.get(id) ?? null, there.get(id) ?? null]
    const changed = mine && theirs ? windowFieldsThatDiffer(mine.window, theirs.window) : []
    if (!mine || !theirs || changed.length > 0)
      windows.push({ id, current: mine, other: theirs, fields: changed })
  }
  return { deleted: other._deleted && !current._deleted, fields, windows }
}

const isEmpty = (found: Differences) =>
  !found.deleted && found.fields.length === 0 && found.windows.length === 0

/**
 * The newest conflict nobody has settled whose version still differs from the estimate; null when
 * there is none. An entry the estimate has since caught up with asks nothing of anyone.
 */
export function openConflict(estimate: Estimate): OpenConflict | null {
  for (const entry of estimate.history.toReversed()) {
    if (entry.settled) continue
    const found = differences(estimate, entry.version)
    if (!isEmpty(found)) return { entry, differences: found }
  }
  return null
}

/**
 * An entry as every copy of the estimate knows it: settling adds `settled` and changes nothing of
 * this. One conflict files at most one version per side, and two sides never share both stamps.
 */
const entryKey = (entry: EstimateHistoryEntry) =>
  [entry.at, entry.by, entry.version.editedAt, entry.version.updatedAt].join(' ')

export interface Chooser {
  at: string
  /** The user who chose. */
  by: string
  /** A new window id (the other version's windows join under ids of their own in "both"). */
  newId: () => string
  /** The label of a window that joins from the other version, given its own. */
  otherLabel: (label: string) => string
}

/**
 * The estimate once `choice` is made about `entry`, which is marked settled:
 * - `kept`: nothing else changes;
 * - `other`: the compared fields and the windows take the other version's values, and the estimate
 *   as it was goes into history, settled by the same choice, so that nothing typed is lost;
 * - `both`: the fields stay; windows only the other version has, or that it changed, join as new windows.
 * Unchanged when the entry is no longer there unsettled (another device settled it meanwhile).
 */
export function chooseVersion(
  estimate: Estimate,
  entry: EstimateHistoryEntry,
  choice: ConflictChoice,
  chooser: Chooser,
): Estimate {
  const index = estimate.history.findIndex((kept) => entryKey(kept) === entryKey(entry))
  const found = estimate.history[index]
  if (!found || found.settled) return estimate
  const settled = { at: chooser.at, by: chooser.by, choice }
  const history = estimate.history.with(index, { ...found, settled })
  const other = found.version
  switch (choice) {
    case 'kept':
      return { ...estimate, history }
    case 'other': {
      const replaced: EstimateHistoryEntry = {
        at: chooser.at,
        by: chooser.by,
        reason: 'conflict',
        version: versionOf(estimate),
        settled,
      }
      const fields = Object.fromEntries(COMPARED_FIELDS.map((field) => [field, other[field]]))
      return {
        ...estimate,
        ...fields,
        windows: other.windows,
        history: [...history, replaced].slice(-ESTIMATE_LIMITS.history),
      }
    }
    case 'both': {
      const joining = differences(estimate, other)
        .windows.flatMap((difference) => (difference.other ? [difference.other.window] : []))
        .map((window) => ({
          ...window,
          id: chooser.newId(),
          label: window.label && chooser.otherLabel(window.label).slice(0, ESTIMATE_LIMITS.windowLabel),
        }))
      return { ...estimate, windows: [...estimate.windows, ...joining], history }
    }
  }
}
