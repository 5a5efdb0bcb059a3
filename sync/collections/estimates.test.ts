import { describe, expect, it } from 'vitest'
import { makeEstimate, makeWindow } from '../../domain/testing/estimate-factory.ts'
import {
  EstimateSchema,
  EstimateWindowSchema,
  PHOTO_ID_PATTERN,
  versionOf,
} from '../../domain/estimates/estimate.ts'
import { ATTACHMENT_ID_PATTERN } from '../protocol.ts'
import { makeUser } from '../server/test-users.ts'
import { estimatesCollection, ESTIMATES_JSON_SCHEMA } from './estimates.ts'
import { findCollection, SYNC_COLLECTIONS } from './index.ts'

const ann = makeUser('ann')
const admin = makeUser('root', { isAdmin: true })
const { access } = estimatesCollection

describe('the estimates collection', () => {
  it('declares in its RxDB schema every field the zod schema has (RxDB adds _deleted itself)', () => {
    const zodFields = Object.keys(EstimateSchema.shape)
      .filter((key) => key !== '_deleted')
      .sort()
    expect(Object.keys(ESTIMATES_JSON_SCHEMA.properties).sort()).toEqual(zodFields)
    expect([...ESTIMATES_JSON_SCHEMA.required].sort()).toEqual(zodFields)
    const windowItems = ESTIMATES_JSON_SCHEMA.properties.windows.items
    expect(Object.keys(windowItems.properties).sort()).toEqual(Object.keys(EstimateWindowSchema.shape).sort())
    expect(Object.keys(ESTIMATES_JSON_SCHEMA.properties.history.items.properties).sort()).toEqual(
      Object.keys(EstimateSchema.shape.history.element.shape).sort(),
    )
    expect(
      Object.keys(ESTIMATES_JSON_SCHEMA.properties.history.items.properties.version.properties).sort(),
    ).toEqual(
      Object.keys(EstimateSchema.shape)
        .filter((key) => key !== 'history')
        .sort(),
    )
  })

  it('meets RxDB’s rules: string primary key with maxLength, indexed strings with maxLength and required', () => {
    expect(ESTIMATES_JSON_SCHEMA).toMatchObject({ primaryKey: 'id', version: 2, type: 'object' })
    expect(ESTIMATES_JSON_SCHEMA.properties.id.maxLength).toBe(64)
    for (const field of ESTIMATES_JSON_SCHEMA.indexes.flat()) {
      expect(ESTIMATES_JSON_SCHEMA.properties[field]).toHaveProperty('maxLength')
      expect(ESTIMATES_JSON_SCHEMA.required).toContain(field)
    }
  })

  it('names photos the way the protocol names attachments', () => {
    expect(PHOTO_ID_PATTERN.source).toBe(ATTACHMENT_ID_PATTERN.source)
  })

  it('scopes reads to the owner, or everything for an admin', () => {
    expect(access.readScope(ann)).toEqual({ kind: 'equals', field: 'ownerId', value: 'ann' })
    expect(access.readScope(admin)).toEqual({ kind: 'all' })
    expect(Object.keys(estimatesCollection.table.columns)).toContain('ownerId')
  })

  it('lets the owner write their own, an admin anyone’s, and nobody else', () => {
    const mine = makeEstimate({ ownerId: 'ann' })
    const theirs = makeEstimate({ ownerId: 'bob' })
    expect(access.canWrite(ann, mine, null)).toBe(true)
    expect(access.canWrite(ann, mine, mine)).toBe(true)
    expect(access.canWrite(ann, theirs, null)).toBe(false)
    expect(access.canWrite(ann, mine, theirs)).toBe(false)
    expect(access.canWrite(admin, theirs, mine)).toBe(true)
  })

  it('refers to the photos of its windows and of the versions in its history', () => {
    const a = 'a'.repeat(64)
    const b = 'b'.repeat(64)
    const old = makeEstimate({ windows: [makeWindow({ photos: [b] })] })
    const estimate = makeEstimate({
      windows: [makeWindow({ photos: [a] }), makeWindow({ id: 'w2', photos: [a] })],
      history: [{ at: old.updatedAt, by: 'ann', reason: 'conflict', version: versionOf(old) }],
    })
    expect(estimatesCollection.attachments?.references(estimate)).toEqual([a, b])
  })

  it('is in the registry under its name', () => {
    expect(findCollection('estimates')).toBe(estimatesCollection)
    expect(findCollection('nope')).toBeUndefined()
    expect(SYNC_COLLECTIONS.length).toBeLessThanOrEqual(10)
  })
})
