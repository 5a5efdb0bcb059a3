import { Trans, useLingui } from '@lingui/react/macro'
import { ImageOff } from 'lucide-react'
import { useSyncDatabase } from '../sync/sync-provider.tsx'
import { useStoredPhoto } from '../sync/use-stored-photo.ts'

/** Where a stored photo shows: empty while it is read, "not on this device" when it is not there. */
export function PhotoPlaceholder({ missing }: { missing: boolean }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-slate-600">
      {missing && (
        <>
          <ImageOff className="size-5" aria-hidden />
          <Trans>Not on this device yet</Trans>
        </>
      )}
    </div>
  )
}

function StoredPhoto({ id, label }: { id: string; label: string }) {
  const photo = useStoredPhoto(useSyncDatabase()?.photos, id)
  return (
    <li className="size-28 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:size-32">
      {photo ? (
        <a
          href={photo.url}
          target="_blank"
          rel="noreferrer"
          className="block size-full focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
        >
          <img src={photo.url} alt={label} className="size-full object-cover" />
        </a>
      ) : (
        <PhotoPlaceholder missing={photo === null} />
      )}
    </li>
  )
}

/** Replicated photos (a job's, a message's, a progress report's) from the device's photo store, so they show offline. */
export function StoredPhotos({ ids, label }: { ids: readonly string[]; label: string }) {
  const { t } = useLingui()
  if (ids.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {ids.map((id, index) => (
        <StoredPhoto key={id} id={id} label={t`${label}: photo ${index + 1}`} />
      ))}
    </ul>
  )
}
