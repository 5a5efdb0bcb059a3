import type { Db } from '../../db/client.ts'

/** Shop orders someone still has to act on: placed, paid or being prepared. */
export function countOrdersToHandle(db: Db): number {
  return db
    .prepare(`SELECT count(*) FROM orders WHERE status IN ('placed', 'paid', 'processing')`)
    .pluck()
    .get() as number
}

/** Homeowner estimate requests not yet quoted or closed. */
export function countOpenRequests(db: Db): number {
  return db
    .prepare(`SELECT count(*) FROM estimate_requests WHERE status IN ('new', 'contacted')`)
    .pluck()
    .get() as number
}
