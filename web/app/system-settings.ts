import { useQuery } from '@tanstack/react-query'
import { DEFAULT_SYSTEM_SETTINGS, type SystemSettings } from '../../domain/admin/public-settings.ts'
import { api, call } from './api-client.ts'
import { CACHE_PRESETS } from './query-client.ts'

export const systemSettingsQueryKey = ['system-settings'] as const

/**
 * The supplier's public settings (support phone and email, the site notice) as an admin saved them
 * (GET /api/system-settings). Shared: the footer, /contact and the shell's notice read it. Offline
 * or before the answer, the defaults: the footer always shows a number to call.
 */
export function useSystemSettings(): SystemSettings {
  const query = useQuery({
    queryKey: systemSettingsQueryKey,
    queryFn: () => call(api['system-settings'].$get()),
    ...CACHE_PRESETS.persistent,
  })
  return query.data ?? DEFAULT_SYSTEM_SETTINGS
}
