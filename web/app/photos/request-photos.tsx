import { Trans, useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import {
  decodedLength,
  REQUEST_LIMITS,
  type RequestPhoto,
} from '../../../domain/estimate-requests/request.ts'
import { encodeBase64 } from '../../../sync/base64.ts'
import { AddPhotosTile } from '../../ui/add-photos-tile.tsx'
import { PhotoPrepareError, preparePhoto } from './prepare-photo.ts'

/** Bytes of all photos together, as the server will count them. */
const photosBytes = (photos: readonly RequestPhoto[]) =>
  photos.reduce((sum, photo) => sum + decodedLength(photo.data), 0)

/**
 * The request's photos: taken with the phone's camera or picked from files, downscaled on the device
 * (estimates' preparePhoto: 2048 px JPEG, location metadata dropped) and kept as base64 in the request.
 */
export function RequestPhotos({
  photos,
  onChange,
  error,
  max = REQUEST_LIMITS.photos,
  hint,
  addLabel,
}: {
  photos: readonly RequestPhoto[]
  onChange: (photos: RequestPhoto[]) => void
  error?: string
  /** How many a request may carry (the estimate request's 10 unless said). */
  max?: number
  /** What the photos are for; the estimate request's text unless said. */
  hint?: ReactNode
  /** The add button's accessible name. */
  addLabel?: string
}) {
  const { t } = useLingui()
  const inputId = useId()
  const hintId = `${inputId}-hint`
  const problemId = `${inputId}-problem`
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const full = photos.length >= max

  async function add(files: readonly File[]) {
    setBusy(true)
    setProblem(null)
    const added: RequestPhoto[] = []
    let total = photosBytes(photos)
    try {
      for (const file of files) {
        if (photos.length + added.length >= max) {
          setProblem(t`You can attach at most ${max} photos`)
          break
        }
        const prepared = await preparePhoto(file)
        if (prepared.mime !== 'image/jpeg') throw new PhotoPrepareError('photoUnreadable')
        if (total + prepared.bytes.byteLength > REQUEST_LIMITS.photosTotalBytes) {
          setProblem(t`Your photos are too large together. Remove some and try again.`)
          break
        }
        total += prepared.bytes.byteLength
        added.push({ mime: 'image/jpeg', data: encodeBase64(prepared.bytes) })
      }
    } catch (cause) {
      setProblem(
        cause instanceof PhotoPrepareError && cause.code === 'photoTooLarge'
          ? t`This photo is too large, even after shrinking it.`
          : t`This file could not be read as a photo. Try a JPEG, PNG or WebP image.`,
      )
    } finally {
      setBusy(false)
    }
    if (added.length > 0) onChange([...photos, ...added])
  }

  const message = problem ?? error
  return (
    <div className="flex flex-col gap-3">
      <p id={hintId} className="text-sm text-slate-600">
        {hint ?? (
          <Trans>
            Optional, up to 10. A photo of each side of the house, or of the windows that matter most, helps
            our specialist more than measurements.
          </Trans>
        )}
      </p>
      <div className="flex flex-wrap items-start gap-3">
        {photos.length > 0 && (
          <ul className="flex flex-wrap gap-3" aria-label={t`Your photos`}>
            {photos.map((photo, index) => (
              <li key={`${index}-${photo.data.slice(-16)}`} className="relative">
                <img
                  src={`data:${photo.mime};base64,${photo.data}`}
                  alt={t`Photo ${index + 1}`}
                  className="size-24 rounded-lg border border-slate-200 bg-slate-100 object-cover"
                />
                <button
                  type="button"
                  onClick={() => onChange(photos.filter((_, other) => other !== index))}
                  className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
                  aria-label={t`Remove photo ${index + 1}`}
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        {!full && (
          <AddPhotosTile
            busy={busy}
            aria-label={addLabel ?? t`Add photos of your windows`}
            aria-describedby={message ? `${hintId} ${problemId}` : hintId}
            aria-invalid={message ? true : undefined}
            onFiles={(files) => void add(files)}
          >
            {busy ? <Trans>Preparing…</Trans> : <Trans>Add photos</Trans>}
          </AddPhotosTile>
        )}
      </div>
      {message && (
        <p id={problemId} role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  )
}
