import { useEffect, useState } from 'react'
import type { PhotoStore } from '../../../sync/client/photos.ts'
import { readCaptureTime } from '../photos/prepare-photo.ts'

/* A replicated photo (an estimate's, a job's, a message's), shown from the device's photo store. */

export interface ShownPhoto {
  url: string
  /** EXIF capture time as local wall-clock time, null when the photo carries none. */
  takenAt: string | null
}

/** The photo's bytes as an object URL while it is shown; undefined while loading, null when not on this device. */
export function useStoredPhoto(photos: PhotoStore | undefined, id: string): ShownPhoto | null | undefined {
  const [shown, setShown] = useState<{ id: string; photo: ShownPhoto | null } | null>(null)
  useEffect(() => {
    if (!photos) return
    let url: string | null = null
    let cancelled = false
    void photos.get(id).then((stored) => {
      if (cancelled) return
      if (!stored) return setShown({ id, photo: null })
      url = URL.createObjectURL(new Blob([stored.bytes], { type: stored.mime }))
      setShown({ id, photo: { url, takenAt: readCaptureTime(stored.bytes) } })
    })
    return () => {
      cancelled = true
      if (url) URL.revokeObjectURL(url)
    }
  }, [photos, id])
  return shown?.id === id ? shown.photo : undefined
}
