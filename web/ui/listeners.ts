/**
 * Callbacks told when something kept outside React changes (a toast, the holds on an update, a
 * download). `subscribe` returns the unsubscribe, as useSyncExternalStore and effects expect.
 */
export function createListeners() {
  const listeners = new Set<() => void>()
  return {
    notify(): void {
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
