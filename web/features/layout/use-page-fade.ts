import { animate } from 'framer-motion/dom/mini'
import { useLayoutEffect, type RefObject } from 'react'

export const PAGE_FADE_S = 0.3

/**
 * Fades the page area in over 0.3 s whenever the path changes (SPEC §2). framer-motion's
 * WAAPI-based `animate` keeps this out of React renders and costs ~2 KB.
 */
export function usePageFade(ref: RefObject<HTMLElement | null>, pathname: string) {
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const animation = animate(element, { opacity: [0, 1] }, { duration: PAGE_FADE_S, ease: 'easeOut' })
    return () => animation.stop()
  }, [ref, pathname])
}
