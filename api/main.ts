import { serve } from '@hono/node-server'
import { join } from 'node:path'
import { createApp } from './app.ts'
import { openDatabase } from './db/client.ts'
import { migrate } from './db/migrate.ts'
import { checkpointInBackground } from './db/wal-checkpoints.ts'
import { seed, seedDemo } from './db/seed.ts'
import { loadEnv, shouldSeedDemo } from './env.ts'
import { backfillOrderDocuments } from './features/orders/orders.documents.ts'
import { releaseExpiredGuestHolds } from './features/orders/orders.service.ts'
import { loadDocumentCatalogs } from './documents/i18n.ts'
import { missingFontPackages } from './documents/quote-pdf.ts'
import { QUOTE_SWEEP_MS, sweepQuotes } from './features/quotes/quotes.sweep.ts'
import { createMailer } from './mail/mailer.ts'

const env = loadEnv()
const dbFile = join(env.DATA_DIR, 'app.db')
const db = openDatabase(dbFile)
const applied = migrate(db)
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`)
if (shouldSeedDemo(env)) {
  seed(db)
  await seedDemo(db)
}
const backfilled = backfillOrderDocuments(db, new Date())
if (backfilled) console.log(`Wrote the replicated documents of ${backfilled} orders.`)
if (env.NODE_ENV === 'production' && !env.APP_URL) {
  console.warn('APP_URL is not set: links in mail will point to whatever Host the request named.')
}
loadDocumentCatalogs()
const fontPackages = missingFontPackages()
if (fontPackages.length)
  console.warn(
    `Quote PDFs need ${fontPackages.join(' and ')} (apt-get install ${fontPackages.join(' ')}); until then they are set in Helvetica.`,
  )
if (!env.SMTP_URL) console.log(`Mail is written to ${join(env.DATA_DIR, 'mail')} (set SMTP_URL to send it).`)

// After the migrations and the seed, which write much at once and are best checkpointed as they go.
const checkpoints = checkpointInBackground(db, dbFile)
const mailer = createMailer(env)
const app = createApp({ db, env, mailer })
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Southern Shield is serving on http://localhost:${info.port}`)
})
// Keep idle connections longer than clients and proxies do (Node's 5 s default races a client that
// reuses a socket just as the server closes it: the request fails with ECONNRESET).
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
}

// Unpaid visitors' invoice orders give their stock back on time even when no one orders meanwhile.
const HOLD_SWEEP_MS = 10 * 60 * 1000
setInterval(() => {
  const origin = env.APP_URL ?? `http://localhost:${env.PORT}`
  const released = releaseExpiredGuestHolds({ db, clock: () => new Date(), mailer }, origin)
  if (released) console.log(`Cancelled ${released} unpaid visitors' invoice orders: their stock is back.`)
}, HOLD_SWEEP_MS).unref()

// Unanswered quotes get their one reminder after the pricing sheet's days (decision 022).
setInterval(() => {
  const origin = env.APP_URL ?? `http://localhost:${env.PORT}`
  try {
    const mailed = sweepQuotes({ db, clock: () => new Date(), mailer }, origin)
    if (mailed) console.log(`Followed up ${mailed} unanswered quotes.`)
  } catch (error) {
    console.error('The quote follow-up sweep failed:', error)
  }
}, QUOTE_SWEEP_MS).unref()

let closing = false
function shutdown(signal: string) {
  if (closing) return
  closing = true
  console.log(`${signal} received: closing the server and the database.`)
  server.close(() => {
    // The worker's connection first: the server's, closing last, folds the log into the file.
    void checkpoints.stop().then(() => {
      db.close()
      process.exit(0)
    })
  })
  // Keep-alive connections must not hold the process forever.
  setTimeout(() => {
    db.close()
    process.exit(0)
  }, 5000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
