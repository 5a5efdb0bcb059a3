/**
 * A `subscribe` for React's useSyncExternalStore whose value lives in the DOM: it is read again each
 * time one of `events` fires on `target`. Made once, at module level, so React does not resubscribe.
 */
export function onEvents(target: () => EventTarget, events: readonly string[]) {
  return (onChange: () => void) => {
    const at = target()
    for (const event of events) at.addEventListener(event, onChange)
    return () => {
      for (const event of events) at.removeEventListener(event, onChange)
    }
  }
}
