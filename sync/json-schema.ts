/**
 * The subset of JSON Schema that RxDB collection schemas use, written out because RxDB is a browser
 * dependency the server does not install. A schema declared `as const satisfies CollectionJsonSchema<T>`
 * stays assignable to RxDB's `RxJsonSchema<T>` and keeps its literal types for `toTypedRxJsonSchema`.
 */

export type JsonSchema =
  | {
      /** `['string', 'null']`: the value may also be null. */
      type: 'string' | readonly ['string', 'null']
      minLength?: number
      maxLength?: number
      pattern?: string
      format?: 'date-time'
      enum?: readonly string[]
      const?: string
    }
  | {
      /** `[type, 'null']`: the value may also be null. */
      type: 'number' | 'integer' | readonly ['integer', 'null'] | readonly ['number', 'null']
      minimum?: number
      maximum?: number
      exclusiveMinimum?: number
      multipleOf?: number
      enum?: readonly number[]
    }
  | { type: 'boolean' }
  | { type: 'array'; items: JsonSchema; minItems?: number; maxItems?: number; uniqueItems?: boolean }
  | {
      type: 'object' | readonly ['object', 'null']
      properties: Readonly<Record<string, JsonSchema>>
      required?: readonly string[]
      additionalProperties?: boolean
    }

/** RxDB adds `_deleted` (and its own `_rev`, `_meta`, `_attachments`) itself and refuses them in a schema. */
type SchemaFields<T> = Exclude<keyof T, '_deleted'> & string

export interface CollectionJsonSchema<T> {
  title?: string
  description?: string
  /** Bump with a migration strategy on the client when the document shape changes. */
  version: number
  primaryKey: 'id' & keyof T
  type: 'object'
  /** Every field of the document, so RxDB validates and indexes the same shape zod does. */
  properties: { readonly [K in SchemaFields<T>]: JsonSchema }
  required: readonly SchemaFields<T>[]
  indexes?: readonly (SchemaFields<T> | readonly SchemaFields<T>[])[]
  additionalProperties?: false
}

/** What the protocol keeps of a collection's schema once the document type is erased (the registry). */
export interface AnyCollectionJsonSchema {
  version: number
  primaryKey: string
  type: 'object'
  properties: Readonly<Record<string, JsonSchema>>
  required: readonly string[]
  indexes?: readonly (string | readonly string[])[]
}

/* Building blocks the collection schemas share. */

/** ISO-8601 UTC, at most "+275760-09-13T00:00:00.000Z"; RxDB needs a maxLength on indexed strings. */
export const timestampSchema = { type: 'string', format: 'date-time', maxLength: 32 } as const

export const textSchema = (maxLength: number) => ({ type: 'string', maxLength }) as const

/** An object whose every property is required, as RxDB validates it. */
export const objectSchema = <P extends Readonly<Record<string, JsonSchema>>>(properties: P) =>
  ({
    type: 'object',
    properties,
    required: Object.keys(properties) as (keyof P & string)[],
    additionalProperties: false,
  }) as const satisfies JsonSchema

/** A collection's schema at version 0 whose every property is required. */
export function collectionSchema<T, const P extends CollectionJsonSchema<T>['properties']>(
  title: string,
  description: string,
  properties: P,
  indexes: CollectionJsonSchema<T>['indexes'],
) {
  return {
    title,
    description,
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties,
    required: Object.keys(properties) as (keyof P & string)[],
    indexes,
    additionalProperties: false,
  } as const
}

/**
 * The `history` of a collection devices push: the versions a conflict overruled (sync/conflicts.ts),
 * each with every field of `versionProperties` and its own `_deleted`, and who resolved it (`by`).
 * Where a person settles entries (`choices` given), an entry may also say who settled it, when and how.
 */
export const historySchema = <const P extends Readonly<Record<string, JsonSchema>>>(
  versionProperties: P,
  { by, maxItems, choices }: { by: JsonSchema; maxItems: number; choices?: readonly string[] },
) =>
  ({
    type: 'array',
    maxItems,
    items: {
      type: 'object',
      properties: {
        at: timestampSchema,
        by,
        reason: { type: 'string', enum: ['conflict'] },
        version: {
          type: 'object',
          // Nested, so RxDB does not add _deleted here: the losing version keeps its own flag.
          properties: { ...versionProperties, _deleted: { type: 'boolean' } },
          required: [...(Object.keys(versionProperties) as (keyof P & string)[]), '_deleted'],
          additionalProperties: false,
        },
        ...(choices && {
          settled: objectSchema({ at: timestampSchema, by, choice: { type: 'string', enum: choices } }),
        }),
      },
      // `settled` stays optional: an entry nobody has settled yet has none.
      required: ['at', 'by', 'reason', 'version'],
      additionalProperties: false,
    },
  }) as const satisfies JsonSchema
