import { useLayoutEffect, useState, type RefObject } from 'react'

/** Where the header shows its navigation on the bar (Tailwind's md, as the header's classes say). */
const BAR_NAVIGATION_QUERY = '(min-width: 48rem)'

/** Room kept between the bar's pieces (gaps and the nav's margin), in px. */
const SPACING = 48

/**
 * Whether the navigation fits on the bar beside the logo and the controls. Long labels (Russian,
 * French) or many items move it to a row of its own instead of squeezing or hiding the controls.
 * The list is measured at its natural width, so the answer does not depend on where it sits.
 */
export function useFitsInline(
  bar: RefObject<HTMLElement | null>,
  list: RefObject<HTMLElement | null>,
  fixed: RefObject<HTMLElement | null>[],
): boolean {
  const [fits, setFits] = useState(true)
  useLayoutEffect(() => {
    const barElement = bar.current
    const listElement = list.current
    if (!barElement || !listElement) return
    const measure = () => {
      // Below the md breakpoint the navigation is in the menu and the bar's list is hidden: nothing
      // to measure. Asked of the media query, not of the layout, which reading a size would force
      // while the page is still being built.
      if (!window.matchMedia(BAR_NAVIGATION_QUERY).matches) return
      const style = getComputedStyle(barElement)
      const room = barElement.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      const taken = fixed.reduce((sum, ref) => sum + (ref.current?.offsetWidth ?? 0), 0)
      setFits(listElement.offsetWidth + taken + SPACING <= room)
    }
    measure()
    const observer = new ResizeObserver(measure)
    for (const element of [barElement, listElement, ...fixed.map((ref) => ref.current)]) {
      if (element) observer.observe(element)
    }
    return () => observer.disconnect()
    // The list element is replaced when the navigation moves rows, hence `fits` below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fits])
  return fits
}
