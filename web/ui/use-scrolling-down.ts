import { useEffect, useState } from 'react'

/** Pixels of scrolling in one direction before it counts: a finger's jitter does not flip it. */
const THRESHOLD = 12
/** Near the top of the page nothing is hidden. */
const TOP = 80

/**
 * Whether the person is reading down the page: true after scrolling down, false again after scrolling
 * up or at the top. What floats over the page on a phone (the chat button) steps aside meanwhile, so
 * it never sits on the lines being read; a scroll up brings it back.
 */
export function useScrollingDown(): boolean {
  const [down, setDown] = useState(false)
  useEffect(() => {
    let last = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      if (y < TOP) setDown(false)
      else if (y - last > THRESHOLD) setDown(true)
      else if (last - y > THRESHOLD) setDown(false)
      else return
      last = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return down
}
