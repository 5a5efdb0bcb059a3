import type { AccountLanguageInput, ProfileInput, ProfileView } from '../../../domain/auth/schemas.ts'
import type { AppDeps } from '../../context.ts'
import { AUTH_CODES } from '../../../domain/auth/errors.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { MAX_IMAGE_BYTES, detectImageMime, fileUrl, storeImage } from '../files/files.service.ts'
import { setUserLanguage } from '../auth/auth.repo.ts'
import { findProfile, setProfileLogo, upsertProfile } from './profile.repo.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>

export function getProfile(deps: Deps, userId: string): ProfileView {
  const row = findProfile(deps.db, userId)
  // requireUser ran first, so the user exists unless it was deleted mid-request.
  if (!row) throw new FeatureError(401, 'notAuthenticated', AUTH_CODES)
  const { logoFile, ...fields } = row
  return { ...fields, logoUrl: logoFile ? fileUrl(logoFile) : null }
}

export function updateProfile(deps: Deps, userId: string, input: ProfileInput): ProfileView {
  upsertProfile(deps.db, userId, input, deps.clock().toISOString())
  return getProfile(deps, userId)
}

export function setLanguage(deps: Deps, userId: string, input: AccountLanguageInput): AccountLanguageInput {
  setUserLanguage(deps.db, userId, input.language)
  return { language: input.language }
}

export const imageInvalid = () => new FeatureError(400, 'imageInvalid', AUTH_CODES, { logo: 'imageInvalid' })

/** Accepts a PNG, JPEG or WebP of at most 1 MB, judged by its bytes, and makes it the logo. */
export async function uploadLogo(deps: Deps, userId: string, upload: unknown): Promise<{ logoUrl: string }> {
  if (!(upload instanceof File) || upload.size === 0 || upload.size > MAX_IMAGE_BYTES) throw imageInvalid()
  const bytes = new Uint8Array(await upload.arrayBuffer())
  const mime = detectImageMime(bytes)
  if (!mime) throw imageInvalid()
  const now = deps.clock()
  const hash = deps.db.transaction(() => {
    const stored = storeImage(deps.db, bytes, mime, now)
    setProfileLogo(deps.db, userId, stored, now.toISOString())
    return stored
  })()
  return { logoUrl: fileUrl(hash) }
}

/** The file row stays: it is content-addressed and may be shared. */
export function removeLogo(deps: Deps, userId: string): { logoUrl: null } {
  setProfileLogo(deps.db, userId, null, deps.clock().toISOString())
  return { logoUrl: null }
}
