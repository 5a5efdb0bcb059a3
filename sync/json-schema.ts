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
      type: 'number' | 'integer' | readonly ['integer', 'null']
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
