import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from './client.ts'
import { checkpointInBackground } from './wal-checkpoints.ts'

let dir: string | null = null

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = null
})

describe('checkpointInBackground', () => {
  it('copies the log into the database file without a commit of the server doing it, and leaves none at the end', async () => {
    dir = mkdtempSync(join(tmpdir(), 'wal-'))
    const file = join(dir, 'app.db')
    const db = openDatabase(file)
    db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)')
    const checkpoints = checkpointInBackground(db, file)
    const before = statSync(file).size

    // About 60 pages of log: far below the 1 000 at which a commit would checkpoint by itself.
    const insert = db.prepare('INSERT INTO notes (text) VALUES (?)')
    for (let i = 0; i < 200; i++) insert.run('x'.repeat(1000))
    await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before + 150_000), { timeout: 3000 })
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBeGreaterThan(1000)

    await checkpoints.stop()
    db.close()
    expect(existsSync(`${file}-wal`)).toBe(false)
    const reopened = openDatabase(file)
    expect(reopened.prepare('SELECT count(*) FROM notes').pluck().get()).toBe(200)
    reopened.close()
  })
})
