import { Trans, useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import { useState } from 'react'
import { AddPhotosTile } from '../../ui/add-photos-tile.tsx'
import { toast, UNDO_TOAST_MS } from '../../ui/toast-store.ts'
import { useSyncDatabase } from '../sync/sync-provider.tsx'
import { useStoredPhoto } from '../sync/use-stored-photo.ts'
import { PhotoPrepareError, preparePhoto } from './prepare-photo.ts'
import { PhotoPlaceholder } from './stored-photos.tsx'
import { formatLocale } from '../../../domain/i18n/locales.ts'

/*
 * Photos of one thing (a window, the state of the glass before the crew starts): taken with the
 * phone's camera (or picked from files on a desktop), downscaled and stored on the device at once,
 * uploaded by the replication before the document that refers to them.
 */

function Thumbnail({ id, number, onRemove }: { id: string; number: number; onRemove: () => void }) {
  const { i18n, t } = useLingui()
  const photo = useStoredPhoto(useSyncDatabase()?.photos, id)
  const takenAt =
    photo?.takenAt &&
    new Intl.DateTimeFormat(formatLocale(i18n.locale), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(photo.takenAt),
    )
  return (
    <li className="relative">
      <figure className="size-24 overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
        {photo ? (
          <img
            src={photo.url}
            alt={takenAt ? t`Photo ${number}, taken ${takenAt}` : t`Photo ${number}`}
            className="size-full object-cover"
          />
        ) : (
          <PhotoPlaceholder missing={photo === null} />
        )}
      </figure>
      <button
        type="button"
        onClick={onRemove}
        className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
        aria-label={t`Remove photo ${number}`}
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  )
}

export function PhotoStrip({
  photos,
  limit,
  heading,
  subject,
  onChange,
  onRestore,
}: {
  photos: readonly string[]
  /** The most photos the document takes. */
  limit: number
  /** The visible heading above the photos. */
  heading: string
  /** What the photos show, for their labels: "the kitchen window". */
  subject: string
  onChange: (photos: string[]) => void
  /** Puts a removed photo back at its place (the toast's Undo). */
  onRestore: (photo: string, index: number) => void
}) {
  const { t } = useLingui()
  const db = useSyncDatabase()
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const full = photos.length >= limit

  async function add(files: readonly File[]) {
    if (!db) return
    setBusy(true)
    setProblem(null)
    const added: string[] = []
    try {
      for (const file of files.slice(0, limit - photos.length)) {
        const prepared = await preparePhoto(file)
        added.push(await db.photos.add(prepared.bytes, prepared.mime))
      }
    } catch (error) {
      setProblem(
        !(error instanceof PhotoPrepareError)
          ? t`The photo could not be saved on this device. Free some storage and try again.`
          : error.code === 'photoTooLarge'
            ? t`This photo is too large to store, even after shrinking it.`
            : t`This file could not be read as a photo. Try a JPEG, PNG or WebP image.`,
      )
    } finally {
      setBusy(false)
    }
    if (added.length > 0) onChange([...new Set([...photos, ...added])])
  }

  return (
    <div className="mt-4">
      <p className="mb-2 text-sm font-semibold text-slate-800">{heading}</p>
      <div className="flex flex-wrap items-start gap-3">
        {photos.length > 0 && (
          <ul className="flex flex-wrap gap-3" aria-label={t`Photos of ${subject}`}>
            {photos.map((id, index) => (
              <Thumbnail
                key={id}
                id={id}
                number={index + 1}
                onRemove={() => {
                  // One tap removes a photo taken on site: the toast offers it back.
                  onChange(photos.filter((photo) => photo !== id))
                  const number = index + 1
                  toast({
                    title: t`Photo ${number} of ${subject} removed`,
                    action: { label: t`Undo`, onClick: () => onRestore(id, index) },
                    duration: UNDO_TOAST_MS,
                  })
                }}
              />
            ))}
          </ul>
        )}
        {!full && (
          <AddPhotosTile
            busy={busy}
            capture="environment"
            aria-label={t`Add a photo of ${subject}`}
            disabled={!db}
            onFiles={(files) => void add(files)}
          >
            {busy ? <Trans>Saving…</Trans> : <Trans>Add photo</Trans>}
          </AddPhotosTile>
        )}
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  )
}
