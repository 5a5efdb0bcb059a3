import { map, of } from 'rxjs'
import type { OrderDocument } from '../../../../domain/shop/order-document.ts'
import { useSyncQuery } from '../../../app/sync/use-sync-query.ts'
import { ordersOf, toOrderDocument } from './orders-collection.ts'

export type OrderLookup =
  { state: 'loading' } | { state: 'missing' } | { state: 'found'; order: OrderDocument }

/** One order of this device's replicated orders, kept current as the server changes it. */
export function useMyOrder(number: string | null): OrderLookup {
  const lookup = useSyncQuery(`order:${number}`, (db) =>
    number === null
      ? of<OrderLookup>({ state: 'missing' })
      : ordersOf(db)
          .findOne(number)
          .$.pipe(
            map((doc): OrderLookup =>
              doc ? { state: 'found', order: toOrderDocument(doc) } : { state: 'missing' },
            ),
          ),
  )
  return lookup ?? { state: 'loading' }
}
