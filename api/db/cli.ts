import { join } from 'node:path'
import { loadEnv } from '../env.ts'
import { openDatabase } from './client.ts'
import { migrate } from './migrate.ts'
import { seed, seedDemo } from './seed.ts'

const env = loadEnv()
const db = openDatabase(join(env.DATA_DIR, 'app.db'))
const command = process.argv[2]
try {
  const applied = migrate(db)
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.')
  if (command === 'seed') {
    const counts = seed(db)
    await seedDemo(db)
    console.log(
      `Seeded ${counts.hubs} hubs, ${counts.products} products and ${counts.users} demo users (existing rows kept).`,
    )
  }
} finally {
  db.close()
}
