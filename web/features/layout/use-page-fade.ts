import { animate } from 'framer-motion/dom/mini'
import { useLayoutEffect, type RefObject } from 'react'

const PAGE_FADE_S = 0.3

/**
 * Fades the page area in over 0.3 s whenever the path changes, unless the visitor asked their system
 * for less motion (the page then simply appears, like every other transition of the app).
 * framer-motion's WAAPI-based `animate` keeps this out of React renders and costs ~2 KB; the
 * stylesheet's reduced-motion rule does not reach WAAPI animations, hence the check here.
 */
export function usePageFade(ref: RefObject<HTMLElement | null>, pathname: string) {
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const animation = animate(element, { opacity: [0, 1] }, { duration: PAGE_FADE_S, ease: 'easeOut' })
    return () => animation.stop()
  }, [ref, pathname])
}
