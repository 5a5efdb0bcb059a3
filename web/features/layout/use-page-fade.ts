import { animate } from 'framer-motion/dom/mini'
import { useLayoutEffect, useRef, type RefObject } from 'react'

const PAGE_FADE_S = 0.3

/**
 * Fades the page area in over 0.3 s whenever the path changes, unless the visitor asked their system
 * for less motion (the page then simply appears, like every other transition of the app).
 * framer-motion's WAAPI-based `animate` keeps this out of React renders and costs ~2 KB; the
 * stylesheet's reduced-motion rule does not reach WAAPI animations, hence the check here.
 *
 * The page a visit opens on is not a change: it is shown as it comes. Faded, a page the server or
 * the build rendered blinked out and back when the app took it over, and a page the app draws stayed
 * transparent, so not yet painted for the phone's browser, until the fade was under way.
 */
export function usePageFade(ref: RefObject<HTMLElement | null>, pathname: string) {
  const opened = useRef(false)
  useLayoutEffect(() => {
    const element = ref.current
    const opening = !opened.current
    opened.current = true
    if (opening || !element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const animation = animate(element, { opacity: [0, 1] }, { duration: PAGE_FADE_S, ease: 'easeOut' })
    return () => animation.stop()
  }, [ref, pathname])
}
