import { useEffect, useState } from 'react'
import { combineLatest } from 'rxjs'
import type { OrderDocument } from '../../../../domain/shop/order-document.ts'
import { useAuth } from '../../../app/session/auth-provider.tsx'
import { useSyncDatabase } from '../../../app/sync/sync-provider.tsx'
import { ordersOf, toOrderDocument } from './orders-collection.ts'

export interface OrderPage {
  /** Newest first, at most `limit`. */
  orders: OrderDocument[]
  /** How many of the user's orders are on this device. */
  total: number
}

/**
 * The signed-in user's orders on this device (replicated, so they open offline), newest first, `limit`
 * at a time; null while the database opens. An admin's device holds everyone's: this is only their own.
 */
export function useMyOrders(limit: number): OrderPage | null {
  const db = useSyncDatabase()
  const { user } = useAuth()
  const ownerId = user?.id ?? null
  const [result, setResult] = useState<{ key: unknown; page: OrderPage } | null>(null)
  useEffect(() => {
    if (!db || !ownerId) return
    const key = { db, ownerId, limit }
    const collection = ordersOf(db)
    const subscription = combineLatest([
      collection.find({ selector: { ownerId }, sort: [{ placedAt: 'desc' }], limit }).$,
      collection.count({ selector: { ownerId } }).$,
    ]).subscribe(([docs, total]) => setResult({ key, page: { orders: docs.map(toOrderDocument), total } }))
    return () => subscription.unsubscribe()
  }, [db, ownerId, limit])
  return result && (result.key as { db: unknown }).db === db ? result.page : null
}
