import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { useOnline } from '../connectivity.ts'
import { outboxQueued } from '../device-flags.ts'
import { useAuth } from '../session/auth-provider.tsx'
import { useSyncStatus } from './sync-provider.tsx'

/*
 * Signing out wipes the user's offline data (sync-session.tsx) and the requests queued for them in the
 * outbox (a bid, a message), so changes the server has not got yet would be lost with it. Every "Sign Out" goes through useSignOut(): with nothing pending it signs
 * out at once, otherwise it asks first.
 */

const UnsyncedSignOutDialog = lazy(() =>
  import('./unsynced-sign-out-dialog.tsx').then((module) => ({ default: module.UnsyncedSignOutDialog })),
)

const SignOutContext = createContext<(() => void) | null>(null)

export function SignOutProvider({ children }: { children: ReactNode }) {
  const { logout } = useAuth()
  const status = useSyncStatus()
  const online = useOnline()
  const [asking, setAsking] = useState(false)
  const [queued, setQueued] = useState(0)
  const pending = (status?.pendingChanges ?? 0) + queued
  const signOut = useCallback(async () => {
    // Bids, messages and progress reports waiting in the outbox go with the sign-out too. Dexie is
    // loaded for it only when the device flag says requests wait.
    const waiting = outboxQueued.isSet()
      ? await import('../outbox.ts').then((outbox) => outbox.countOwnedPending()).catch(() => 0)
      : 0
    setQueued(waiting)
    if ((status?.pendingChanges ?? 0) + waiting > 0) setAsking(true)
    else void logout()
  }, [status?.pendingChanges, logout])
  const value = useMemo(() => () => void signOut(), [signOut])
  return (
    <SignOutContext.Provider value={value}>
      {children}
      {asking && (
        <Suspense fallback={null}>
          <UnsyncedSignOutDialog
            pending={pending}
            online={online && (status?.online ?? false)}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false)
              void logout()
            }}
          />
        </Suspense>
      )}
    </SignOutContext.Provider>
  )
}

/** Signs out, after a warning when this device still holds changes the server has not received. */
export function useSignOut(): () => void {
  const signOut = useContext(SignOutContext)
  if (!signOut) throw new Error('useSignOut must be used within a SignOutProvider')
  return signOut
}
