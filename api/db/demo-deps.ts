import type { SessionUser } from '../../domain/auth/roles.ts'
import type { AppDeps } from '../context.ts'
import { findUserByUsernameOrEmail, toSessionUser } from '../features/auth/auth.repo.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { Db } from './client.ts'

/*
 * What the demo seed hands the features' services: the app's own database, a mailer that sends
 * nothing and a clock the demo's story sets. The demo's history happened weeks ago, so each step is
 * stamped with the moment it tells of; and no one is to get mail about it, neither the
 * example.com addresses nor DATA_DIR/mail.
 */

/** Where links in the (unsent) mail would point. */
export const DEMO_ORIGIN = 'http://localhost:3000'

const silentMailer: Mailer = { send: () => Promise.resolve() }

export interface DemoDeps extends Pick<AppDeps, 'db' | 'clock' | 'mailer'> {
  /** What the services read as now from here on. */
  setTime(moment: Date | number): void
  /** Moves the story on by some hours. */
  later(hours: number): void
}

export function demoDeps(db: Db, start: Date | number): DemoDeps {
  let at = new Date(start).getTime()
  return {
    db,
    mailer: silentMailer,
    clock: () => new Date(at),
    setTime: (moment) => {
      at = new Date(moment).getTime()
    },
    later: (hours) => {
      at += hours * 60 * 60 * 1000
    },
  }
}

/** A demo account as a signed-in session would carry it; null when it is not there (renamed, never seeded). */
export function demoUser(db: Db, username: string): SessionUser | null {
  const row = findUserByUsernameOrEmail(db, username)
  return row ? toSessionUser(row) : null
}
