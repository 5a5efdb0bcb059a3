/**
 * Work that must finish before a sign-out completes (e.g. wiping the user's offline data), run by
 * AuthProvider's logout. Features register here instead of the auth provider knowing about them.
 */
type LogoutHook = () => Promise<void>

const hooks = new Set<LogoutHook>()

export function onLogout(hook: LogoutHook): () => void {
  hooks.add(hook)
  return () => {
    hooks.delete(hook)
  }
}

/** Runs every hook; one failing never blocks the sign-out. */
export async function runLogoutHooks(): Promise<void> {
  const results = await Promise.allSettled([...hooks].map((hook) => hook()))
  for (const result of results)
    if (result.status === 'rejected') console.error('A sign-out step failed', result.reason)
}
