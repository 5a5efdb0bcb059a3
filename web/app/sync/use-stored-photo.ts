import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import type { PhotoStore } from '../../../sync/client/photos.ts'
import { readCaptureTime } from '../photos/prepare-photo.ts'

/* A replicated photo (an estimate's, a job's, a message's), shown from the device's photo store. */

export interface ShownPhoto {
  url: string
  /** EXIF capture time as local wall-clock time, null when the photo carries none. */
  takenAt: string | null
}

/**
 * The photo's bytes as an object URL while it is shown; undefined while loading, null when not on
 * this device. Live: a photo downloaded while it is on screen (made available offline) shows at once.
 */
export function useStoredPhoto(photos: PhotoStore | undefined, id: string): ShownPhoto | null | undefined {
  const stored = useLiveQuery(
    async () => (photos ? ((await photos.get(id)) ?? null) : undefined),
    [photos, id],
  )
  const [shown, setShown] = useState<{ id: string; photo: ShownPhoto | null } | null>(null)
  useEffect(() => {
    if (stored === undefined) return
    if (stored === null) return setShown({ id, photo: null })
    const url = URL.createObjectURL(new Blob([stored.bytes], { type: stored.mime }))
    setShown({ id, photo: { url, takenAt: readCaptureTime(stored.bytes) } })
    return () => URL.revokeObjectURL(url)
  }, [stored, id])
  return shown?.id === id ? shown.photo : undefined
}
