import { useEffect, useState } from 'react'
import type { OrderDocument } from '../../../../domain/shop/order-document.ts'
import { useSyncDatabase } from '../../../app/sync/sync-provider.tsx'
import { ordersOf, toOrderDocument } from './orders-collection.ts'

export type OrderLookup =
  { state: 'loading' } | { state: 'missing' } | { state: 'found'; order: OrderDocument }

/** One order of this device's replicated orders, kept current as the server changes it. */
export function useMyOrder(number: string | null): OrderLookup {
  const db = useSyncDatabase()
  const [result, setResult] = useState<{ key: unknown; lookup: OrderLookup } | null>(null)
  useEffect(() => {
    if (!db) return
    const key = { db, number }
    if (number === null) {
      setResult({ key, lookup: { state: 'missing' } })
      return
    }
    const subscription = ordersOf(db)
      .findOne(number)
      .$.subscribe((doc) =>
        setResult({
          key,
          lookup: doc ? { state: 'found', order: toOrderDocument(doc) } : { state: 'missing' },
        }),
      )
    return () => subscription.unsubscribe()
  }, [db, number])
  const current = result && (result.key as { db: unknown; number: unknown })
  return current && current.db === db && current.number === number ? result.lookup : { state: 'loading' }
}
