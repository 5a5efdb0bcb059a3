import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../db/client.ts'
import { migrate } from '../../db/migrate.ts'
import { seed } from '../../db/seed.ts'
import { createSession, invalidateSession, invalidateUserSessions, validateSessionToken } from './session.service.ts'

/*
 * A signed-in request reads its session from a copy kept in memory: these tests hold that copy to
 * what the database says, at once for anything this server writes.
 */

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function database(): { db: Db; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'sessions-'))
  dirs.push(dir)
  const file = join(dir, 'app.db')
  const db = openDatabase(file)
  migrate(db)
  seed(db)
  return { db, file }
}

const userId = (db: Db, username: string) =>
  (db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: string }).id

const T0 = new Date('2026-03-01T12:00:00Z')
const later = (ms: number) => new Date(T0.getTime() + ms)

describe('validateSessionToken', () => {
  it('refuses a signed-out session, and every session of a user signed out everywhere, from the next request', () => {
    const { db } = database()
    const one = createSession(db, userId(db, 'installer'), T0)
    const two = createSession(db, userId(db, 'installer'), T0)
    expect(validateSessionToken(db, one.token, T0)?.user.username).toBe('installer')
    expect(validateSessionToken(db, two.token, T0)?.user.username).toBe('installer')
    invalidateSession(db, one.session.id)
    expect(validateSessionToken(db, one.token, later(1))).toBeNull()
    expect(validateSessionToken(db, two.token, later(1))).not.toBeNull()
    invalidateUserSessions(db, userId(db, 'installer'))
    expect(validateSessionToken(db, two.token, later(2))).toBeNull()
  })

  it('answers the user as the database now has them: a new role, a disabled account', () => {
    const { db } = database()
    const { token } = createSession(db, userId(db, 'teammember'), T0)
    expect(validateSessionToken(db, token, T0)?.user.isAdmin).toBe(false)
    db.prepare('UPDATE users SET is_admin = 1 WHERE username = ?').run('teammember')
    expect(validateSessionToken(db, token, later(1))?.user.isAdmin).toBe(true)
    db.prepare("UPDATE users SET disabled_at = '2026-03-01T12:00:01Z' WHERE username = ?").run('teammember')
    expect(validateSessionToken(db, token, later(2))).toBeNull()
  })

  it('sees a change made by another process within seconds', () => {
    const { db, file } = database()
    const { token } = createSession(db, userId(db, 'homeowner'), T0)
    expect(validateSessionToken(db, token, T0)).not.toBeNull()
    // The database command line, say: this server's connection does not see it written.
    const other = new Database(file)
    other.prepare('DELETE FROM sessions').run()
    other.close()
    expect(validateSessionToken(db, token, later(1_000)), 'still the copy').not.toBeNull()
    expect(validateSessionToken(db, token, later(5_000))).toBeNull()
  })

  it('ends an expired session and renews one used in the second half of its life', () => {
    const { db } = database()
    const { token } = createSession(db, userId(db, 'homeowner'), T0)
    const day = 24 * 60 * 60 * 1000
    expect(validateSessionToken(db, token, later(day))?.session.renewed).toBe(false)
    const renewed = validateSessionToken(db, token, later(20 * day))
    expect(renewed?.session.renewed).toBe(true)
    expect(renewed?.session.expiresAt).toEqual(later(50 * day))
    expect(validateSessionToken(db, token, later(20 * day + 1))?.session.renewed).toBe(false)
    expect(validateSessionToken(db, token, later(51 * day))).toBeNull()
    expect(db.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(0)
  })
})
