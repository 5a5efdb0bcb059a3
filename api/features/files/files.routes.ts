import { Hono } from 'hono'
import type { AppEnv } from '../../app.ts'
import { allowPublic } from '../../middlewares/access.ts'
import { readFile } from './files.service.ts'

/**
 * Public on purpose: a SHA-256 in the path cannot be guessed, and <img> tags and the service
 * worker fetch these without ceremony. The content never changes for a hash, hence immutable.
 */
export const filesRoutes = new Hono<AppEnv>().get('/:sha256', allowPublic(), (c) => {
  const file = readFile(c.var.deps.db, c.req.param('sha256'))
  if (!file) return c.json({ message: 'Not found' }, 404)
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.mime,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  })
})
