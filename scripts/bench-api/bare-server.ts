/**
 * The yardstick of bench:api: a bare Hono app on @hono/node-server answering each path with the body
 * the real app gave (read from the file named by the first argument), nothing else. Prints its port.
 */
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { readFileSync } from 'node:fs'

const answers = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, string>
const app = new Hono()
for (const [path, body] of Object.entries(answers))
  app.get(path, (c) => c.body(body, 200, { 'Content-Type': 'application/json' }))

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.send?.({ port: info.port })
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
