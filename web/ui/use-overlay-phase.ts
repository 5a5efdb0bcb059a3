import { useEffect, useState } from 'react'

export const OVERLAY_MIN_AFTER_MS = 800
export const OVERLAY_FADE_MS = 300

export type OverlayPhase = 'visible' | 'fading' | 'hidden'

/**
 * The overlay shows while loading; once loading ends it stays at least 800 ms more,
 * then fades out over 0.3 s, then is gone. Loading again at any point shows it at once.
 */
export function useOverlayPhase(isLoading: boolean): OverlayPhase {
  const [phase, setPhase] = useState<OverlayPhase>(isLoading ? 'visible' : 'hidden')

  useEffect(() => {
    if (isLoading) {
      setPhase('visible')
      return
    }
    let fadeTimer: ReturnType<typeof setTimeout> | undefined
    const holdTimer = setTimeout(() => {
      setPhase((current) => (current === 'hidden' ? current : 'fading'))
      fadeTimer = setTimeout(() => setPhase('hidden'), OVERLAY_FADE_MS)
    }, OVERLAY_MIN_AFTER_MS)
    return () => {
      clearTimeout(holdTimer)
      if (fadeTimer) clearTimeout(fadeTimer)
    }
  }, [isLoading])

  return phase
}
