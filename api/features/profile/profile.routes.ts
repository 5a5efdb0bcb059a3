import { Hono } from 'hono'
import { AccountLanguageSchema, ProfileSchema } from '../../../domain/auth/schemas.ts'
import { AUTH_CODES } from '../../../domain/auth/errors.ts'
import type { AppEnv } from '../../context.ts'
import { ownBodyLimit } from '../../http/body-limit.ts'
import { validate } from '../../http/validate.ts'
import { requireUser } from '../../middlewares/access.ts'
import { MAX_IMAGE_BYTES } from '../files/files.service.ts'
import {
  getProfile,
  imageInvalid,
  removeLogo,
  setLanguage,
  updateProfile,
  uploadLogo,
} from './profile.service.ts'

/** Room for the multipart envelope around a logo of the largest allowed size. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024

/** The signed-in user's company profile and its logo. */
export const profileRoutes = new Hono<AppEnv>()
  .get('/', requireUser(), (c) => c.json(getProfile(c.var.deps, c.var.user.id)))

  .put('/', requireUser(), validate('json', ProfileSchema, AUTH_CODES), (c) =>
    c.json(updateProfile(c.var.deps, c.var.user.id, c.req.valid('json'))),
  )

  // The app's language menu, while signed in: the account's mails follow the language chosen.
  .put('/language', requireUser(), validate('json', AccountLanguageSchema, AUTH_CODES), (c) =>
    c.json(setLanguage(c.var.deps, c.var.user.id, c.req.valid('json'))),
  )

  .post(
    '/logo',
    requireUser(),
    // Stops reading an oversized upload early instead of buffering it whole.
    ownBodyLimit({
      maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: (c) => c.json(imageInvalid().body(), 400),
    }),
    async (c) => {
      // A body that is not multipart, or is malformed, simply has no logo in it.
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
      return c.json(await uploadLogo(c.var.deps, c.var.user.id, body.logo))
    },
  )

  .delete('/logo', requireUser(), (c) => c.json(removeLogo(c.var.deps, c.var.user.id)))
