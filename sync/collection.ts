import type { z } from 'zod'
import type { Grant } from '../domain/auth/policies.ts'
import type { SessionUser } from '../domain/auth/roles.ts'
import type { PricingSheet } from '../domain/estimator/pricing.ts'
import type { ConflictRule, ResolveContext, Versioned } from './conflicts.ts'
import type { AnyCollectionJsonSchema } from './json-schema.ts'
import type { SyncDocument } from './protocol.ts'

/**
 * A replicated collection is added by writing ONE of these (see sync/collections/estimates.ts) and
 * listing it in sync/collections/index.ts. The protocol (sync/server), the SQLite adapter and the
 * browser's replication are shared; nothing is copied per collection.
 */

/**
 * Which documents a user may read: all of them, none, or those whose `field` equals `value`. Plain
 * data rather than a predicate, so that storage can turn it into a WHERE clause and page with it.
 */
export type ReadScope<F extends string = string> =
  { kind: 'all' } | { kind: 'none' } | { kind: 'equals'; field: F; value: string }

export type VisibleScope = Exclude<ReadScope, { kind: 'none' }>

/**
 * The read scope a policy grants (domain/auth/policies.ts's `grantOf`): every document for `any`,
 * those whose `field` names the user for `own`, none otherwise.
 */
export function scopeOf<F extends string>(user: SessionUser, grant: Grant | null, field: F): ReadScope<F> {
  if (grant === 'any') return { kind: 'all' }
  if (grant === 'own') return { kind: 'equals', field, value: user.id }
  return { kind: 'none' }
}

export interface CollectionAccess<T, F extends string = string> {
  /** What `user` pulls, is told about in the stream, and may read attachments of. Answer `none` unless a rule grants. */
  readScope(user: SessionUser): ReadScope<F>
  /** Whether `user` may write `next` where the server holds `master` (null: a new document). False unless a rule grants. */
  canWrite(user: SessionUser, next: T, master: T | null): boolean
}

export interface TableMapping<F extends string = string> {
  /** SQL identifier of the collection's table. */
  name: string
  /**
   * Document fields copied into columns of their own (field → column), for read scopes and lookups.
   * `id`, `doc` (the JSON), `updated_at` and `deleted` always exist.
   */
  columns: Readonly<Record<F, string>>
}

interface CollectionAttachments<T> {
  /** The attachment ids a document refers to; a user may read an attachment when they may read a document that refers to it. */
  references(doc: T): readonly string[]
  /** Who may upload attachment bytes for this collection at all. */
  canUpload(user: SessionUser): boolean
}

/** What the server derives documents with, from its own tables. */
export interface DeriveContext {
  /** The pricing sheet in force (api/features/settings). */
  pricingSheet: PricingSheet
  /** The team of a user an event may be assigned to (an open team account); null for anyone else. */
  teamOf(userId: string): string | null
}

/*
 * Methods (not function-typed properties) on purpose: the registry holds every collection as
 * SyncCollection<SyncDocument>, and the protocol only ever calls a collection's methods with
 * documents that collection's own schema has parsed.
 */
interface CollectionParts<T extends SyncDocument> {
  /** The URL segment and RxDB collection name. */
  name: string
  /** Validates every pushed document; its issues carry codes of `errors`. */
  schema: z.ZodType<T>
  /** Code → English text for the codes `schema` reports. */
  errors: Readonly<Record<string, string>>
  /** The RxDB collection schema the browser creates the collection with. */
  jsonSchema: AnyCollectionJsonSchema
  /**
   * How a document a device stored under an older `jsonSchema.version` becomes one of the next
   * version (RxDB's migration strategies, by the version they lead to).
   */
  migrations?: Readonly<Record<number, (old: Record<string, unknown>) => Record<string, unknown>>>
  access: CollectionAccess<T>
  /**
   * Recomputes server-owned values (totals, prices…); `master` is the stored version, null for a new
   * document; `context` holds what the server prices with.
   */
  derive(doc: T, master: T | null, context: DeriveContext): T
  table: TableMapping
  attachments?: CollectionAttachments<T>
  /**
   * What `user` receives of a document in their read scope, when some readers may see only part of it
   * (a job's exact address is its poster's and hired installer's). Only for pull-only collections:
   * a device that pushed a partial document back would erase what it never saw.
   */
  present?(doc: T, user: SessionUser): T
}

/**
 * Devices only read it: the server writes it from its own tables (orders, products…), every push
 * is refused before it is looked at, and the browser replicates it without a push handler. A
 * conflict cannot hold an edit of the device, so the server's version is the document.
 */
interface PullOnly {
  pullOnly: true
  conflict?: never
}

/** Devices write it and push their changes. */
interface Pushed<T> {
  pullOnly?: false
  /**
   * How the browser settles a clash between its version and the server's (sync/conflicts.ts:
   * `mergeEstimates`, `lastWriteWins`); what it overrules goes into the document's `history`.
   */
  conflict(base: T | null, local: T, remote: T, context: ResolveContext): T
}

export type SyncCollection<T extends SyncDocument> = CollectionParts<T> & (PullOnly | Pushed<T>)

/**
 * A pushed collection must say how conflicts resolve, and its documents must have a `history` for
 * the versions that lose: without one, the type offers only `pullOnly: true`.
 */
type Writes<T> = PullOnly | (T extends Versioned ? { pullOnly?: false; conflict: ConflictRule<T> } : never)

/**
 * Identity at run time. At compile time it checks that every field a read scope names has a column
 * in the table mapping, which the storage needs to filter by it, and that a collection devices push
 * declares its conflict rule and keeps a history.
 */
export function defineCollection<T extends SyncDocument, const F extends keyof T & string>(
  definition: Omit<CollectionParts<T>, 'access' | 'table'> & {
    access: CollectionAccess<T, NoInfer<F>>
    table: TableMapping<F>
  } & Writes<NoInfer<T>>,
): SyncCollection<T> {
  return definition
}

/** The in-memory twin of the storage's WHERE clause (used by the change stream). */
export function scopeIncludes(scope: ReadScope, doc: SyncDocument): boolean {
  switch (scope.kind) {
    case 'all':
      return true
    case 'none':
      return false
    case 'equals':
      return (doc as unknown as Readonly<Record<string, unknown>>)[scope.field] === scope.value
  }
}
