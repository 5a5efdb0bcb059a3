import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useSyncExternalStore } from 'react'
import type { InstallerProfileInput, OwnInstallerSettings } from '../../../../domain/marketplace/installer.ts'
import { api, ApiError, call } from '../../../app/api-client.ts'
import { onLogout } from '../../../app/session/logout-hooks.ts'
import { parseStoredOrigin, type BoardOrigin } from '../board-filters.ts'
import { createListeners } from '../../../ui/listeners.ts'

/*
 * The installer's service area (GET/PUT /api/installers/me) and where the job board measures
 * distances from. The last known origin is kept in localStorage ('board:origin', docs/state.md) with
 * whose it is, so that the board shows distances offline and never another user's.
 */

const BOARD_ORIGIN_KEY = 'board:origin'

const listeners = createListeners()

function readStoredOrigin(): string | null {
  try {
    return localStorage.getItem(BOARD_ORIGIN_KEY)
  } catch {
    return null // storage blocked: distances need the server's answer
  }
}

function subscribe(listener: () => void) {
  const unsubscribe = listeners.subscribe(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === BOARD_ORIGIN_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    unsubscribe()
    window.removeEventListener('storage', onStorage)
  }
}

/** Remembers (or, with null, forgets) where the board measures from for this user. */
export function rememberBoardOrigin(userId: string, origin: BoardOrigin | null) {
  try {
    if (origin) localStorage.setItem(BOARD_ORIGIN_KEY, JSON.stringify({ userId, ...origin }))
    else localStorage.removeItem(BOARD_ORIGIN_KEY)
  } catch {
    // not fatal: distances last while the page is open
  }
  listeners.notify()
}

// The service ZIP says where someone works: it does not stay on a device after sign-out.
onLogout(async () => rememberBoardOrigin('', null))

/** Where the board measures from, as last known on this device (live: a save updates it). */
export function useBoardOrigin(userId: string): BoardOrigin | null {
  const raw = useSyncExternalStore(subscribe, readStoredOrigin, () => null)
  return useMemo(() => parseStoredOrigin(raw, userId), [raw, userId])
}

const originOf = (settings: OwnInstallerSettings): BoardOrigin | null =>
  settings.serviceZip && settings.lat !== null && settings.lng !== null
    ? { zip: settings.serviceZip, lat: settings.lat, lng: settings.lng, radiusMi: settings.serviceRadiusMi }
    : null

/** A refusal is final; a dropped connection or a server error gets one more try. */
const retryUnlessRefused = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1

const installerSettingsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['installer-settings', userId],
    queryFn: async () => {
      const settings = await call(api.installers.me.$get())
      rememberBoardOrigin(userId, originOf(settings))
      return settings
    },
    retry: retryUnlessRefused,
  })

/** The signed-in installer's settings; fetching them also refreshes the remembered origin. */
export function useInstallerSettings(userId: string, enabled: boolean) {
  return useQuery({ ...installerSettingsQuery(userId), enabled })
}

/** Saves the service ZIP and radius (bio and films travel unchanged). Needs a connection. */
export function useSaveInstallerSettings(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: InstallerProfileInput) => call(api.installers.me.$put({ json: input })),
    onSuccess: (settings) => {
      queryClient.setQueryData(installerSettingsQuery(userId).queryKey, settings)
      rememberBoardOrigin(userId, originOf(settings))
    },
  })
}

/** A ZIP code's place: city, state and centre (GET /api/geo/zip/:zip). */
export const zipPlaceQuery = (zip: string) =>
  queryOptions({
    queryKey: ['geo', 'zip', zip],
    queryFn: () => call(api.geo.zip[':zip'].$get({ param: { zip: encodeURIComponent(zip) } })),
    retry: retryUnlessRefused,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: /^\d{5}$/.test(zip),
  })

/** Where a 5-digit ZIP code is (city, state, centre); not asked for anything shorter. */
export function useZipPlace(zip: string) {
  return useQuery(zipPlaceQuery(zip))
}
