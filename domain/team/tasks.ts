import type { OrderStatus } from '../shop/status.ts'

/*
 * Work the shop gives the team: buying the onboarding package opens a task, the team
 * books the sessions with the customer and marks it done. Stored in `team_tasks` (migration 013).
 */

export type TeamTaskKind = 'onboarding'

type TeamTaskStatus = 'open' | 'done'

/** A task as the team portal shows it: what to do, for whom, and the order behind it. */
export interface TeamTaskView {
  id: string
  kind: TeamTaskKind
  status: TeamTaskStatus
  createdAt: string
  doneAt: string | null
  doneBy: string | null
  order: {
    number: string
    status: OrderStatus
    totalCents: number
    customerName: string
    company: string
    email: string
    phone: string
    city: string
    state: string
  }
}
