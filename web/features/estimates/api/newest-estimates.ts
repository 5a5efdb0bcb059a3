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
 */
export function newestEstimates(
  collection: RxCollection<Estimate>,
  ownerId: string,
  limit: number,
): Observable<RxDocument<Estimate>[]> {
  return new Observable((subscriber) => {
    const floor = new BehaviorSubject<string | null>(null)
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
        tap((docs) => floor.next(docs.length === limit ? docs[docs.length - 1]!.updatedAt : null)),
        // Moving the floor asks again, and the same documents come back (RxDB keeps one object per version).
        distinctUntilChanged((a, b) => a.length === b.length && a.every((doc, index) => doc === b[index])),
      )
      .subscribe(subscriber)
    return () => subscription.unsubscribe()
  })
}
