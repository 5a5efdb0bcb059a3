import { BehaviorSubject, distinctUntilChanged, filter, Observable, switchMap, tap } from 'rxjs'
import type { MangoQuerySortPart, RxCollection, RxDocument } from 'rxdb'
import type { Estimate } from '../../../../domain/estimates/estimate.ts'

const NEWEST_FIRST: MangoQuerySortPart<Estimate>[] = [{ updatedAt: 'desc' }, { id: 'asc' }]

/**
 * The `limit` most recently changed estimates of `ownerId`, newest first, live.
 *
 * RxDB reads an index in one direction only: a query sorted newest first reads and sorts every
 * estimate of the owner whenever it cannot work out the change from the written documents alone,
 * which a write that moves one of those on show does (a bulk edit, the server's restamped versions
 * coming back after a push): 10 000 estimates read for the 30 on screen. So the query asks only for
 * estimates at least as new as the oldest one on show. When it fills `limit`, those are the newest
 * `limit`, since anything older ranks below all of them; when it comes back short (one was deleted,
 * or moved back in time), the query over all of them answers instead.
 *
 * Written estimates move that floor up before RxDB reads again: the newest `limit` are among those on
 * show and those just written, so the floor can rise to the `limit`-th newest of them. Otherwise each
 * batch of a first pull (500 estimates, all newer) had the list read every estimate pulled since it
 * last drew, and it fell seconds behind.
 */
export function newestEstimates(
  collection: RxCollection<Estimate>,
  ownerId: string,
  limit: number,
): Observable<RxDocument<Estimate>[]> {
  return new Observable((subscriber) => {
    const floor = new BehaviorSubject<string | null>(null)
    let shown: readonly RxDocument<Estimate>[] = []
    // Subscribed before the query, so that the floor moves before the query would read again.
    const writes = collection.eventBulks$.subscribe((bulk) => {
      const raised = raisedFloor(floor.value, shown, bulk.events, ownerId, limit)
      if (raised !== null) floor.next(raised)
    })
    const subscription = floor
      .pipe(
        distinctUntilChanged(),
        switchMap(
          (since) =>
            collection.find({
              selector: { ownerId, ...(since === null ? {} : { updatedAt: { $gte: since } }) },
              sort: NEWEST_FIRST,
              limit,
            }).$,
        ),
        filter((docs) => {
          if (docs.length === limit || floor.value === null) return true
          floor.next(null)
          return false
        }),
        tap((docs) => {
          shown = docs
          floor.next(docs.length === limit ? docs[docs.length - 1]!.updatedAt : null)
        }),
        // Moving the floor asks again, and the same documents come back (RxDB keeps one object per version).
        distinctUntilChanged((a, b) => a.length === b.length && a.every((doc, index) => doc === b[index])),
      )
      .subscribe(subscriber)
    return () => {
      writes.unsubscribe()
      subscription.unsubscribe()
    }
  })
}

/**
 * The floor after `written`, when it can rise: the `limit`-th newest of the estimates on show and
 * those written (anything else is no newer than the floor was); null when it stays.
 */
function raisedFloor(
  floor: string | null,
  shown: readonly { id: string; updatedAt: string }[],
  written: readonly {
    documentId: string
    documentData: { ownerId?: string; updatedAt?: string; _deleted?: boolean }
  }[],
  ownerId: string,
  limit: number,
): string | null {
  if (floor === null) return null
  const latest = new Map(written.map((event) => [event.documentId, event.documentData]))
  const candidates = shown.filter((doc) => !latest.has(doc.id)).map((doc) => doc.updatedAt)
  for (const doc of latest.values())
    if (!doc._deleted && doc.ownerId === ownerId && doc.updatedAt) candidates.push(doc.updatedAt)
  if (candidates.length < limit) return null
  // ISO 8601 times in one format: their text order is their time order, as in the query.
  const raised = candidates.sort()[candidates.length - limit]!
  return raised > floor ? raised : null
}
