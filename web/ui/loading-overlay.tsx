import { useLingui } from '@lingui/react/macro'
import { cn } from './cn.ts'
import { LoaderGraphic, type LoaderType } from './loader.tsx'
import { OVERLAY_PHRASES, OVERLAY_PHRASE_MS } from './loader-phrases.ts'
import { OVERLAY_FADE_MS, useOverlayPhase } from './use-overlay-phase.ts'
import { useRotatingIndex } from './use-rotating-index.ts'

/** A full-screen loading overlay with phrases that change every 2.5 s. */
export function LoadingOverlay({
  isLoading,
  type = 'windowTint',
  zIndex = 'z-50',
}: {
  isLoading: boolean
  type?: LoaderType
  /** A Tailwind stacking class. */
  zIndex?: string
}) {
  const phase = useOverlayPhase(isLoading)
  const { i18n } = useLingui()
  const index = useRotatingIndex(OVERLAY_PHRASES.length, OVERLAY_PHRASE_MS)
  if (phase === 'hidden') return null
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy={isLoading}
      data-phase={phase}
      className={cn(
        'fixed inset-0 flex flex-col items-center justify-center gap-5 bg-brand-900/92 text-white backdrop-blur-sm transition-opacity ease-out',
        zIndex,
        phase === 'fading' ? 'opacity-0' : 'opacity-100',
      )}
      style={{ transitionDuration: `${OVERLAY_FADE_MS}ms` }}
    >
      <LoaderGraphic type={type} size="xl" />
      <p className="text-base font-medium">{i18n._(OVERLAY_PHRASES[index]!)}</p>
    </div>
  )
}
