import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type { Db } from './client.ts'

/**
 * How often the WAL is copied back into the database file, and past how many pages the server's own
 * connection would still do it itself (a safety net, should the worker fall behind: 40 MB).
 */
const CHECKPOINT_EVERY_MS = 250
const SAFETY_NET_PAGES = 10_000

/*
 * The worker: its own connection to the file, checkpointing PASSIVE (it copies what it can and never
 * waits for the server's writes, nor makes them wait). CommonJS source, so that it runs the same
 * under tsx and from the server bundle.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.file, { fileMustExist: true })
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch {
    // busy or closing: the next round copies it
  }
}, workerData.everyMs)
parentPort.once('message', () => {
  clearInterval(timer)
  db.close()
  parentPort.close()
})
`

/**
 * Copies the write-ahead log of `db` (opened from `file`) back into the database file from a worker
 * thread. SQLite otherwise does it inside whichever commit passes 1 000 pages of log, on the thread
 * that committed: with a hundred devices pushing, every few hundred pushes one of them held the
 * server's only thread for 20 to 200 ms copying and syncing megabytes, and every request waited.
 * Stop it before closing `db`, so that the server's connection is the last and leaves no log behind.
 */
export function checkpointInBackground(db: Db, file: string): { stop(): Promise<void> } {
  db.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`)
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file,
      everyMs: CHECKPOINT_EVERY_MS,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
    },
  })
  // A worker that cannot open the file leaves the server as it was before: checkpointing itself.
  worker.on('error', (error) => {
    console.error('WAL checkpoints in the background stopped:', error)
    if (db.open) db.pragma('wal_autocheckpoint = 1000')
  })
  worker.unref()
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
  return {
    async stop() {
      worker.postMessage('stop')
      await exited
    },
  }
}
