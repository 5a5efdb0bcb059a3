import { Hono } from 'hono'
import type { AppEnv } from '../../context.ts'
import { allowPublic } from '../../middlewares/access.ts'
import { readPublicFile } from './files.service.ts'

/**
 * Company logos, public on purpose: they appear on quotes and installer profiles, and <img> tags and
 * the service worker fetch them without ceremony. Other stored bytes (estimate photos) are not served
 * here. The content never changes for a hash, hence immutable.
 */
export const filesRoutes = new Hono<AppEnv>().get('/:sha256', allowPublic(), (c) => {
  const file = readPublicFile(c.var.deps.db, c.req.param('sha256'))
  if (!file) return c.json({ message: 'Not found' }, 404)
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.mime,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  })
})
