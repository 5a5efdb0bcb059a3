import { join } from 'node:path'
import { openDatabase } from '../../api/db/client.ts'
import { migrate } from '../../api/db/migrate.ts'
import { DEMO_PASSWORD, seed } from '../../api/db/seed.ts'
import { findUserByUsernameOrEmail, insertUser, toSessionUser } from '../../api/features/auth/auth.repo.ts'
import { hashPasswordSync } from '../../api/features/auth/password.ts'
import { createSqliteSyncStorage } from '../../api/features/sync/sync.repo.ts'
import { estimatesCollection } from '../../sync/collections/estimates.ts'
import { PUSH_ROWS_MAX } from '../../sync/protocol.ts'
import { push } from '../../sync/server/push.ts'
import { benchEstimate, loadUsername } from './fixtures.ts'

/**
 * A fresh database in `dataDir`, as the server will find it: migrations, the demo data, `loadUsers`
 * accounts for the load phase, and `estimates` estimates of `owner` written through the sync push.
 */
export async function prepareDatabase(dataDir: string, owner: string, estimates: number, loadUsers: number) {
  const db = openDatabase(join(dataDir, 'app.db'))
  try {
    migrate(db)
    seed(db)
    // One hash for all: argon2 is deliberately slow, and the accounts only differ by name.
    const passwordHash = hashPasswordSync(DEMO_PASSWORD)
    const now = new Date().toISOString()
    db.transaction(() => {
      for (let n = 0; n < loadUsers; n++) {
        const username = loadUsername(n)
        insertUser(db, {
          id: username,
          username,
          email: `${username}@example.com`,
          passwordHash,
          userType: 'homeowner',
          isAdmin: false,
          hasCompletedOnboarding: true,
          emailVerifiedAt: now,
          hubId: null,
          createdAt: now,
        })
      }
    })()

    const row = findUserByUsernameOrEmail(db, owner)
    if (!row) throw new Error(`the seed has no user ${owner}`)
    const user = toSessionUser(row)
    const store = createSqliteSyncStorage(db)
    for (let first = 0; first < estimates; first += PUSH_ROWS_MAX) {
      const count = Math.min(PUSH_ROWS_MAX, estimates - first)
      const rows = Array.from({ length: count }, (_, i) => ({
        assumedMasterState: null,
        newDocumentState: benchEstimate(`bench-${first + i}`, user.id, first + i),
      }))
      await push(store, estimatesCollection, user, rows, new Date())
    }
    return { ownerId: user.id }
  } finally {
    db.close()
  }
}
