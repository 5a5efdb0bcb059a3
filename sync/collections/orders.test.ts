import { describe, expect, it } from 'vitest'
import { makeOrderDocument } from '../../domain/testing/order-document-factory.ts'
import { OrderDocumentSchema } from '../../domain/shop/order-document.ts'
import { createMemoryStorage } from '../server/memory-storage.ts'
import { push } from '../server/push.ts'
import { SyncError } from '../server/errors.ts'
import { makeUser } from '../server/test-users.ts'
import { findCollection, SYNC_COLLECTIONS } from './index.ts'
import { ordersCollection, ORDERS_JSON_SCHEMA } from './orders.ts'
import { DEFAULT_PRICING_SHEET } from '../../domain/estimator/pricing.ts'

const ann = makeUser('ann')
const admin = makeUser('root', { isAdmin: true, userType: 'regular' })
const { access } = ordersCollection

const keys = (shape: object) => Object.keys(shape).sort()

describe('the orders collection', () => {
  it('declares in its RxDB schema every field the zod schema has, nested ones too', () => {
    const zod = OrderDocumentSchema.shape
    const json = ORDERS_JSON_SCHEMA.properties
    const zodFields = keys(zod).filter((key) => key !== '_deleted')
    expect(keys(json)).toEqual(zodFields)
    expect([...ORDERS_JSON_SCHEMA.required].sort()).toEqual(zodFields)
    expect(keys(json.shipTo.properties)).toEqual(keys(zod.shipTo.shape))
    expect(keys(json.totals.properties)).toEqual(keys(zod.totals.shape))
    expect(keys(json.lines.items.properties)).toEqual(keys(zod.lines.element.shape))
    expect(keys(json.events.items.properties)).toEqual(keys(zod.events.element.shape))
  })

  it('meets RxDB’s rules: string primary key with maxLength, indexed strings with maxLength and required', () => {
    expect(ORDERS_JSON_SCHEMA).toMatchObject({ primaryKey: 'id', version: 1, type: 'object' })
    expect(ORDERS_JSON_SCHEMA.properties.id.maxLength).toBe(12)
    for (const field of ORDERS_JSON_SCHEMA.indexes.flat()) {
      expect(ORDERS_JSON_SCHEMA.properties[field]).toHaveProperty('maxLength')
      expect(ORDERS_JSON_SCHEMA.required).toContain(field)
    }
  })

  it('describes what the server writes', () => {
    expect(OrderDocumentSchema.parse(makeOrderDocument())).toEqual(makeOrderDocument())
    expect(new RegExp(ORDERS_JSON_SCHEMA.properties.id.pattern).test('SS-7K2M-Q9XD')).toBe(true)
  })

  it('gives customers their own orders and admins all of them', () => {
    expect(access.readScope(ann)).toEqual({ kind: 'equals', field: 'ownerId', value: 'ann' })
    expect(access.readScope(admin)).toEqual({ kind: 'all' })
    expect(ordersCollection.table.columns).toEqual({ ownerId: 'owner_id' })
  })

  it('is pull-only: nobody writes through sync, admins included, and the server’s version stands', () => {
    const mine = makeOrderDocument({ ownerId: 'ann' })
    expect(ordersCollection.pullOnly).toBe(true)
    expect(access.canWrite(ann, mine, null)).toBe(false)
    expect(access.canWrite(ann, mine, mine)).toBe(false)
    expect(access.canWrite(admin, mine, mine)).toBe(false)
    const forged = { ...mine, status: 'delivered' as const }
    expect(
      ordersCollection.derive(forged, mine, { pricingSheet: DEFAULT_PRICING_SHEET, teamOf: () => null }),
    ).toBe(mine)
  })

  it('refuses any push before looking at it, and writes nothing', async () => {
    const store = createMemoryStorage()
    for (const [user, body] of [
      [ann, [{ assumedMasterState: null, newDocumentState: makeOrderDocument({ ownerId: 'ann' }) }]],
      [admin, [{ assumedMasterState: null, newDocumentState: makeOrderDocument() }]],
      [ann, 'not even a list'],
      [ann, []],
    ] as const) {
      const error = await push(store, ordersCollection, user, body, new Date()).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(SyncError)
      expect((error as SyncError).body()).toEqual({
        message: 'These documents are changed on the server only; devices cannot push them',
        code: 'collectionPullOnly',
      })
      expect((error as SyncError).kind).toBe('forbidden')
    }
    expect(store.count(ordersCollection.table)).toBe(0)
  })

  it('is in the registry under its name', () => {
    expect(findCollection('orders')).toBe(ordersCollection)
    expect(SYNC_COLLECTIONS).toContain(ordersCollection)
    expect(SYNC_COLLECTIONS.length).toBeLessThanOrEqual(10)
  })
})
