import { IDBCursor, IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { createRxDatabase, type RxCollection, type RxDatabase, type RxJsonSchema } from 'rxdb'
import { filter, firstValueFrom, map, ReplaySubject, type Observable } from 'rxjs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Estimate } from '../../../../domain/estimates/estimate.ts'
import { makeEstimate } from '../../../../domain/testing/estimate-factory.ts'
import { ESTIMATES_JSON_SCHEMA } from '../../../../sync/collections/estimates.ts'
import { dexieStorage } from '../../../../sync/client/database.ts'
import { newestEstimates } from './newest-estimates.ts'

/** How many stored documents queries have stepped over (a query walks an index with a cursor). */
const read = { documents: 0 }
const continueCursor = IDBCursor.prototype.continue
beforeAll(() => {
  IDBCursor.prototype.continue = function (this: IDBCursor, key?: IDBValidKey) {
    read.documents++
    continueCursor.call(this, key)
  }
})
afterAll(() => {
  IDBCursor.prototype.continue = continueCursor
})

let db: RxDatabase | null = null
let counter = 0

afterEach(async () => {
  await db?.remove()
  db = null
})

async function openEstimates() {
  db = await createRxDatabase({
    name: `newest-${counter++}`,
    storage: dexieStorage({ indexedDB, IDBKeyRange }),
    multiInstance: false,
    eventReduce: true,
  })
  await db.addCollections({
    estimates: { schema: ESTIMATES_JSON_SCHEMA as unknown as RxJsonSchema<Estimate> },
  })
  return db.collections['estimates'] as unknown as RxCollection<Estimate>
}

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString()
const estimate = (n: number, minute = n, ownerId = 'me') =>
  makeEstimate({
    id: `e${String(n).padStart(4, '0')}`,
    ownerId,
    name: `Estimate ${n}`,
    updatedAt: at(minute),
  })

/** The list as one subscriber sees it: `until` waits for an answer that satisfies `done`, and gives its ids. */
function watch(list: Observable<{ id: string }[]>) {
  const answers = new ReplaySubject<string[]>(1)
  const subscription = list.pipe(map((docs) => docs.map((doc) => doc.id))).subscribe(answers)
  return {
    until: (done: (ids: string[]) => boolean) => firstValueFrom(answers.pipe(filter(done))),
    stop: () => subscription.unsubscribe(),
  }
}

/**
 * The newest 30 of `count` estimates of one owner, watched until the list shows them; the documents
 * read are counted from then on.
 */
async function fullList(count: number) {
  const estimates = await openEstimates()
  await estimates.bulkInsert(Array.from({ length: count }, (_, n) => estimate(n)))
  const list = watch(newestEstimates(estimates, 'me', 30))
  await list.until((ids) => ids[0] === estimate(count - 1).id)
  read.documents = 0
  return { estimates, list }
}

describe('newestEstimates', () => {
  it('answers the owner’s newest first, and follows new, changed and deleted ones', async () => {
    const estimates = await openEstimates()
    await estimates.bulkInsert([
      ...Array.from({ length: 8 }, (_, n) => estimate(n)),
      estimate(99, 99, 'other'),
    ])
    const list = watch(newestEstimates(estimates, 'me', 3))
    expect(await list.until(() => true)).toEqual(['e0007', 'e0006', 'e0005'])

    await estimates.insert(estimate(8))
    expect(await list.until((ids) => ids[0] === 'e0008')).toEqual(['e0008', 'e0007', 'e0006'])

    // An older one edited now comes first.
    await estimates.upsert({ ...estimate(2), updatedAt: at(50) })
    expect(await list.until((ids) => ids[0] === 'e0002')).toEqual(['e0002', 'e0008', 'e0007'])

    // One on show deleted: the next older one, below everything on show, takes its place.
    await (await estimates.findOne('e0008').exec())!.remove()
    expect(await list.until((ids) => !ids.includes('e0008'))).toEqual(['e0002', 'e0007', 'e0006'])

    // One on show moved back in time (a device clock behind): it leaves the list.
    await estimates.upsert({ ...estimate(7), updatedAt: at(-10) })
    expect(await list.until((ids) => !ids.includes('e0007'))).toEqual(['e0002', 'e0006', 'e0005'])
  })

  it('reads only what is newer than the list once it is full, whatever the owner holds', async () => {
    const { estimates, list } = await fullList(500)
    // A bulk edit of 200, those on show among them (the server's restamped versions coming back
    // after a push): the list is worked out again from the 200 and those it showed, not from all 500.
    const edited = Array.from({ length: 200 }, (_, n) => ({ ...estimate(300 + n), updatedAt: at(1000 - n) }))
    await estimates.bulkUpsert(edited)
    const newest = edited.slice(0, 30).map((doc) => doc.id)
    expect(await list.until((ids) => ids.join() === newest.join())).toEqual(newest)
    // Whatever the edit set off has run by the time a later write shows.
    await estimates.insert(estimate(500, 2000))
    await list.until((ids) => ids[0] === 'e0500')
    expect(read.documents).toBeLessThan(300)
    list.stop()
  })

  it('keeps up with a first pull: each batch, newer than all before it, is read once, not again with every later one', async () => {
    const { estimates, list } = await fullList(100)
    for (let batch = 1; batch <= 20; batch++)
      await estimates.bulkInsert(Array.from({ length: 100 }, (_, n) => estimate(batch * 100 + n)))
    await list.until((ids) => ids[0] === 'e2099')
    // Fewer than the 2 000 written: the list reads the newest of each batch, once (it read each
    // batch again with every later one, over ten thousand, when only its query's results moved it).
    expect(read.documents).toBeLessThan(2_000)
    list.stop()
  })
})
